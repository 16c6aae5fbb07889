import { join } from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "#db/client";
import { createActivatedAccount } from "#modules/accounts";
import { syncMarkets } from "#modules/markets";
import { loadConfig } from "#server/config";
import { isSeeded, seedDemo } from "#seed/index";
import { pageOf, readableSlugs, readingMix, type Slugs } from "./reading-mix";
import { benchDataDir, getAs, startServer, writeStatic, type RunningServer } from "./server";

/**
 * Pages under reads and writes (issue 12's budget: pages stay ≥ 0.5× a static file of the same bytes, p99
 * ≤ 100 ms, no error): 50 connections read a realistic spread of the site for 60 s (./reading-mix.ts: the
 * lists, every casino page, the slots and the articles, in three languages, the popular pages most) while
 * players write twice a second, ratings and comments in turn, each write dropping the pages that show what
 * it changed. The site is read once through before (a live site's pages are mostly in the page cache).
 * Once with one process; with DATABASE_URL, again with WORKERS=2 (writes through one process drop pages in
 * both).
 */
const SECONDS = Number(process.env.MIXED_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.MIXED_CONNECTIONS ?? 50);
const WRITES_PER_SECOND = 2;
const PLAYERS = 12;
const PASSWORD = "Bench-Player-2026!";
const HOST = { host: "localhost", "accept-language": "en", "accept-encoding": "gzip" };

/** Migrates and seeds the database the servers will use, with players who can write; the pages to read. */
async function prepare(dataDir: string): Promise<{ names: string[]; slugs: Slugs }> {
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
    return { names, slugs: await readableSlugs(database.db) };
  } finally {
    await database.close();
  }
}

interface Player {
  headers: Record<string, string>;
}

/**
 * Logs a player in as the browser does (CSRF cookie, auth CSRF token, login, bearer), from its own address.
 * Its calls go to the server's own address (`fetch` sends no Host of ours): the API answers every host alike.
 */
async function logIn(origin: string, username: string, address: string): Promise<Player> {
  const base = { "x-forwarded-for": address };
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

/**
 * Reads every address, 8 at a time, the least read first, until a pass finds at least 99 % of them kept (at
 * most 5 passes): the timed reads then find the site as a live one is, its pages kept in every process as far
 * as the cache's budget goes, the popular ones last out. One pass fills one process; with several, each
 * connection's reads go to one of them (node:cluster hands connections round), so a pass fills each process
 * with about its share of the addresses. Answers the passes it took.
 */
async function warmUp(origin: string, slugs: Slugs): Promise<number> {
  const addresses = readingMix(slugs).addresses.reverse();
  for (let pass = 1; ; pass++) {
    const left = [...addresses];
    let kept = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let read = left.shift(); read; read = left.shift()) {
          if ((await getAs(`${origin}${read.path}`, read.headers)).headers["x-page-cache"] === "hit") kept++;
        }
      }),
    );
    if (kept >= addresses.length * 0.99 || pass === 5) return pass;
  }
}

/**
 * Reads for SECONDS while players write, a rating of a casino and a comment on a casino, slot or article in
 * turn, chosen as the reads are (the popular pages most); answers the reads' figures and the writes' outcome.
 */
