import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bonuses, casinos, complaints } from "#db/schema";
import { seedDemo } from "#seed/index";
import { bonusCatalogue } from "#modules/bonuses";
import { casinoIndex, refreshSafetyIndexes, safetyBreakdown } from "#modules/casinos";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import { startSafetyRefresh } from "#server/safety-job";
import { subscribeToChanges } from "#server/subscriptions";
import { freshDatabase } from "../helpers/database";

const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });

/** The stored safety index (the filter's sort key and band) follows the facts, as the casino page does. */
let database: Awaited<ReturnType<typeof freshDatabase>>;

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
});
afterAll(async () => {
  await database.drop();
});

const stored = async (id: number) =>
  Number((await database.db.select({ s: casinos.safetyIndex }).from(casinos).where(eq(casinos.id, id)))[0]!.s);

describe("refreshSafetyIndexes", () => {
  it("changes nothing while the facts are as the seed left them", async () => {
    expect(await refreshSafetyIndexes(database.db)).toBe(0);
  });

  it("writes the index the casino page computes once new unresolved complaints arrive; the job moves the casino down the lists", async () => {
    const db = database.db;
    const rankOf = async (id: number) =>
      (await casinoIndex(db)).query({ selection: {}, sort: "safety", after: null, limit: 1000 }).ids.indexOf(id);
    const bonusCasinoFirst = async () => {
      const index = await bonusCatalogue.index(db);
      const [id] = index.query({ selection: {}, sort: "safety", after: null, limit: 1 }).ids;
      return (await db.select({ casinoId: bonuses.casinoId }).from(bonuses).where(eq(bonuses.id, id!)))[0]!.casinoId;
    };
    const target = await bonusCasinoFirst();
    const rankBefore = await rankOf(target);
    await db.insert(complaints).values(
      Array.from({ length: 6 }, (_, i) => ({
        casinoId: target,
        title: `Withdrawal blocked ${i}`,
        slug: `withdrawal-blocked-${i}`,
        type: "refused_withdrawal" as const,
        description: "The casino refuses to pay out.",
        status: "unresolved" as const,
      })),
    );

    const cache = new PageCache(10);
    subscribeToChanges(db, cache); // as createApp does
    await cache.set("page", 200, new Headers(), "old", ["lists"]);
    await startSafetyRefresh(db, createLogger(config)).stop(); // runs once at start; stop waits for it
    expect(await stored(target)).toBe((await safetyBreakdown(db, target))!.score);
    expect(await rankOf(target)).toBeGreaterThan(rankBefore);
    expect(await bonusCasinoFirst()).not.toBe(target);
    expect(cache.size).toBe(0);
    expect(await refreshSafetyIndexes(db)).toBe(0);
  });

  it("follows complaints as they age: a year on, the stored indexes equal the live ones again", async () => {
    const db = database.db;
    const later = new Date(Date.now() + 400 * 24 * 3600 * 1000);
    expect(await refreshSafetyIndexes(db, later)).toBeGreaterThan(0);
    const ids = (await db.select({ id: casinos.id }).from(casinos).limit(10)).map((r) => r.id);
    for (const id of ids) expect(await stored(id)).toBe((await safetyBreakdown(db, id, later))!.score);
  });
});
