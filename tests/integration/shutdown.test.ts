import { describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { listen, type RunningServer } from "#server/serve";
import { freshDatabase } from "../helpers/database";

describe("graceful shutdown", () => {
  it("finishes the request in flight, refuses new ones, then closes the database", async () => {
    const database = await freshDatabase();
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      LOG_LEVEL: "silent",
    });
    let release: () => void = () => undefined;
    const slowPage = async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response("finished", { status: 200 });
    };
    const app = createApp({
      config,
      database,
      logger: createLogger(config),
      cache: new PageCache(0),
      web: async () => slowPage,
    });
    let running: RunningServer | undefined;
    const port = await new Promise<number>((resolve) => {
      running = listen(app, { config, logger: createLogger(config), database, onListening: resolve });
    });
    const origin = `http://127.0.0.1:${port}`;

    const inFlight = fetch(`${origin}/slow`).then(async (res) => [res.status, await res.text()] as const);
    await new Promise((r) => setTimeout(r, 100));
    const stopped = running!.shutdown();
    await new Promise((r) => setTimeout(r, 100));
    await expect(fetch(`${origin}/healthz`)).rejects.toThrow();
    release();
    expect(await inFlight).toEqual([200, "finished"]);
    await stopped;
    await expect(database.ping()).rejects.toThrow();
    await database.drop();
  });
});
