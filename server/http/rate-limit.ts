import type { Context } from "hono";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { HttpError } from "./errors";

/**
 * Rate limits (docs/security.md): counters in memory for one process, in Redis (REDIS_URL) for several.
 * A limit that is hit answers 429 with Retry-After.
 */
export interface Limit {
  points: number;
  seconds: number;
}

export const LIMITS = {
  /** Failed logins of one account from one address: that address is locked out of it. */
  loginFailuresPerAccountAndIp: { points: 10, seconds: 15 * 60 },
  /** Failed logins of one account from anywhere (ASVS ≤ 100 an hour): binds only addresses that failed. */
  loginFailuresPerAccount: { points: 100, seconds: 60 * 60 },
  loginFailuresPerIp: { points: 100, seconds: 15 * 60 },
  registrationPerIp: { points: 10, seconds: 60 * 60 },
  mailRequestPerIp: { points: 10, seconds: 15 * 60 },
  mailRequestPerAddress: { points: 3, seconds: 15 * 60 },
  passwordChangePerUser: { points: 5, seconds: 15 * 60 },
  ratingPerUser: { points: 30, seconds: 60 * 60 },
  reviewPerUser: { points: 10, seconds: 60 * 60 },
  commentPerUser: { points: 20, seconds: 15 * 60 },
  contentPerIp: { points: 100, seconds: 15 * 60 },
  avatarPerUser: { points: 10, seconds: 60 * 60 },
  avatarPerIp: { points: 30, seconds: 60 * 60 },
  complaintPerUser: { points: 5, seconds: 60 * 60 },
  caseActionPerUser: { points: 60, seconds: 15 * 60 },
  evidencePerUser: { points: 20, seconds: 60 * 60 },
  /** Wrong second-factor codes of one staff account: then no code is tried until the window ends. */
  secondFactorFailuresPerUser: { points: 5, seconds: 15 * 60 },
} satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

export class RateLimits {
  private limiters = new Map<LimitName, RateLimiterAbstract>();

  constructor(private readonly redis: Redis | null) {}

  /**
   * In memory without a URL; with one, connected to Redis before the first request (commands fail fast
   * afterwards, and the in-memory insurance limiter takes over while Redis is down).
   */
  static async connect(redisUrl: string | undefined): Promise<RateLimits> {
    if (!redisUrl) return new RateLimits(null);
    const redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: true });
    await redis.connect();
    return new RateLimits(redis);
  }

  private limiter(name: LimitName): RateLimiterAbstract {
    let limiter = this.limiters.get(name);
    if (!limiter) {
      const { points, seconds } = LIMITS[name];
      const options = { keyPrefix: `rl:${name}`, points, duration: seconds };
      limiter = this.redis
        ? new RateLimiterRedis({
            ...options,
            storeClient: this.redis,
            insuranceLimiter: new RateLimiterMemory(options),
          })
        : new RateLimiterMemory(options);
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** Counts one event; throws 429 when the limit is exceeded. */
  async consume(name: LimitName, key: string): Promise<void> {
    try {
      await this.limiter(name).consume(key);
    } catch (result) {
      if (result instanceof RateLimiterRes) throw tooMany(result.msBeforeNext);
      throw result;
    }
  }

  /** How many events the key has counted in its window. */
  async count(name: LimitName, key: string): Promise<number> {
    return (await this.limiter(name).get(key))?.consumedPoints ?? 0;
  }

  /** Throws 429 when the key is already over its limit, without counting. */
  async check(name: LimitName, key: string): Promise<void> {
    const result = await this.limiter(name).get(key);
    if (result && result.consumedPoints >= LIMITS[name].points) throw tooMany(result.msBeforeNext);
  }

  async reset(name: LimitName, key: string): Promise<void> {
    await this.limiter(name).delete(key);
  }

  async close(): Promise<void> {
    this.redis?.disconnect();
  }
}

export class TooManyRequests extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super("rate_limited", "Too many requests. Please try again later.");
  }
}

function tooMany(msBeforeNext: number): TooManyRequests {
  return new TooManyRequests(Math.max(1, Math.ceil(msBeforeNext / 1000)));
}

export function retryAfter(c: Context, error: unknown): void {
  if (error instanceof TooManyRequests) c.header("Retry-After", String(error.retryAfterSeconds));
}
