import { unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { startServer } from "./server";

/**
 * `npm run bench`: page throughput against a static file of the same bytes from the same server.
 * Prints req/s, p50 and p99 per target and the page/static ratio (budget ≥ 0.6×). Runs on PGlite by
 * default, on PostgreSQL when DATABASE_URL is set. Figures, never assertions.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HEADERS = { "accept-encoding": "gzip", "accept-language": "en" };

async function measure(url: string) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function firstCasinoPath(origin: string): Promise<string> {
  const html = await (await fetch(`${origin}/casinos`)).text();
  const match = /href="(\/casinos\/[a-z0-9-]+)"/.exec(
    html.replace(/href="\/casinos\/(filters|types|games|providers|privat)[^"]*"/g, ""),
  );
  if (!match?.[1]) throw new Error("no casino link on /casinos");
  return match[1];
}

const server = await startServer(Number(process.env.BENCH_PORT ?? 3300));
// A folder the server serves as files from disk, read at each request (public files are known at start).
const staticFile = join(server.dataDir, "media/avatars/bench-static.html");
try {
  const casinoPath = await firstCasinoPath(server.origin);
  const pages = { home: "/", "casino list": "/casinos", "casino detail": casinoPath };
  console.log(
    `\nbench: ${CONNECTIONS} connections, ${DURATION} s per target, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}\n`,
  );
  console.log("target            bytes     req/s    p50 ms   p99 ms   errors   page/static");
  for (const [name, path] of Object.entries(pages)) {
    const body = await (await fetch(server.origin + path, { headers: HEADERS })).text();
    writeFileSync(staticFile, body);
    await fetch(server.origin + path, { headers: HEADERS }); // warm the page cache
    const page = await measure(server.origin + path);
    const flat = await measure(`${server.origin}/media/avatars/bench-static.html`);
    const row = (label: string, m: typeof page, ratio: string) =>
      console.log(
        `${label.padEnd(17)} ${String(Buffer.byteLength(body)).padStart(6)} ${m.rps.toFixed(0).padStart(9)} ${String(m.p50).padStart(8)} ${String(m.p99).padStart(8)} ${String(m.errors).padStart(8)}   ${ratio}`,
      );
    row(name, page, `${(page.rps / flat.rps).toFixed(2)}×`);
    row(`  static (same)`, flat, "");
  }
} finally {
  try {
    unlinkSync(staticFile);
  } catch {
    // already gone
  }
  await server.stop();
}
