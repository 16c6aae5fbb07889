import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { WebHandler } from "#server/web";

/**
 * Two builds' CPU per uncached page, measured in one process on the same database, request by request in
 * turn (A, B, B, A, …), so that a shared machine's load weighs on both alike: render-cost.ts run after run
 * varies more than a render change saves. Prints each build's median and mean CPU ms per request, whole
 * page and data request (`.data`), and B − A. Usage (after `npm run build` in both folders):
 *   tsx scripts/bench/render-ab.ts <build folder A> <build folder B> [path …]
 * A folder is a checkout holding `build/server/index.js`. DATABASE_URL or a fresh PGlite, as render-cost.ts.
 */
process.env.NODE_ENV = "production";
const { createRequestHandler } = await import("react-router");
const { createApp } = await import("#server/app");
const { bootDatabase } = await import("#server/boot");
const { loadConfig } = await import("#server/config");
const { PageCache } = await import("#server/http/page-cache");
const { createLogger } = await import("#server/logger");

const [folderA, folderB, ...paths] = process.argv.slice(2);
if (!folderA || !folderB) throw new Error("usage: render-ab.ts <folder A> <folder B> [path …]");
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/casinos/tidal-casino", "/slots", "/bonuses", "/blog"];
const ROUNDS = Number(process.env.ROUNDS ?? 100);

const config = loadConfig({
  ...process.env,
  NODE_ENV: "production",
  SECRET_KEY: process.env.SECRET_KEY ?? randomBytes(32).toString("hex"),
  DATA_DIR: process.env.DATA_DIR ?? mkdtempSync(join(tmpdir(), "render-ab-")),
  LOG_LEVEL: "warn",
  PAGE_CACHE_ENTRIES: "0",
});
const logger = createLogger(config);
const database = await bootDatabase(config, logger);
const appOf = async (folder: string) => {
  const url = pathToFileURL(resolve(folder, "build/server/index.js")).href;
  const handler = createRequestHandler((await import(url)) as ServerBuild, "production") as WebHandler;
  return createApp({ config, database, logger, cache: new PageCache(0), web: async () => handler });
};
const apps = [await appOf(folderA), await appOf(folderB)];

async function cpuOf(app: (typeof apps)[number], url: string): Promise<number> {
  const start = process.cpuUsage();
  const response = await app.request(url, { headers: { host: "localhost", "accept-language": "en" } });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const f = (x: number) => x.toFixed(2).padStart(7);
console.log(
  `${"page".padEnd(28)} ${"A med".padStart(7)} ${"B med".padStart(7)} ${"A mean".padStart(7)} ${"B mean".padStart(7)} ${"B-A".padStart(7)}   data: ${"A med".padStart(7)} ${"B med".padStart(7)}`,
);
for (const path of pages) {
  const dataUrl = path.endsWith("/") ? `${path}_.data` : `${path}.data`;
  const whole: number[][] = [[], []];
  const data: number[][] = [[], []];
  for (let i = 0; i < 10; i++) for (const app of apps) await cpuOf(app, path);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) whole[k]!.push(await cpuOf(apps[k]!, path));
    for (const k of order) data[k]!.push(await cpuOf(apps[k]!, dataUrl));
  }
  const [a, b] = whole as [number[], number[]];
  console.log(
    `${path.padEnd(28)} ${f(median(a))} ${f(median(b))} ${f(mean(a))} ${f(mean(b))} ${f(median(b) - median(a))}   data: ${f(median(data[0]!))} ${f(median(data[1]!))}`,
  );
}
await database.close();
