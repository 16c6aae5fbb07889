import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp } from "#server/app";
import { bootDatabase } from "#server/boot";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";

/**
 * Where an uncached page's CPU goes, in process (no sockets): for each page, the CPU of the whole
 * request, of its data request alone (`.data`: middleware, loaders, serialisation; no React) and the
 * difference (React rendering the document). Runs the production build (`npm run build` first) on
 * DATABASE_URL, or on a fresh PGlite folder. Usage: tsx scripts/bench/render-cost.ts [path …]
 */
const paths = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/casinos/tidal-casino", "/slots", "/bonuses", "/blog"];
const ROUNDS = Number(process.env.ROUNDS ?? 60);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "render-cost-")),
  LOG_LEVEL: "warn",
  PAGE_CACHE_ENTRIES: "0",
});
const logger = createLogger(config);
const database = await bootDatabase(config, logger);
const build = (await import(pathToFileURL(join(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
const handler = createRequestHandler(build, "production") as WebHandler;
const app = createApp({ config, database, logger, cache: new PageCache(0), web: async () => handler });

async function cpuPerRequest(url: string): Promise<number> {
  const get = async () => {
    const response = await app.request(url, { headers: { host: "localhost", "accept-language": "en" } });
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  };
  for (let i = 0; i < 10; i++) await get(); // warm up: JIT, statement and vocabulary caches
  const start = process.cpuUsage();
  for (let i = 0; i < ROUNDS; i++) await get();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / ROUNDS;
}

console.log(`${"page".padEnd(28)} ${"whole".padStart(8)} ${"data".padStart(8)} ${"render".padStart(8)}  (ms of CPU)`);
for (const path of pages) {
  const whole = await cpuPerRequest(path);
  const data = await cpuPerRequest(path.endsWith("/") ? `${path}_.data` : `${path}.data`);
  console.log(
    `${path.padEnd(28)} ${whole.toFixed(2).padStart(8)} ${data.toFixed(2).padStart(8)} ${(whole - data).toFixed(2).padStart(8)}`,
  );
}
await database.close();
