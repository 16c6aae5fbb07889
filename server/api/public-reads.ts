import type { Context } from "hono";
import { z } from "zod";
import type { Db } from "#db/client";
import { LOCALES } from "#contracts/locales";
import { queryObject } from "#contracts/query";
import { audienceOf, type Catalogue } from "#modules/facets";
import { USERS_SCORE_SORT } from "#modules/casinos";
import { fieldErrors, HttpError } from "../http/errors";
import { namingShownScores, SCORES_TAG } from "#contracts/cache-tags";
import { pageTags } from "../http/cache-tags";
import { PUBLIC_CACHE_CONTROL, respondWith, type PageCache } from "../http/page-cache";

/**
 * What the public catalogue reads of the API (casinos, slots, bonuses, providers) share: who the answer
 * is for, the query parsed into one 400 with every field error, and answers kept in the page cache
 * (docs/decisions/0004, 0008) keyed by what was asked once parsed — stray parameters (utm_…, junk)
 * neither miss nor flood it — with public Cache-Control. Each answer names what it shows, as a page's
 * loaders do (server/http/cache-tags.ts), and goes with the pages showing the same.
 */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+){0,20}$/;

/** Who the answer is for: its language (`lang`, default en) and the country cards are checked against. */
export const audienceQuery = z.object({
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
export function parseQueryWith<A extends z.ZodType, F extends z.ZodType>(c: Context, audience: A, filter: F) {
  const query = queryObject(new URL(c.req.url).searchParams);
  const [a, f] = [audience.safeParse(query), filter.safeParse(query)];
  if (!a.success || !f.success) {
    const errors = { ...(a.error ? fieldErrors(a.error) : {}), ...(f.error ? fieldErrors(f.error) : {}) };
    throw new HttpError("invalid_query", "Invalid query parameters", errors);
  }
  return { audience: a.data as z.output<A>, filter: f.data as z.output<F> };
}

/**
 * What a public read answers: its cache key (from the parsed request) and how to produce the answer, naming
 * what it shows in `cacheTags` (`lists` and `scores` when it names nothing).
 */
export interface PublicRead {
  key: string;
  produce: (cacheTags: Set<string>) => Promise<unknown>;
}

/**
 * A JSON answer from the cache, or produced, kept and sent. A repeated URL is found by the URL itself
 * before any parsing; otherwise `plan` parses the request (throwing its 400) and names the answer by
 * what was asked, so that equivalent URLs share it. Both keys hold the same string.
 */
export function cachedJson(cache: PageCache) {
  return async (c: Context, plan: () => PublicRead): Promise<Response> => {
    const request = { acceptEncoding: c.req.header("accept-encoding"), ifNoneMatch: c.req.header("if-none-match") };
    // The day is part of it: answers about bonuses change when one expires.
    const byUrl = `url|${new Date().toISOString().slice(0, 10)}|${c.req.url}`;
    const seen = cache.get(byUrl, request);
    if (seen) return seen;
    const { key, produce } = plan();
    const kept = cache.page(key);
    if (kept) {
      cache.put(byUrl, kept, cache.tagsOf(key) ?? pageTags(new Set()));
      return respondWith(kept, request, true);
    }
    const since = cache.mark();
    const cacheTags = new Set<string>();
    const body = JSON.stringify(await produce(cacheTags));
    const tags = pageTags(cacheTags);
    const headers = new Headers({ "Content-Type": "application/json", "Cache-Control": PUBLIC_CACHE_CONTROL });
    const page = await cache.set(key, 200, headers, body, tags, since);
    cache.put(byUrl, page, tags, since);
    return respondWith(page, request, false);
  };
}

/**
 * A catalogue filter's request (casinos, slots, bonuses): the audience and the filter parsed (one 400
 * with every field error), and the cache key of the answer — `name` and what the answer depends on.
 */
export function filterRequest<F extends string, S extends string, Card, H extends string>(
  c: Context,
  catalogue: Catalogue<F, S, Card, H>,
  name: string = catalogue.name,
) {
  const { audience: asked, filter } = parseQueryWith(c, audienceQuery, catalogue.query);
  const audience = audienceOf(asked.lang, asked.country);
  return { audience, filter, key: `api|${name}|${JSON.stringify([...catalogue.scope(audience), filter])}` };
}

/**
 * The GET route of a catalogue filter: `{ items, facets, total, next_cursor }`, kept in the cache. It names
 * the users scores of its cards, and every score when sorted by them (any rating may move its order), as
 * the filter pages do.
 */
export function filterRoute<F extends string, S extends string, Card, H extends string>(
  db: Db,
  cache: PageCache,
  catalogue: Catalogue<F, S, Card, H>,
) {
  const cached = cachedJson(cache);
  return (c: Context) =>
    cached(c, () => {
      const { audience, filter, key } = filterRequest(c, catalogue);
      return {
        key,
        produce: async (cacheTags) => {
          const answer = namingShownScores(cacheTags, await catalogue.filter(db, filter, audience));
          if (filter.sort === USERS_SCORE_SORT) cacheTags.add(SCORES_TAG);
          return answer;
        },
      };
    });
}
