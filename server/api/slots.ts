import { Hono } from "hono";
import { namingShownScores } from "#contracts/cache-tags";
import { z } from "zod";
import { slotCatalogue, slotDetail, slotProviders } from "#modules/slots";
import type { AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import type { ApiDeps } from "./index";
import { audienceQuery, cachedJson, filterRoute, parseQueryWith, SLUG } from "./public-reads";

/**
 * The slots API (issue 6): the game explorer (six facets with counts, keyset pages), one slot in full,
 * and the providers with their game counts; public reads (./public-reads).
 */
export function slotRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const cached = cachedJson(cache);

  api.get("/slots/", filterRoute(db, cache, slotCatalogue));

  api.get("/slots/:slug/", (c) =>
    cached(c, () => {
      const slug = c.req.param("slug");
      const { lang, country } = parseQueryWith(c, audienceQuery, z.unknown()).audience;
      return {
        key: `api|slot|${lang}|${country}|${slug}`,
        produce: async (cacheTags) => {
          const slot = SLUG.test(slug) ? await slotDetail(db, slug, { locale: lang, country }) : null;
          if (!slot) throw new HttpError(404, "Not found");
          // A slot's change touches `lists` too; its casinos show no users score (docs/decisions/0055).
          return namingShownScores(cacheTags, slot);
        },
      };
    }),
  );

  api.get("/providers/", (c) =>
    cached(c, () => ({
      key: "api|providers",
      produce: async (cacheTags) => namingShownScores(cacheTags, { items: await slotProviders(db) }),
    })),
  );

  return api;
}
