import { seedDemo } from "#seed/index";
import { casinos, posts, slots } from "#db/schema";
import { LISTS_TAG, subjectTag } from "#contracts/cache-tags";
import { deriveKeys } from "#modules/accounts";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { RateLimits } from "#server/http/rate-limit";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "./database";

/**
 * The app over a freshly seeded database, for the tests of what players write (ratings, reviews, comments,
 * favourites) and of the changes their writes announce. Its pages are a stand-in that names what it shows
 * as the real loaders do (app/routes/*.server.ts): a casino's page its casino, an article its post and the
 * lists; everything else is the real app. `app()` serves with `cache` (10 pages) and the `limits` of the
 * moment, which a test file may replace between tests; the first casino, slot and post by id are the
 * subjects of the writes.
 */
export async function communityApp() {
  const database = await freshDatabase();
  await seedDemo(database.db);
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  const casino = await first(
    database.db.select({ id: casinos.id, slug: casinos.slug }).from(casinos).orderBy(casinos.id).limit(1),
  );
  const slot = await first(database.db.select({ slug: slots.slug }).from(slots).orderBy(slots.id).limit(1));
  const post = await first(
    database.db.select({ id: posts.id, slug: posts.slug }).from(posts).orderBy(posts.id).limit(1),
  );
  const pages: WebHandler = async (request, context) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/casinos/") && pathname !== "/casinos/")
      context.cacheTags.add(subjectTag("casino", casino.id));
    if (pathname.startsWith("/blog/articles/")) context.cacheTags.add(subjectTag("post", post.id)).add(LISTS_TAG);
    return new Response("page", { status: 200 });
  };
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
  const keys = deriveKeys("community-secret-".repeat(3));
  const logger = createLogger(config);
  const setup = { database, casino, slot, post, cache: new PageCache(10), limits: new RateLimits(null) };
  const app = (cache = setup.cache) =>
    createApp({ config, database, logger, cache, keys, limits: setup.limits, web: async () => pages });
  return Object.assign(setup, { app });
}
