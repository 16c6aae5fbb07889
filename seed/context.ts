import type { Db } from "#db/client";
import type { Progress } from "./progress";
import type { Rng } from "./random";

/** What every part of the seed gets. */
export interface SeedContext {
  db: Db;
  /** The root random stream; each part forks its own. */
  rng: Rng;
  /** Start of the UTC day the data is relative to: "today" begins here. */
  anchor: Date;
  /** Scale mode: shorter texts (still in all nine languages) and fixed counts per casino. */
  compact: boolean;
  progress: Progress;
}

export interface SeedSizes {
  casinos: number;
  slots: number;
  users: number;
  /** Ratings per casino, every one with a review (scale mode); null: varies with the casino's size (demo). */
  reviewsPerCasino: number | null;
}
