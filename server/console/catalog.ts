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

export const catalogListQuery = z.object({ ...listQueryShape, sort: z.enum(CONSOLE_CATALOG_SORTS).default("updated") });

type Sort = (typeof CONSOLE_CATALOG_SORTS)[number];

interface NamedList {
  orders: Record<Sort, ListOrder>;
  page(
    db: ApiDeps["db"],
    query: { q?: string; status?: ListStatus; sort: Sort; after: ListPosition | null; limit: number },
  ): Promise<{ items: unknown[]; next: ListPosition | null }>;
}

/**
 * The catalogue's kinds under their console paths, with the item in words (the OpenAPI document's too).
 * Categories are edited and published, never taken off the site.
 */
export const CATALOG_KINDS = [
  { path: "slots", noun: "slot", kind: slotKind, list: consoleSlots },
  { path: "providers", noun: "provider", kind: providerKind, list: consoleProviders },
  { path: "payment-methods", noun: "payment method", kind: paymentMethodKind, list: consolePaymentMethods },
  { path: "licences", noun: "licence", kind: licenceKind, list: consoleLicences },
  { path: "casino-types", noun: "casino type", kind: casinoTypeKind, list: casinoTypeKind.listing },
  { path: "game-categories", noun: "game category", kind: gameCategoryKind, list: gameCategoryKind.listing },
  { path: "bonus-categories", noun: "bonus category", kind: bonusCategoryKind, list: bonusCategoryKind.listing },
  { path: "slot-features", noun: "slot feature", kind: slotFeatureKind, list: slotFeatureKind.listing },
  { path: "slot-themes", noun: "slot theme", kind: slotThemeKind, list: slotThemeKind.listing },
] as readonly { path: string; noun: string; kind: ContentKind<unknown>; list: NamedList }[];

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
      const query = parseQuery(c, catalogListQuery);
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
  for (const { path, kind, list } of CATALOG_KINDS) mount(path, kind, list);

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
