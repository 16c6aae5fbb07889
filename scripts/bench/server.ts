import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";

export interface RunningServer {
  origin: string;
  /** The server's DATA_DIR (its avatars folder is served as /media/avatars/). */
  dataDir: string;
  /** Stops the server and removes its data folder, unless `keepData` (the next server opens it again). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/**
 * A data folder for a bench server: a fresh one on PGlite (the database lives in it); on PostgreSQL one for
 * the whole run (BENCH_DATA_DIR, inherited by the parts run as child processes), kept when a server stops:
 * the media files the seed wrote there belong with the database it wrote, and a server with another folder
 * answers 404 for a page's images.
 */
export function benchDataDir(prefix = "casino-bench"): string {
  if (!process.env.DATABASE_URL) return mkdtempSync(join(tmpdir(), `${prefix}-`));
  return (process.env.BENCH_DATA_DIR ??= mkdtempSync(join(tmpdir(), `${prefix}-`)));
}

/**
 * Starts the production server (`server/start.ts`, NODE_ENV=production) on a free port with its own
 * data folder (or the one given), or on DATABASE_URL when that is set, and waits for /healthz.
 */
export async function startServer(
  port: number,
  extraEnv: Record<string, string> = {},
  dataDir = benchDataDir(),
): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/start.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      SECRET_KEY: randomBytes(32).toString("hex"),
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not become healthy in 5 minutes");
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    origin,
    dataDir,
    stop: (options) =>
      new Promise<void>((resolve) => {
        child.once("exit", () => {
          if (!options?.keepData && dataDir !== process.env.BENCH_DATA_DIR)
            rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}

/** Writes the page's bytes as a static file with .gz and .br beside it, as a build precompresses assets. */
export function writeStatic(server: RunningServer, body: string): string[] {
  const file = join(server.dataDir, "media/avatars/bench-static.html");
  writeFileSync(file, body);
  writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(body));
  return [file, `${file}.gz`, `${file}.br`];
}

/**
 * A GET with exactly these headers, `host` included, and its answer's bytes. `fetch` drops a request's Host
 * header (a forbidden header name in the Fetch standard): to the server, that is its own address, an unknown
 * host, whose pages render as the main site's and are never kept, so a warm-up by `fetch` warms nothing.
 */
export function getAs(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpRequest(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}
