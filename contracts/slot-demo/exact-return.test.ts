import { describe, expect, it } from "vitest";
import { designSlot } from "./design";
import { exactReturn } from "./exact-return";
import { machineFor } from "./machine";
import type { Rng } from "./random";
import { TEST_SLOTS } from "./test-slots";
import type { SlotDesign } from "./types";

describe("exactReturn", () => {
  it.each(TEST_SLOTS)("matches the stated RTP of $slug ($volatility) within ±0.1 points", (slot) => {
    expect(Math.abs(exactReturn(designSlot(slot)) - slot.rtp)).toBeLessThanOrEqual(0.1);
  });

  it.each([
    ["lines", 5, null],
    ["ways", null, 27],
  ] as const)("equals the average over every stop combination of a 3-reel %s game", (_, paylines, ways) => {
    for (const volatility of ["low", "very_high"] as const) {
      const design = designSlot({
        slug: `tiny-${volatility}`,
        reels: 3,
        rows: 3,
        paylines,
        ways,
        rtp: 95.5,
        volatility,
      });
      expect(enumeratedReturn(design)).toBeCloseTo(exactReturn(design), 9);
    }
  });
});

/** The return by brute force: play every combination of stops once and average the wins. */
function enumeratedReturn(design: SlotDesign): number {
  const [a, b, c] = design.strips.map((strip) => strip.length) as [number, number, number];
  const machine = machineFor(design);
  let total = 0;
  for (let i = 0; i < a; i++) {
    for (let j = 0; j < b; j++) {
      for (let k = 0; k < c; k++) total += machine.play(fixedStops([(i + 0.5) / a, (j + 0.5) / b, (k + 0.5) / c]));
    }
  }
  return (100 * total) / (a * b * c);
}

/** An Rng that stops the reels at the given fractions of their strips (mid-stop, so no rounding slips). */
function fixedStops(fractions: number[]): Rng {
  let next = 0;
  return () => fractions[next++]!;
}
