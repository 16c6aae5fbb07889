import { exactReturn } from "./exact-return";
import { paylinePatterns } from "./paylines";
import { PROFILES, type VolatilityProfile } from "./profiles";
import { mulberry32, seedFromText, type Rng } from "./random";
import { PAYING_SYMBOLS, type SymbolName } from "./symbols";
import type { SlotDesign, SlotParams } from "./types";

/** A ways game's bet is 20 coins, as is usual for all-ways slots; its pays are coins per way. */
const WAYS_BET_COINS = 20;
const MIN_RUN = 3;

/** The game of a slot plus the names of its symbols (by symbol number; the wild last). */
export interface DesignedSlot extends SlotDesign {
  symbols: SymbolName[];
}

/**
 * Builds a slot's demo game from its published parameters, the same game every time for the same slug.
 *
 * Method: the volatility profile fixes the symbol set, the strip weights and the shape of the pay table;
 * the slug seeds small per-reel variations of the symbol counts and the order of each strip. Every paying
 * run (3+ reels) pays floor + scale × ladder. The exact return is linear in the pay table: with F the exact
 * return of an all-ones table and L that of the ladder, floor = share × RTP ÷ F and scale = (1 − share) × RTP ÷ L
 * make it equal the stated RTP up to floating-point rounding, while even the smallest win stays worth showing.
 */
export function designSlot(params: SlotParams): DesignedSlot {
  const { reels, rows, paylines, rtp, volatility } = params;
  if (!Number.isInteger(reels) || reels < MIN_RUN || !Number.isInteger(rows) || rows < 1) {
    throw new RangeError(`no demo for a ${reels} × ${rows} layout`);
  }
  if (!(rtp > 0 && rtp < 100)) throw new RangeError(`RTP ${rtp}% is out of range`);
  const profile = PROFILES[volatility];
  const rng = mulberry32(seedFromText(params.slug));
  // Ways games stack symbols almost a window high, so a reel shows one or two kinds, as in real ways slots.
  const stackHeight = paylines === null ? Math.max(1, rows - 1) : 1;
  const draft: SlotDesign = {
    reels,
    rows,
    mode: paylines === null ? "ways" : "lines",
    lines: paylines === null ? [] : paylinePatterns(reels, rows, paylines),
    betCoins: paylines ?? WAYS_BET_COINS,
    strips: Array.from({ length: reels }, (_, reel) => buildStrip(rng, profile, reel > 0, stackHeight)),
    pays: unscaledPays(profile, reels),
    wild: profile.symbolKinds,
    minRun: MIN_RUN,
    targetRtp: rtp,
  };
  const ones = draft.pays.map((ladder) => ladder.map((coins) => (coins > 0 ? 1 : 0)));
  const floor = (profile.floorShare * rtp) / exactReturn({ ...draft, pays: ones });
  const scale = ((1 - profile.floorShare) * rtp) / exactReturn(draft);
  return {
    ...draft,
    pays: draft.pays.map((ladder) => ladder.map((coins) => (coins > 0 ? floor + scale * coins : 0))),
    symbols: [...PAYING_SYMBOLS.slice(-profile.symbolKinds), "wild"],
  };
}

/**
 * One reel strip of stacks: paying symbol j gets a share ∝ weightStep^j (jittered ±20% per reel by the seed,
 * at least one stack each), reels 2 … n also carry the wild stacks; the stacks are shuffled (Fisher–Yates).
 */
function buildStrip(rng: Rng, profile: VolatilityProfile, withWilds: boolean, stackHeight: number): number[] {
  const wilds = withWilds ? profile.wildStacks : 0;
  const weights = Array.from({ length: profile.symbolKinds }, (_, j) => profile.weightStep ** j * (0.8 + 0.4 * rng()));
  const counts = apportion(weights, profile.stacksPerReel - wilds);
  const stacks = counts.flatMap((count, symbol) => Array<number>(count).fill(symbol));
  stacks.push(...Array<number>(wilds).fill(profile.symbolKinds));
  for (let i = stacks.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [stacks[i], stacks[j]] = [stacks[j]!, stacks[i]!];
  }
  return stacks.flatMap((symbol) => Array<number>(stackHeight).fill(symbol));
}

/** Splits `total` stacks in proportion to `weights` (largest remainder), giving every symbol at least one. */
function apportion(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * (total - weights.length));
  const counts = exact.map((x) => 1 + Math.floor(x));
  const byRemainder = exact
    .map((x, i) => ({ i, rest: x - Math.floor(x) }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  let left = total - counts.reduce((a, b) => a + b, 0);
  for (const { i } of byRemainder) {
    if (left-- <= 0) break;
    counts[i]!++;
  }
  return counts;
}

/** The ladder, before scaling: rankStep^symbol × runStep^(count − 3) for 3 or more matching reels. */
function unscaledPays(profile: VolatilityProfile, reels: number): number[][] {
  return Array.from({ length: profile.symbolKinds }, (_, symbol) =>
    Array.from({ length: reels + 1 }, (_, count) =>
      count < MIN_RUN ? 0 : profile.rankStep ** symbol * profile.runStep ** (count - MIN_RUN),
    ),
  );
}
