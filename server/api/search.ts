import { Hono } from "hono";
import { namingShownScores } from "#contracts/cache-tags";
import { z } from "zod";
import { LOCALES } from "#contracts/locales";
import { MAX_QUERY_LENGTH, SEARCH_KINDS, searchAll, searchCursor, searchKind, searchTerms } from "#modules/search";
import type { AppEnv } from "../http/env";
import { invalidQuery } from "../http/errors";
import type { ApiDeps } from "./index";
import { cachedJson, parseQueryWith } from "./public-reads";

export const SEARCH_LIMIT = { all: 5, kind: 20, max: 50 } as const;

const searchQuery = z.object({
  q: z.string().max(MAX_QUERY_LENGTH).default(""),
  lang: z.preprocess((v) => (v === "" ? undefined : v), z.enum(LOCALES).default("en")),
  kind: z.enum(SEARCH_KINDS).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMIT.max).optional(),
});

/**
 * Site search (issue 14): GET /search/ answers every kind's first matches, grouped, or one kind's matches a
 * page at a time; a public read kept in the cache like the catalogues (./public-reads).
 */
export function searchRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const cached = cachedJson(cache);
  api.get("/search/", (c) =>
    cached(c, () => {
      const { filter: query } = parseQueryWith(c, z.object({}), searchQuery);
      if (query.cursor !== undefined && query.kind === undefined) {
        throw invalidQuery("cursor", "invalid_cursor", "A cursor needs the kind it belongs to");
      }
      const after = query.cursor !== undefined && query.kind ? searchCursor(query.cursor, query.kind) : null;
      if (query.cursor !== undefined && !after) throw invalidQuery("cursor", "invalid_cursor", "Invalid cursor");
      const terms = searchTerms(query.q);
      const locale = query.lang;
      return {
        key: `api|search|${JSON.stringify([locale, query.kind ?? null, terms, after, query.limit ?? null])}`,
        produce: async (cacheTags) =>
          namingShownScores(cacheTags, {
            q: query.q,
            groups: query.kind
              ? [await searchKind(db, query.kind, terms, { locale, limit: query.limit ?? SEARCH_LIMIT.kind, after })]
              : await searchAll(db, terms, { locale, limit: query.limit ?? SEARCH_LIMIT.all }),
          }),
      };
    }),
  );
  return api;
}
