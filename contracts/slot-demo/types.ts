/** The volatility levels of the slot catalogue (same values as the database enum). */
export type Volatility = "low" | "medium" | "high" | "very_high";

/** The published parameters of a slot that the demo engine is built from. */
export interface SlotParams {
  /** Seeds every random choice of the design, so one slot always gets the same game. */
  slug: string;
  reels: number;
  rows: number;
  /** Fixed paylines, or null for an all-ways game. */
  paylines: number | null;
  /** Stated ways to win; the engine plays all ways (rows ^ reels) whenever `paylines` is null. */
  ways: number | null;
  /** Stated return to player in percent, e.g. 96.21. */
  rtp: number;
  volatility: Volatility;
}

/**
 * A playable game. Symbols are numbers: 0 … wild-1 are the paying symbols from lowest to highest, `wild`
 * substitutes for all of them and stands on reels 2 … n only, so a win's symbol is always the one on reel 1.
 */
export interface SlotDesign {
  reels: number;
  rows: number;
  mode: "lines" | "ways";
  /** Lines only: for each line, the row it crosses on each reel. */
  lines: number[][];
  /** The bet is split into this many coins: one per line, or a fixed stake for ways games. */
  betCoins: number;
  /** Reel strips, top to bottom; a stop shows `rows` consecutive symbols (wrapping around). */
  strips: number[][];
  /** `pays[symbol][count]`: coins for `count` matching symbols from the left (per line or per way). */
  pays: number[][];
  wild: number;
  /** Fewest matching reels that pay. */
  minRun: number;
  /** The stated RTP the pay table was tuned to, in percent. */
  targetRtp: number;
}
