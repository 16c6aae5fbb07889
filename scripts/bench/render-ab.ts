import { benchApp, dataUrlOf, fetchPage, type BenchServer } from "./bench-app";

/**
 * Two builds' CPU per uncached page, measured in one process on the same database, request by request in
 * turn, in blocks of BLOCK requests (A, B, B, A, …), so that a shared machine's load weighs on both alike:
 * render-cost.ts run after run varies more than a render change saves. Prints each build's median and best
 * block (CPU ms per request), whole page and data request (`.data`), B − A (medians), and React's part
 * (median whole − median data) of A and B.
 * Usage (after `npm run build` in both folders):
 *   tsx scripts/bench/render-ab.ts <build folder A> <build folder B> [path …]
 * A folder is a checkout holding `build/server/index.js`. DATABASE_URL or a fresh PGlite, as render-cost.ts.
 * Both builds share one connection pool: builds whose prepared statements have the same name but other SQL
 * can't be compared here (PostgreSQL refuses the second, docs/decisions/0057); run render-cost.ts in each
 * checkout in turn instead.
 */
const [folderA, folderB, ...paths] = process.argv.slice(2);
if (!folderA || !folderB) throw new Error("usage: render-ab.ts <folder A> <folder B> [path …]");
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/casinos/tidal-casino", "/slots", "/bonuses", "/blog"];
const ROUNDS = Number(process.env.ROUNDS ?? 20);
const BLOCK = Number(process.env.BLOCK ?? 10);

const { database, serverOf } = await benchApp("render-ab");
const apps = [await serverOf(folderA), await serverOf(folderB)];

/** Mean CPU ms of `BLOCK` requests of `url` in a row: one figure per block, so that a GC or a scheduler's pause weighs on one block only. */
async function cpuOf(app: BenchServer, url: string): Promise<number> {
  const start = process.cpuUsage();
  for (let i = 0; i < BLOCK; i++) await (await fetchPage(app, url)).arrayBuffer();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / BLOCK;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const best = (xs: number[]) => Math.min(...xs);
const f = (x: number) => x.toFixed(2).padStart(7);
console.log(
  `${"page".padEnd(28)} ${"A med".padStart(7)} ${"B med".padStart(7)} ${"A best".padStart(7)} ${"B best".padStart(7)} ${"B-A".padStart(7)}   data: ${"A med".padStart(7)} ${"B med".padStart(7)}   React: ${"A".padStart(7)} ${"B".padStart(7)}`,
);
for (const path of pages) {
  const dataUrl = dataUrlOf(path);
  const whole: number[][] = [[], []];
  const data: number[][] = [[], []];
  for (let i = 0; i < 2; i++) for (const app of apps) await cpuOf(app, path);
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) whole[k]!.push(await cpuOf(apps[k]!, path));
    for (const k of order) data[k]!.push(await cpuOf(apps[k]!, dataUrl));
  }
  const [a, b] = whole as [number[], number[]];
  const [dataA, dataB] = data as [number[], number[]];
  console.log(
    `${path.padEnd(28)} ${f(median(a))} ${f(median(b))} ${f(best(a))} ${f(best(b))} ${f(median(b) - median(a))}   data: ${f(median(dataA))} ${f(median(dataB))}   React: ${f(median(a) - median(dataA))} ${f(median(b) - median(dataB))}`,
  );
}
await database.close();
