/**
 * Seeded randomness for the demo data. Every random choice of the seed comes from here, so the same seed
 * gives the same data. Each part of the seed takes its own stream (`rng.fork("slots")`), so adding a draw in
 * one part does not shift the data of the others.
 */

export const DEFAULT_SEED = 20_090_101;

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export class Rng {
  private state: number;

  constructor(private readonly seed: number) {
    this.state = seed >>> 0;
  }

  /** mulberry32: a float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An independent stream named `label`, derived from this stream's seed only. */
  fork(label: string): Rng {
    let hash = this.seed ^ 0x811c9dc5;
    for (let i = 0; i < label.length; i++) hash = Math.imul(hash ^ label.charCodeAt(i), 0x01000193);
    return new Rng(hash >>> 0);
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** A float in [min, max) rounded to `decimals`. */
  float(min: number, max: number, decimals = 2): number {
    const factor = 10 ** decimals;
    return Math.round((min + this.next() * (max - min)) * factor) / factor;
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError("pick from an empty list");
    return item;
  }

  /** Picks by weight: `[[value, weight], …]`. */
  weighted<T>(choices: ReadonlyArray<readonly [T, number]>): T {
    const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return choices[choices.length - 1]![0];
  }

  /**
   * `count` distinct items (all of them when the list is shorter), in random order: a partial Fisher–Yates
   * shuffle that records only the swapped positions, so it costs O(count) even on a long list.
   */
  sample<T>(items: readonly T[], count: number): T[] {
    const n = Math.min(count, items.length);
    const swapped = new Map<number, number>();
    const out: T[] = [];
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (items.length - i));
      const picked = swapped.get(j) ?? j;
      swapped.set(j, swapped.get(i) ?? i);
      out.push(items[picked]!);
    }
    return out;
  }

  /** A moment in [from, to). */
  date(from: Date, to: Date): Date {
    return new Date(from.getTime() + Math.floor(this.next() * Math.max(0, to.getTime() - from.getTime())));
  }
}

export function daysBefore(anchor: Date, days: number): Date {
  return new Date(anchor.getTime() - days * DAY_MS);
}

/** `YYYY-MM-DD` of a moment, in UTC (the format of `date` columns). */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The start of the current UTC day: the default anchor that seeded dates are relative to. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * A moment from `from` up to one hour into the anchor day ("today" starts at the anchor): with probability
 * `recentShare` inside the last 30 days (the window of the daily statistics), otherwise anywhere in the range.
 */
export function pastMoment(rng: Rng, from: Date, anchor: Date, recentShare = 0.3): Date {
  const end = new Date(anchor.getTime() + HOUR_MS);
  const recent = new Date(Math.max(from.getTime(), anchor.getTime() - 29 * DAY_MS));
  const start = rng.chance(recentShare) ? recent : from;
  return rng.date(start < end ? start : end, end);
}
