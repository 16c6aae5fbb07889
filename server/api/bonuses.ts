import { Hono } from "hono";
import { namingShownScores } from "#contracts/cache-tags";
import { bonusCatalogue, findBonusCategory } from "#modules/bonuses";
import type { AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import type { ApiDeps } from "./index";
import { cachedJson, filterRequest, filterRoute, SLUG } from "./public-reads";

/**
 * The bonuses API (issue 6): the bonus filter (six facets with counts, keyset pages) and one bonus
 * category with its introduction and the same filter inside it; public reads (./public-reads). Answers
 * depend on the day (expired bonuses), so the day is part of their cache key.
 */
export function bonusRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const cached = cachedJson(cache);

  api.get("/bonuses/", filterRoute(db, cache, bonusCatalogue));

  api.get("/bonuses/categories/:slug/", (c) =>
    cached(c, () => {
      const slug = c.req.param("slug");
      const { audience, filter, key } = filterRequest(c, bonusCatalogue, `bonus-category|${slug}`);
      return {
        key,
        produce: async (cacheTags) => {
          const category = SLUG.test(slug) ? await findBonusCategory(db, slug, audience.locale) : null;
          if (!category) throw new HttpError(404, "Not found");
          const inCategory = { ...filter, facets: { ...filter.facets, categories: [slug] } };
          const { id: _id, ...shown } = category;
          return namingShownScores(cacheTags, {
            category: shown,
            ...(await bonusCatalogue.filter(db, inCategory, audience)),
          });
        },
      };
    }),
  );

  return api;
}
