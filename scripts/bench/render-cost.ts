import pg from "pg";
import { benchApp, dataUrlOf, fetchPage } from "./bench-app";

/**
 * Where an uncached page's CPU goes, in process (no sockets): for each page, the CPU of the whole
 * request, of its data request alone (`.data`: middleware, loaders, serialisation; no React) and the
 * difference (React rendering the document), and the whole request again with every deferred part
 * rendered ("fresh": none written from the HTML the page's earlier renders kept, as after a change to what
 * they show; docs/decisions/0065). Runs the production build (`npm run build` first) on
 * DATABASE_URL, or on a fresh PGlite folder. On PostgreSQL it also counts the SQL statements one request
 * sends (after the warm-up; counted apart from the timed rounds), the page's size and that of its hydration
 * data. Each figure is the median of six blocks of ROUNDS / 6 requests (60 in all by default), the three
 * kinds of request taking turns. Usage: tsx scripts/bench/render-cost.ts [path …]
 */

const paths = process.argv.slice(2);
const pages =
  paths.length > 0
    ? paths
    : [
        "/",
        "/casinos",
        "/casinos/tidal-casino",
        "/slots",
        "/slots/jade-griffins",
        "/bonuses",
        "/blog",
        "/blog/articles/how-our-safety-index-works",
      ];
const ROUNDS = Number(process.env.ROUNDS ?? 60);
const BLOCKS = 6;
const WARM_UP_PASSES = Number(process.env.WARM_UP_PASSES ?? 3);

const { database, serverOf } = await benchApp("render-cost");
const app = await serverOf();
// The same pages with every deferred part rendered, as the first render of a page with new props is.
const fresh = await serverOf(undefined, { partFragments: false });

const get = async (url: string, server = app) => {
  await (await fetchPage(server, url)).arrayBuffer();
};

// Every statement goes through pg.Client#query (the pool's own calls included).
let statements = 0;
let counting = false;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  statements++;
  if (process.env.SHOW_QUERIES && counting) {
    const text = typeof args[0] === "string" ? args[0] : (args[0] as { text?: string })?.text;
    console.log(`  sql: ${String(text).replace(/\s+/g, " ").slice(0, 160)}`);
  }
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

async function queriesPerRequest(url: string): Promise<number> {
  await get(url);
  statements = 0;
  counting = true;
  await get(url);
  counting = false;
  return statements;
}

/**
 * The CPU of one request of each of the page's three kinds (whole, its data, fresh). They are measured in
 * turn, a block of each at a time, and each figure is the median of its blocks: this VM's speed changes
 * from one second to the next, and a spike of it lands on one block, not on one kind.
 */
async function cpuPerRequest(path: string): Promise<{ whole: number; data: number; fresh: number }> {
  const kinds = [
    { url: path, server: app, blocks: [] as number[] },
    { url: dataUrlOf(path), server: app, blocks: [] as number[] },
    { url: path, server: fresh, blocks: [] as number[] },
  ];
  // Warm up this page's own: statement and vocabulary caches, the parts the server keeps.
  for (const kind of kinds) for (let i = 0; i < 10; i++) await get(kind.url, kind.server);
  const size = Math.max(1, Math.floor(ROUNDS / BLOCKS));
  for (let block = 0; block < BLOCKS; block++) {
    for (const kind of kinds) {
      const start = process.cpuUsage();
      for (let i = 0; i < size; i++) await get(kind.url, kind.server);
      const used = process.cpuUsage(start);
      kind.blocks.push((used.user + used.system) / 1000 / size);
    }
  }
  const [whole, data, rendered] = kinds.map((kind) => median(kind.blocks)) as [number, number, number];
  return { whole, data, fresh: rendered };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** The page's hydration data: the scripts that hand the loaders' data to React Router in the browser. */
function hydrationData(html: string): string {
  const scripts = html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? [];
  return scripts.filter((script) => script.includes("streamController.enqueue")).join("");
}

const counted = database.kind === "postgres";
console.log(
  `${"page".padEnd(32)} ${"whole".padStart(8)} ${"data".padStart(8)} ${"render".padStart(8)} ${"fresh".padStart(8)}` +
    "  (ms of CPU)" +
    (counted ? `  ${"queries".padStart(7)} ${"HTML KB".padStart(8)} ${"data KB".padStart(8)}` : ""),
);
// The whole process warmed up first, every page of each kind: the code all pages share (React's renderer,
// React Router, the server) keeps getting faster over the first thousand requests or so, as V8 optimises it.
// Warmed page by page only, the first pages measured were up to 1.8× slower than the same pages measured last.
for (let pass = 0; pass < WARM_UP_PASSES; pass++) {
  for (const path of pages) {
    for (const [url, server] of [
      [path, app],
      [dataUrlOf(path), app],
      [path, fresh],
    ] as const) {
      for (let i = 0; i < 20; i++) await get(url, server);
    }
  }
}
for (const path of pages) {
  const { whole, data, fresh: rendered } = await cpuPerRequest(path);
  let extra = "";
  if (counted) {
    const queries = await queriesPerRequest(path);
    const html = await (await fetchPage(app, path)).text();
    const kb = (text: string) => (Buffer.byteLength(text) / 1024).toFixed(1).padStart(8);
    extra = `  ${String(queries).padStart(7)} ${kb(html)} ${kb(hydrationData(html))}`;
  }
  console.log(
    `${path.padEnd(32)} ${whole.toFixed(2).padStart(8)} ${data.toFixed(2).padStart(8)} ${(whole - data).toFixed(2).padStart(8)}` +
      ` ${rendered.toFixed(2).padStart(8)}` +
      extra,
  );
}
await database.close();
