import { Hono } from "hono";
import type { Locale } from "#contracts/locales";
import { findBonusCategory, isoDay, filterBonuses, type BonusFilter, bonusFilterQuery } from "#modules/bonuses";
import { bonusFacetLabels } from "#app/features/bonuses/facet-labels.server";
import type { AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import type { ApiDeps } from "./index";
import { audienceQuery, cachedJson, parseQueryWith, SLUG, translatorFor } from "./public-reads";

const labelsFor = (locale: Locale) => bonusFacetLabels(translatorFor(locale));

/**
 * The bonuses API (issue 6): the bonus filter (six facets with counts, keyset pages) and one bonus
 * category with its introduction and the same filter inside it; public reads (./public-reads). Answers
 * depend on the day (expired bonuses), so the day is part of their cache key.
 */
export function bonusRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const cached = cachedJson(cache);

  const filtered = (filter: BonusFilter, lang: Locale, country: string, today: string) =>
    filterBonuses(db, filter, { locale: lang, country, today, labels: labelsFor(lang) });

  api.get("/bonuses/", (c) =>
    cached(c, () => {
      const { audience, filter } = parseQueryWith(c, audienceQuery, bonusFilterQuery);
      const { lang, country } = audience;
      const today = isoDay(new Date());
      return {
        key: `api|bonuses|${JSON.stringify([lang, country, today, filter])}`,
        produce: () => filtered(filter, lang, country, today),
      };
    }),
  );

  api.get("/bonuses/categories/:slug/", (c) =>
    cached(c, () => {
      const slug = c.req.param("slug");
      const { audience, filter } = parseQueryWith(c, audienceQuery, bonusFilterQuery);
      const { lang, country } = audience;
      const today = isoDay(new Date());
      return {
        key: `api|bonus-category|${slug}|${JSON.stringify([lang, country, today, filter])}`,
        produce: async () => {
          const category = SLUG.test(slug) ? await findBonusCategory(db, slug, lang) : null;
          if (!category) throw new HttpError(404, "Not found");
          const inCategory = { ...filter, facets: { ...filter.facets, categories: [slug] } };
          const { id: _id, ...shown } = category;
          return { category: shown, ...(await filtered(inCategory, lang, country, today)) };
        },
      };
    }),
  );

  return api;
}
