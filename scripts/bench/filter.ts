import { randomBytes } from "node:crypto";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "#db/client";
import { seedDemo } from "#seed/index";
import { startServer } from "./server";

/**
 * `npm run bench:filter`: the casino filter API and the slot explorer API on real PostgreSQL, at 1,000
 * and at 10,000 casinos (the scale seed has 20 slots per casino: 20,000 and 200,000 slots). For each
 * size: a fresh database seeded with `seedDemo(db, { scale })` and analysed, the production server on
 * it, then autocannon at 50 connections over 40 URLs that set two facets each — once with the response
 * cache (as served) and once without it (PAGE_CACHE_ENTRIES=0: every request is computed). Prints req/s,
 * p50, p99 and the cost ratio large : small. Figures, never assertions. The databases are dropped at the
 * end. BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server;
 * BENCH_SCALES, BENCH_SECONDS, BENCH_CONNECTIONS override the rest; BENCH_REUSE=1000=<db>,10000=<db>
 * measures databases seeded before (by `npm run db:seed -- --scale N`) and keeps them.
 */
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SCALES = (process.env.BENCH_SCALES ?? "1000,10000").split(",").map(Number);
const DURATION = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const REUSE = new Map(
  (process.env.BENCH_REUSE ?? "")
    .split(",")
    .filter(Boolean)
    .map((pair) => pair.split("=") as [string, string])
    .map(([scale, name]) => [Number(scale), name]),
);

/** The APIs measured, and the pairs of facets their URLs set. */
const TARGETS: Record<string, { path: string; pairs: Array<[string, string]> }> = {
  casinos: {
    path: "/api/casinos/",
    pairs: [
      ["payment_methods", "licences"],
      ["countries", "currencies"],
      ["providers", "games"],
      ["features", "rating"],
      ["types", "countries"],
      ["category", "payment_methods"],
      ["licences", "games"],
      ["currencies", "providers"],
    ],
  },
  slots: {
    path: "/api/slots/",
    pairs: [
      ["providers", "volatility"],
      ["rtp", "features"],
      ["themes", "demo"],
      ["volatility", "rtp"],
      ["features", "themes"],
      ["providers", "demo"],
      ["volatility", "themes"],
      ["rtp", "providers"],
    ],
  },
};

async function admin<T>(query: (client: pg.Client) => Promise<T>, database = "postgres"): Promise<T> {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function seededDatabase(scale: number): Promise<{ name: string; url: string }> {
  const reused = REUSE.get(scale);
  if (reused) return { name: reused, url: databaseUrl(reused) };
  const name = `bench_filter_${scale}_${randomBytes(3).toString("hex")}`;
  await admin((c) => c.query(`create database "${name}"`));
  const url = databaseUrl(name);
  const database = openDatabase({ databaseUrl: url });
  const started = Date.now();
  try {
    await database.migrate();
    await seedDemo(database.db, { scale });
  } finally {
    await database.close();
  }
  // Fresh statistics and visibility map, as autovacuum would leave a live database.
  await admin((c) => c.query("vacuum analyze"), name);
  console.log(`seeded ${scale} casinos in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { name, url };
}

/** Two-facet filter URLs over values that exist: the nth value of each facet, pair by pair. */
async function filterPaths(origin: string, target: (typeof TARGETS)[string]): Promise<string[]> {
  const body = (await (await fetch(`${origin}${target.path}?limit=1`)).json()) as {
    facets: Record<string, Array<{ value: string; count: number }>>;
  };
  const paths: string[] = [];
  for (let n = 0; paths.length < 40; n++) {
    const [a, b] = target.pairs[n % target.pairs.length]!;
    const pick = (facet: string) => {
      const values = body.facets[facet]!.filter((v) => v.count > 0);
      return values[(n * 7 + facet.length) % values.length]!.value;
    };
    paths.push(
      `${target.path}?${new URLSearchParams([
        [a, pick(a)],
        [b, pick(b)],
      ])}`,
    );
  }
  return paths;
}

async function measure(origin: string, paths: string[]) {
  for (const path of paths) await fetch(origin + path); // warm up: connections, plans, and the cache if any
  let next = 0;
  const result = await autocannon({
    url: origin,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

type Row = Awaited<ReturnType<typeof measure>> & { scale: number; mode: string; target: string };
const rows: Row[] = [];
const databases: string[] = [];
try {
  for (const scale of SCALES) {
    const { name, url } = await seededDatabase(scale);
    if (!REUSE.has(scale)) databases.push(name);
    for (const [mode, entries] of [
      ["cached", "2000"],
      ["uncached", "0"],
    ] as const) {
      const server = await startServer(Number(process.env.BENCH_PORT ?? 3400), {
        DATABASE_URL: url,
        PAGE_CACHE_ENTRIES: entries,
      });
      try {
        for (const [target, description] of Object.entries(TARGETS)) {
          const paths = await filterPaths(server.origin, description);
          rows.push({ scale, mode, target, ...(await measure(server.origin, paths)) });
        }
      } finally {
        await server.stop();
      }
    }
  }
} finally {
  for (const name of databases) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
}

console.log(`\nfilter APIs, two facets set, ${CONNECTIONS} connections, ${DURATION} s each, PostgreSQL\n`);
console.log("api       casinos   mode        req/s    p50 ms   p99 ms   errors");
for (const r of rows) {
  console.log(
    `${r.target.padEnd(9)} ${String(r.scale).padStart(7)}   ${r.mode.padEnd(9)} ${r.rps.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(8)}`,
  );
}
const [small, large] = [Math.min(...SCALES), Math.max(...SCALES)];
for (const target of Object.keys(TARGETS)) {
  for (const mode of ["cached", "uncached"]) {
    const a = rows.find((r) => r.target === target && r.scale === small && r.mode === mode);
    const b = rows.find((r) => r.target === target && r.scale === large && r.mode === mode);
    if (a && b && small !== large) {
      console.log(
        `${target} cost at ${large} : ${small} casinos (${mode}): ${(a.rps / b.rps).toFixed(2)}× per request (req/s), p99 ${(b.p99 / Math.max(a.p99, 1)).toFixed(2)}×`,
      );
    }
  }
}
