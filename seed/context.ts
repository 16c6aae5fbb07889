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
  /** Where the media library's files go (DATA_DIR/media/library); null: the rows only (an in-memory data folder). */
  imageFolder: string | null;
}

export interface SeedSizes {
  casinos: number;
  slots: number;
  users: number;
  /** Ratings per casino, every one with a review (scale mode); null: varies with the casino's size (demo). */
  reviewsPerCasino: number | null;
}
