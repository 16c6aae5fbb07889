import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { WebHandler } from "#server/web";
import { benchDataDir } from "./server";

/**
 * The set-up render-cost.ts and render-ab.ts share: the production server in process (no sockets), its
 * page cache off, on DATABASE_URL or a fresh PGlite folder, serving one or more production builds
 * (`npm run build` first) on the same database.
 */
// As `npm start` does (server/start.ts): React and React Router pick their production builds when first
// loaded, so NODE_ENV is set before they are imported (measuring React's development build costs 2–3×).
// The importing script must therefore import nothing of React's before this module.
process.env.NODE_ENV = "production";
const { createRequestHandler } = await import("react-router");
const { createApp } = await import("#server/app");
const { bootDatabase } = await import("#server/boot");
const { loadConfig } = await import("#server/config");
const { PageCache } = await import("#server/http/page-cache");
const { createLogger } = await import("#server/logger");

export type BenchServer = ReturnType<typeof createApp>;

/** The database (booted, migrated; seeded on first use) and a server for the build in any checkout folder. */
export async function benchApp(name: string) {
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
    DATA_DIR: process.env.DATA_DIR ?? benchDataDir(name),
    LOG_LEVEL: "warn",
    PAGE_CACHE_ENTRIES: "0",
  });
  const logger = createLogger(config);
  const database = await bootDatabase(config, logger);
  /**
   * The server of the build in `folder` (a checkout holding build/server/index.js; this one by default);
   * `partFragments: false`: every deferred part rendered, none written from the HTML kept (docs/decisions/0065).
   */
  const serverOf = async (folder = process.cwd(), options: { partFragments?: boolean } = {}): Promise<BenchServer> => {
    const url = pathToFileURL(resolve(folder, "build/server/index.js")).href;
    const handler = createRequestHandler((await import(url)) as ServerBuild, "production") as WebHandler;
    const served = { ...config, PART_FRAGMENTS: options.partFragments ?? config.PART_FRAGMENTS };
    return createApp({ config: served, database, logger, cache: new PageCache(0), web: async () => handler });
  };
  return { database, serverOf };
}

/** An anonymous English visitor's request of `url`, read to its end; anything but a 200 throws. */
export async function fetchPage(server: BenchServer, url: string): Promise<Response> {
  const response = await server.request(url, { headers: { host: "localhost", "accept-language": "en" } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return response;
}

/** The data request (`.data`: middleware, loaders, serialisation; no React) of a page's path (and query). */
export function dataUrlOf(url: string): string {
  const [path = "", query] = url.split(/\?(.*)/s, 2);
  return (path.endsWith("/") ? `${path}_.data` : `${path}.data`) + (query === undefined ? "" : `?${query}`);
}
