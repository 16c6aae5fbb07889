import type { Volatility } from "./types";

/**
 * How volatility shapes a game. More symbol kinds, fewer wilds and more even strips make wins rarer; a
 * smaller floor share and a steeper pay ladder (each symbol pays `rankStep` × the one below, each extra reel
 * `runStep` × more) put the return into rare big wins. designSlot scales the table to the RTP, so only these
 * ratios matter.
 */
export interface VolatilityProfile {
  /** Paying symbols in the game (the highest ones of PAYING_SYMBOLS). */
  symbolKinds: number;
  /** Share of each symbol on a strip relative to the one below it. */
  weightStep: number;
  /** Stacks per reel strip, and how many of them are wild (reels 2 … n). */
  stacksPerReel: number;
  wildStacks: number;
  /** Share of the RTP paid as the same floor on every win; the ladder pays the rest. */
  floorShare: number;
  rankStep: number;
  runStep: number;
}

export const PROFILES: Record<Volatility, VolatilityProfile> = {
  low: {
    symbolKinds: 6,
    weightStep: 0.9,
    stacksPerReel: 30,
    wildStacks: 3,
    floorShare: 0.5,
    rankStep: 1.3,
    runStep: 2.2,
  },
  medium: {
    symbolKinds: 7,
    weightStep: 0.85,
    stacksPerReel: 36,
    wildStacks: 2,
    floorShare: 0.4,
    rankStep: 1.6,
    runStep: 3,
  },
  high: {
    symbolKinds: 8,
    weightStep: 0.8,
    stacksPerReel: 44,
    wildStacks: 2,
    floorShare: 0.3,
    rankStep: 2,
    runStep: 4.5,
  },
  very_high: {
    symbolKinds: 9,
    weightStep: 0.75,
    stacksPerReel: 52,
    wildStacks: 1,
    floorShare: 0.2,
    rankStep: 2.5,
    runStep: 6.5,
  },
};