async function readWhileWriting(origin: string, slugs: Slugs, players: Player[]) {
  let writes = 0;
  let refused = 0;
  // Why writes were refused: status and error code (a player's limits, a casino that takes no ratings…).
  const refusals: Record<string, number> = {};
  const refuse = (why: string) => {
    refused++;
    refusals[why] = (refusals[why] ?? 0) + 1;
  };
  let turn = 0;
  // A player may not post the same text twice in a week: the run's own mark in every comment.
  const run = Date.now().toString(36);
  const written = readingMix(slugs, 7);
  const writer = setInterval(() => {
    const player = players[turn % players.length]!;
    const rating = turn % 2 === 0;
    let target: string | null = null;
    while (!target || (rating && !target.startsWith("casino:"))) target = pageOf(written.next().path).target;
    turn++;
    const [call, body] = rating
      ? [`/api/casinos/${target.slice("casino:".length)}/rating/`, { value: 1 + (turn % 10) }]
      : [
          "/api/comments/",
          { target, text: `Visit ${turn} (${run}): ${["clear terms", "fast support", "slow payout"][turn % 3]}.` },
        ];
    fetch(`${origin}${call}`, { method: "POST", headers: player.headers, body: JSON.stringify(body) }).then(
      async (response) => {
        if (response.ok) return void writes++;
        const { code } = (await response.json().catch(() => ({}))) as { code?: string };
        refuse(`${response.status} ${code ?? ""} (${rating ? "rating" : "comment"} on ${target})`.trim());
      },
      (error: Error) => refuse(error.message),
    );
  }, 1000 / WRITES_PER_SECOND);
  try {
    const reads = readingMix(slugs);
    // How each read was answered: from the page cache (hit), its copy of a moment ago (stale) or rendered (by
    // kind of page).
    const answers: Record<string, number> = {};
    const result = await autocannon({
      url: origin,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [
        {
          method: "GET",
          // One request at a time per connection: its context holds the path of the answer to come.
          setupRequest: (request, context) => {
            const read = reads.next();
            (context as { path?: string }).path = read.path;
            return { ...request, ...read };
          },
          onResponse: (status, _body, context, headers) => {
            const { kind } = pageOf(String((context as { path?: string }).path));
            const answer = status === 200 ? String(headers?.["x-page-cache"] ?? `rendered (${kind})`) : String(status);
            answers[answer] = (answers[answer] ?? 0) + 1;
          },
        },
      ],
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      timeouts: result.timeouts,
      answers,
      writes,
      refused,
      refusals,
    };
  } finally {
    clearInterval(writer);
  }
}

/** Requests a second for a static file of the home page's bytes (the most read page of the mix), from the same server. */
async function staticRate(server: RunningServer): Promise<number> {
  const body = (await getAs(`${server.origin}/`, { ...HOST, "accept-encoding": "identity" })).body.toString();
  writeStatic(server, body);
  const url = `${server.origin}/media/avatars/bench-static.html`;
  const result = await autocannon({ url, connections: CONNECTIONS, duration: 10, headers: HOST });
  return result.requests.average;
}

export async function mixedBench(port: number): Promise<void> {
  const postgres = Boolean(process.env.DATABASE_URL);
  const dataDir = benchDataDir();
  const { names, slugs } = await prepare(dataDir);
  const setups = postgres ? [1, 2] : [1];
  console.log(
    `\nmixed: ${CONNECTIONS} connections reading ${readingMix(slugs).addresses.length} addresses for ${SECONDS} s while players rate and comment ${WRITES_PER_SECOND}× a second`,
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
      const players = await Promise.all(names.map((name, i) => logIn(server.origin, name, `10.9.${workers}.${i + 1}`)));
      const passes = await warmUp(server.origin, slugs);
      const mixed = await readWhileWriting(server.origin, slugs, players);
      const flat = await staticRate(server);
      console.log(
        `${String(workers).padStart(9)} ${mixed.rps.toFixed(0).padStart(12)} ${String(mixed.p99).padStart(7)} ${String(mixed.errors).padStart(7)} ${`${mixed.writes}/${mixed.refused}`.padStart(19)} ${flat.toFixed(0).padStart(14)} ${`${(mixed.rps / flat).toFixed(2)}×`.padStart(14)}`,
      );
      const answers = Object.entries(mixed.answers).map(([answer, count]) => `${answer} ${count}`);
      console.log(
        `${" ".repeat(10)}reads answered: ${answers.join(", ")}; timeouts ${mixed.timeouts}; warm-up passes ${passes}`,
      );
      const refusals = Object.entries(mixed.refusals).map(([why, count]) => `${why} ${count}`);
      if (refusals.length > 0) console.log(`${" ".repeat(10)}writes refused: ${refusals.join(", ")}`);
    } finally {
      await server.stop({ keepData: true });
    }
  }
}
