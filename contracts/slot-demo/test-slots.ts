import type { SlotParams } from "./types";

/** Three slots of the catalogue's shapes for the engine's tests: one per volatility band, lines and ways. */
export const TEST_SLOTS: SlotParams[] = [
  { slug: "lucky-orchard", reels: 5, rows: 3, paylines: 20, ways: null, rtp: 96.21, volatility: "low" },
  { slug: "temple-of-ways", reels: 6, rows: 4, paylines: null, ways: 4096, rtp: 94.5, volatility: "high" },
  { slug: "dragon-vault", reels: 5, rows: 4, paylines: 40, ways: null, rtp: 97.12, volatility: "very_high" },
];
