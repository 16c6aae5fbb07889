import { Hono } from "hono";
import { subjectTag } from "#contracts/cache-tags";
import { z } from "zod";
import { casinoCatalogue, findCasinoPage } from "#modules/casinos";
import type { AppEnv } from "../http/env";
import { HttpError } from "../http/errors";
import type { ApiDeps } from "./index";
import { audienceQuery, cachedJson, filterRoute, parseQueryWith, SLUG } from "./public-reads";

/** The casinos API (issue 4): the ten-facet filter and one casino in full, public reads (./public-reads). */
export function casinoRoutes({ db, cache }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const cached = cachedJson(cache);

  api.get("/casinos/", filterRoute(db, cache, casinoCatalogue));

  api.get("/casinos/:slug/", (c) =>
    cached(c, () => {
      const slug = c.req.param("slug");
      const { lang } = parseQueryWith(c, audienceQuery, z.unknown()).audience;
      return {
        key: `api|casino|${lang}|${slug}`,
        produce: async (cacheTags) => {
          const page = SLUG.test(slug) ? await findCasinoPage(db, slug, lang) : null;
          if (!page) throw new HttpError(404, "Not found");
          // Its facts, scores and safety: nothing of the other casinos, as its page (app/routes/casino.server.ts).
          cacheTags.add(subjectTag("casino", page.casino.id));
          const { id: _id, ...rest } = page.casino;
          return { ...rest, safety: page.safety };
        },
      };
    }),
  );

  return api;
}
