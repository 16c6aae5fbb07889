import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#db/client";
import { createActivatedAccount } from "#modules/accounts";
import { syncMarkets } from "#modules/markets";
import { loadConfig } from "#server/config";
import { isSeeded, seedDemo } from "#seed/index";
import { benchDataDir, startServer, writeStatic, type RunningServer } from "./server";

/**
 * Pages under reads and writes (issue 12's budget: pages stay ≥ 0.5× a static file of the same bytes):
 * 50 connections read a mix of pages from the page cache while players rate casinos twice a second, each
 * write dropping the pages that show the casino (and its lists). Once with one process; with
 * DATABASE_URL, again with WORKERS=2 (writes through one process drop pages in both).
 */
const SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS ?? 50);
const WRITES_PER_SECOND = 2;
const PLAYERS = 12;
const PASSWORD = "Bench-Player-2026!";
const HOST = { host: "localhost", "accept-language": "en", "accept-encoding": "gzip" };

/** Migrates and seeds the database the servers will use, with players who can write. */
async function prepare(dataDir: string): Promise<string[]> {
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined, dataDir: join(dataDir, "db") });
  try {
    await database.migrate();
    await syncMarkets(database.db, loadConfig({}).MARKET_DOMAINS);
    if (!(await isSeeded(database.db))) await seedDemo(database.db);
    const stamp = Date.now().toString(36);
    const names = Array.from({ length: PLAYERS }, (_, i) => `bench_${stamp}_${i}`);
    for (const username of names) {
      const result = await createActivatedAccount(database.db, {
        email: `${username}@bench.example.com`,
        username,
        password: PASSWORD,
        staff: false,
      });
      if (!result.ok) throw new Error(`bench player: ${result.errors.join(", ")}`);
    }
    return names;
  } finally {
    await database.close();
  }
}

interface Player {
  headers: Record<string, string>;
}

/** Logs a player in as the browser does (CSRF cookie, auth CSRF token, login, bearer), from its own address. */
async function logIn(origin: string, username: string, address: string): Promise<Player> {
  const base = { host: "localhost", "x-forwarded-for": address };
  const csrf = await fetch(`${origin}/api/csrf/`, { headers: base });
  const cookie = csrf.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const token = (await (await fetch(`${origin}/auth/csrf-token`, { headers: { ...base, cookie } })).json()) as {
    csrf_token: string;
  };
  const login = await fetch(`${origin}/auth/login`, {
    method: "POST",
    headers: { ...base, cookie, "content-type": "application/json", "x-csrf-token": token.csrf_token },
    body: JSON.stringify({ login: username, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`bench login ${username}: ${login.status}`);
  const { access_token } = (await login.json()) as { access_token: string };
  const csrftoken = /csrftoken=([^;]+)/.exec(cookie)?.[1] ?? "";
  return {
    headers: {
      ...base,
      cookie,
      authorization: `Bearer ${access_token}`,
      "x-csrftoken": csrftoken,
      "content-type": "application/json",
    },
  };
}

async function casinoPaths(origin: string): Promise<string[]> {
  const html = await (await fetch(`${origin}/casinos`, { headers: HOST })).text();
  const slugs = [...html.matchAll(/href="\/casinos\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
  return [...new Set(slugs)].filter((slug) => !["filters", "types", "games", "providers", "privat"].includes(slug));
}

/** Reads for SECONDS while players write; answers the reads' figures and the writes' outcome. */
async function readWhileWriting(origin: string, pages: string[], players: Player[], slugs: string[]) {
  let writes = 0;
  let refused = 0;
  let turn = 0;
  const writer = setInterval(() => {
    const player = players[turn % players.length]!;
    const slug = slugs[(turn * 7) % slugs.length]!;
    turn++;
    fetch(`${origin}/api/casinos/${slug}/rating/`, {
      method: "POST",
      headers: player.headers,
      body: JSON.stringify({ value: 1 + (turn % 10) }),
    }).then(
      (response) => (response.ok ? writes++ : refused++),
      () => refused++,
    );
  }, 1000 / WRITES_PER_SECOND);
  try {
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: pages.map((path) => ({ method: "GET", path, headers: HOST })),
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      writes,
      refused,
    };
  } finally {
    clearInterval(writer);
  }
}

/** Requests a second for a static file of the casino list's bytes (the largest of the mix), from the same server. */
async function staticRate(server: RunningServer): Promise<number> {
  const body = await (
    await fetch(`${server.origin}/casinos`, { headers: { ...HOST, "accept-encoding": "identity" } })
  ).text();
  writeStatic(server, body);
  const url = `${server.origin}/media/avatars/bench-static.html`;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: 10, headers: HOST });
  return result.requests.average;
}

export async function mixedBench(port: number): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const dataDir = benchDataDir();
  const names = await prepare(dataDir);
  const setups = postgres ? [1, 2] : [1];
  console.log(
    `\nmixed: ${CONNECTIONS} connections reading 5 pages for ${SECONDS} s while players rate casinos ${WRITES_PER_SECOND}× a second`,
  );
  if (!postgres) console.log("(PGlite serves one process: set DATABASE_URL for the two-process run)");
  console.log("processes   page req/s  p99 ms  errors  writes ok/refused   static req/s   pages/static");
  for (const workers of setups) {
    const server = await startServer(
      port,
      { TRUST_PROXY: "true", ...(workers > 1 ? { WORKERS: String(workers) } : {}) },
      dataDir,
    );
    try {
      const slugs = await casinoPaths(server.origin);
      const pages = ["/", "/casinos", `/casinos/${slugs[0]}`, `/casinos/${slugs[1]}`, "/slots"];
      const players = await Promise.all(names.map((name, i) => logIn(server.origin, name, `10.9.${workers}.${i + 1}`)));
      const mixed = await readWhileWriting(server.origin, pages, players, slugs.slice(0, 20));
      const flat = await staticRate(server);
      console.log(
        `${String(workers).padStart(9)} ${mixed.rps.toFixed(0).padStart(12)} ${String(mixed.p99).padStart(7)} ${String(mixed.errors).padStart(7)} ${`${mixed.writes}/${mixed.refused}`.padStart(19)} ${flat.toFixed(0).padStart(14)} ${`${(mixed.rps / flat).toFixed(2)}×`.padStart(14)}`,
      );
    } finally {
      await server.stop({ keepData: true });
    }
  }
}
