import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { LIMITS, RateLimits, TooManyRequests } from "#server/http/rate-limit";

/**
 * The rate limits, in memory by default and in Redis when TEST_REDIS_URL is set (CI sets it): counters
 * in Redis are shared by every process, counters in memory by none.
 */
const redisUrl = process.env.TEST_REDIS_URL;
const instances: RateLimits[] = [];
async function limits(): Promise<RateLimits> {
  const created = await RateLimits.connect(redisUrl);
  instances.push(created);
  return created;
}

afterAll(async () => {
  await Promise.all(instances.map((i) => i.close()));
});

describe(`rate limits (${redisUrl ? "Redis" : "memory"})`, () => {
  it("allows the limit, then answers 429 with a Retry-After", async () => {
    const key = randomBytes(8).toString("hex");
    const one = await limits();
    for (let i = 0; i < LIMITS.passwordChangePerUser.points; i++) await one.consume("passwordChangePerUser", key);
    const error = await one.consume("passwordChangePerUser", key).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TooManyRequests);
    expect((error as TooManyRequests).status).toBe(429);
    expect((error as TooManyRequests).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as TooManyRequests).retryAfterSeconds).toBeLessThanOrEqual(LIMITS.passwordChangePerUser.seconds);
  });

  it(redisUrl ? "shares counters between processes" : "keeps counters per process", async () => {
    const key = randomBytes(8).toString("hex");
    const [first, second] = [await limits(), await limits()];
    for (let i = 0; i < LIMITS.mailRequestPerAddress.points; i++) await first.consume("mailRequestPerAddress", key);
    const blocked = await second.check("mailRequestPerAddress", key).then(
      () => false,
      (e: unknown) => e instanceof TooManyRequests,
    );
    expect(blocked).toBe(Boolean(redisUrl));
  });

  it("forgets an account's failures after a successful login (reset)", async () => {
    const key = randomBytes(8).toString("hex");
    const one = await limits();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount.points; i++) await one.consume("loginFailuresPerAccount", key);
    await expect(one.check("loginFailuresPerAccount", key)).rejects.toBeInstanceOf(TooManyRequests);
    await one.reset("loginFailuresPerAccount", key);
    await expect(one.check("loginFailuresPerAccount", key)).resolves.toBeUndefined();
  });
});
