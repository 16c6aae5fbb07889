import { Hono } from "hono";
import { z } from "zod";
import { CONSOLE_CATALOG_SORTS, type ConsoleMarketRow } from "#contracts/catalog-documents";
import { MARKETS } from "#contracts/markets";
import { bonusCategoryKind } from "#modules/bonuses";
import {
  casinoTypeKind,
  consoleLicences,
  consolePaymentMethods,
  gameCategoryKind,
  licenceKind,
  paymentMethodKind,
} from "#modules/casinos";
import type { ContentKind, ListOrder, ListPosition, ListStatus } from "#modules/content";
import {
  consoleProviders,
  consoleSlots,
  providerKind,
  slotFeatureKind,
  slotKind,
  slotOptions,
  slotThemeKind,
} from "#modules/slots";
import type { ApiDeps } from "../api";
import { parseQuery } from "../http/validate";
import { contentRoutes } from "./content";
import { requirePermission, type ConsoleEnv } from "./guard";
import { listAnswer, listPosition, listQueryShape } from "./list-query";

const listQuery = z.object({ ...listQueryShape, sort: z.enum(CONSOLE_CATALOG_SORTS).default("updated") });

type Sort = (typeof CONSOLE_CATALOG_SORTS)[number];

interface NamedList {
  orders: Record<Sort, ListOrder>;
  page(
    db: ApiDeps["db"],
    query: { q?: string; status?: ListStatus; sort: Sort; after: ListPosition | null; limit: number },
  ): Promise<{ items: unknown[]; next: ListPosition | null }>;
}

/**
 * The console's slots, providers, payment methods and licences (issue 17; docs/decisions/0037): each kind's
 * list (search in slug, name and detail; status; newest change or name; keyset pages) and the content engine's
 * calls (./content.ts); the slot form's reference lists; the markets, read only (they are configuration).
 */
export function catalogConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const { db } = deps;
  const api = new Hono<ConsoleEnv>();

  const mount = <D>(path: string, kind: ContentKind<D>, list: NamedList) => {
    api.get(`/${path}/`, async (c) => {
      requirePermission(c, "content.read");
      const query = parseQuery(c, listQuery);
      const page = await list.page(db, {
        q: query.q || undefined,
        status: query.status,
        sort: query.sort,
        after: listPosition(query.cursor, kind.kind, query.sort, list.orders[query.sort]),
        limit: query.limit,
      });
      return c.json(listAnswer(page, kind.kind, query.sort));
    });
    api.route("/", contentRoutes(deps, path, kind));
  };

  api.get("/slots/options/", async (c) => {
    requirePermission(c, "content.read");
    return c.json(await slotOptions(db));
  });
  mount("slots", slotKind, consoleSlots);
  mount("providers", providerKind, consoleProviders);
  mount("payment-methods", paymentMethodKind, consolePaymentMethods);
  mount("licences", licenceKind, consoleLicences);
  // Categories: edited and published, never taken off the site.
  mount("casino-types", casinoTypeKind, casinoTypeKind.listing);
  mount("game-categories", gameCategoryKind, gameCategoryKind.listing);
  mount("bonus-categories", bonusCategoryKind, bonusCategoryKind.listing);
  mount("slot-features", slotFeatureKind, slotFeatureKind.listing);
  mount("slot-themes", slotThemeKind, slotThemeKind.listing);

  api.get("/markets/", (c) => {
    requirePermission(c, "content.read");
    const items: ConsoleMarketRow[] = MARKETS.map((market) => ({
      code: market.code,
      name: market.name,
      domain: deps.config.MARKET_DOMAINS.get(market.code) ?? null,
      languages: [...market.languages],
      currency: market.currency,
      seo_lang: market.seoLang,
    }));
    return c.json({ items, editable: false });
  });
  return api;
}
