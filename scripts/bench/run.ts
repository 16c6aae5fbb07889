import { spawnSync } from "node:child_process";
import { unlinkSync } from "node:fs";
import autocannon from "autocannon";
import { printJsWeight } from "./js-weight";
import { printLighthouse } from "./lighthouse";
import { mixedBench } from "./mixed";
import { benchDataDir, getAs, startServer, writeStatic } from "./server";

/**
 * `npm run bench`: page throughput against a precompressed static file of the same bytes from the same
 * server, with gzip and without compression, for pages from the page cache and for pages rendered
 * afresh (a second server with the cache off). Prints req/s, p50 and p99 per target and the
 * page/static ratio (budget: cached ≥ 1.0×). The uncached server keeps no page, but the askers of one page at
 * the same moment share its render (the single flight of server/web.ts), so its req/s is not one render per
 * request: the CPU of one render (budget ≤ 6 ms) is measured first, by ./render-cost.ts, one request at a time
 * on the still idle machine (after the loads below, the database's own work would weigh on it). Then the
 * throughput, then Lighthouse on the same five pages (./lighthouse.ts: mobile, simulated throttling; issue
 * 12's targets) and their first load's JavaScript (./js-weight.ts), then ./mixed.ts: pages read while
 * players write. Runs on PGlite by default, on PostgreSQL when DATABASE_URL is set. Figures, never assertions.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
// The main market's domain: pages of an unknown host are never kept.
const BASE = { host: "localhost", "accept-language": "en" };
const GZIP = { ...BASE, "accept-encoding": "gzip" };
const IDENTITY = { ...BASE, "accept-encoding": "identity" };

async function measure(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;

async function pagePaths(origin: string): Promise<Record<string, string>> {
  const html = async (path: string) => (await getAs(`${origin}${path}`, BASE)).body.toString();
  const first = (text: string, pattern: RegExp) => {
    const match = pattern.exec(text)?.[1];
    if (!match) throw new Error(`no link matching ${pattern}`);
    return match;
  };
  const casinos = (await html("/casinos")).replace(
    /href="\/casinos\/(filters|types|games|providers|privat)[^"]*"/g,
    "",
  );
  return {
    home: "/",
    "casino list": "/casinos",
    "casino page": first(casinos, /href="(\/casinos\/[a-z0-9-]+)"/),
    slots: "/slots",
    article: first(await html("/blog/articles"), /href="(\/blog\/articles\/[a-z0-9-]+)"/),
  };
}

const row = (label: string, bytes: number, m: Figures, ratio: string) =>
  console.log(
    `${label.padEnd(26)} ${String(bytes).padStart(7)} ${m.rps.toFixed(0).padStart(8)} ${String(m.p50).padStart(7)} ${String(m.p99).padStart(7)} ${String(m.errors).padStart(7)}   ${ratio}`,
  );

// On PostgreSQL, the one data folder of every part (./server.ts), chosen before the first part runs.
benchDataDir();
console.log("\nCPU of one uncached render, one request at a time (./render-cost.ts)\n");
spawnSync(process.execPath, ["--import", "tsx", "scripts/bench/render-cost.ts"], { stdio: "inherit" });

const cached = await startServer(Number(process.env.BENCH_PORT ?? 3300));
const uncached = await startServer(Number(process.env.BENCH_PORT ?? 3300) + 1, { PAGE_CACHE_ENTRIES: "0" });
let files: string[] = [];
try {
  const pages = await pagePaths(cached.origin);
  const staticUrl = `${cached.origin}/media/avatars/bench-static.html`;
  console.log(
    `\nbench: ${CONNECTIONS} connections, ${DURATION} s per target, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
  );
  console.log("target                       bytes    req/s  p50 ms  p99 ms  errors   page/static");
  for (const [name, path] of Object.entries(pages)) {
    const body = (await getAs(cached.origin + path, IDENTITY)).body.toString();
    files = writeStatic(cached, body);
    await getAs(cached.origin + path, GZIP); // warm the page cache
    for (const [encoding, headers] of [
      ["gzip", GZIP],
      ["identity", IDENTITY],
    ] as const) {
      const page = await measure(cached.origin + path, headers);
      const flat = await measure(staticUrl, headers);
      row(`${name}, cached, ${encoding}`, Buffer.byteLength(body), page, `${(page.rps / flat.rps).toFixed(2)}×`);
      row(`  static file, ${encoding}`, Buffer.byteLength(body), flat, "");
      if (encoding === "gzip") {
        const fresh = await measure(uncached.origin + path, headers);
        row(
          `${name}, uncached, gzip`,
          Buffer.byteLength(body),
          fresh,
          `${(fresh.rps / flat.rps).toFixed(3)}×  (concurrent askers share a render)`,
        );
      }
    }
  }
  console.log("\nLighthouse (mobile, simulated throttling)\n");
  await printLighthouse(cached.origin, Object.values(pages));
  console.log("\nJavaScript of the first load, 1280×720 (./js-weight.ts; budget ≤ 120 KB gzipped)\n");
  await printJsWeight(cached.origin, Object.values(pages));
} finally {
  for (const file of files) {
    try {
      unlinkSync(file);
    } catch {
      // already gone
    }
  }
  await Promise.all([cached.stop(), uncached.stop()]);
}
await mixedBench(Number(process.env.BENCH_PORT ?? 3300) + 2);
