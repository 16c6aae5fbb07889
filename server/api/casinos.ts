import { Hono, type Context } from "hono";
import { z } from "zod";
import { LOCALES, type Locale } from "../../contracts/locales";
import { findCasino } from "../../modules/casinos/detail";
import { filterCasinos, UnknownFacetValueError } from "../../modules/casinos/filter";
import { casinoFilterQuery, searchParamsObject } from "../../modules/casinos/filter/parse";
import { safetyBreakdown } from "../../modules/casinos/safety-facts";
import { fixedFacetLabels } from "../../app/features/casinos/facet-labels.server";
import { catalogFor } from "../../app/i18n/catalogs.server";
import { createTranslator } from "../../app/i18n/translator";
import type { AppEnv } from "../http/env";
import { fieldErrors, HttpError } from "../http/errors";
import type { ApiDeps } from "./index";

const PUBLIC_CACHE_CONTROL = "public, max-age=60, stale-while-revalidate=300";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/;

/** Who the answer is for: its language (`lang`, default en) and the country cards are checked against. */
const audienceQuery = z.object({
  lang: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LOCALES).default("en")),
  country: z.preprocess(
    (v) => (v === "" ? undefined : typeof v === "string" ? v.toUpperCase() : v),
    z
      .string()
      .regex(/^[A-Z]{2}$/, "must be a two-letter country code")
      .default("PT"),
  ),
});

/** The query string through each schema given, their field errors together in one 400. */
function parseQueryWith<A extends z.ZodType, F extends z.ZodType>(c: Context, audience: A, filter: F) {
  const query = searchParamsObject(new URL(c.req.url).searchParams);
  const [a, f] = [audience.safeParse(query), filter.safeParse(query)];
  if (!a.success || !f.success) {
    const errors = { ...(a.error ? fieldErrors(a.error) : {}), ...(f.error ? fieldErrors(f.error) : {}) };
    throw new HttpError(400, "Invalid query parameters", errors);
  }
  return { audience: a.data as z.output<A>, filter: f.data as z.output<F> };
}

const labelsFor = (locale: Locale) => fixedFacetLabels(createTranslator(locale, catalogFor(locale)));

/**
 * The casinos API (issue 4): the ten-facet filter and one casino in full. Both are public GETs: their
 * answers carry public Cache-Control and are kept in the page cache (docs/decisions/0004, 0008), keyed
 * by what was asked once parsed, so that stray parameters (utm_…, junk) neither miss nor flood it. Any
 * write that invalidates the pages invalidates them too.
 */
export function casinoRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  const cached = async (key: string, produce: () => Promise<unknown>) => {
    const hit = cache.get(key, "");
    if (hit) return hit;
    const body = JSON.stringify(await produce());
    const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE_CONTROL });
    cache.set(key, "", 200, headers, body);
    return new Response(body, { status: 200, headers });
  };

  api.get("/casinos/", (c) => {
    const { audience, filter } = parseQueryWith(c, audienceQuery, casinoFilterQuery);
    const { lang, country } = audience;
    return cached(`api|casinos|${JSON.stringify([lang, country, filter])}`, async () => {
      try {
        return await filterCasinos(db, filter, { locale: lang, country, labels: labelsFor(lang) });
      } catch (error) {
        if (error instanceof UnknownFacetValueError) throw new HttpError(400, "Invalid query parameters", error.errors);
        throw error;
      }
    });
  });

  api.get("/casinos/:slug/", (c) => {
    const slug = c.req.param("slug");
    const { lang } = parseQueryWith(c, audienceQuery, z.unknown()).audience;
    return cached(`api|casino|${lang}|${slug}`, async () => {
      const casino = SLUG.test(slug) ? await findCasino(db, slug, lang) : null;
      if (!casino) throw new HttpError(404, "Not found");
      const { id, ...rest } = casino;
      return { ...rest, safety: await safetyBreakdown(db, id) };
    });
  });

  return api;
}
