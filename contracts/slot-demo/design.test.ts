import { describe, expect, it } from "vitest";
import { designSlot } from "./design";
import { machineFor } from "./machine";
import { paylinePatterns } from "./paylines";
import { mulberry32 } from "./random";
import { TEST_SLOTS } from "./test-slots";
import type { SlotParams, Volatility } from "./types";

const VOLATILITIES: Volatility[] = ["low", "medium", "high", "very_high"];

/** Hit frequency and standard deviation (× bet) of 200,000 seeded spins. */
function spread(params: SlotParams) {
  const machine = machineFor(designSlot(params));
  const rng = mulberry32(1);
  const spins = 200_000;
  let hits = 0;
  let sum = 0;
  let sumOfSquares = 0;
  for (let i = 0; i < spins; i++) {
    const multiple = machine.play(rng);
    if (multiple > 0) hits++;
    sum += multiple;
    sumOfSquares += multiple * multiple;
  }
  return { hitRate: hits / spins, deviation: Math.sqrt(sumOfSquares / spins - (sum / spins) ** 2) };
}

describe("designSlot", () => {
  it("builds the same game for the same slot, and another for another slug", () => {
    const slot = TEST_SLOTS[0]!;
    expect(designSlot(slot)).toEqual(designSlot({ ...slot }));
    expect(designSlot({ ...slot, slug: "another-slot" }).strips).not.toEqual(designSlot(slot).strips);
  });

  it.each([
    ["20 paylines", 20, null],
    ["243 ways", null, 243],
  ] as const)("makes wins rarer and larger as volatility rises (5 × 3, %s)", (_, paylines, ways) => {
    const results = VOLATILITIES.map((volatility) =>
      spread({ slug: "volatility-ladder", reels: 5, rows: 3, paylines, ways, rtp: 96, volatility }),
    );
    for (let i = 1; i < results.length; i++) {
      expect(results[i]!.hitRate).toBeLessThan(results[i - 1]!.hitRate);
      expect(results[i]!.deviation).toBeGreaterThan(results[i - 1]!.deviation);
    }
  });

  it("refuses layouts and RTPs it cannot play", () => {
    const slot = TEST_SLOTS[0]!;
    expect(() => designSlot({ ...slot, reels: 2 })).toThrow(RangeError);
    expect(() => designSlot({ ...slot, rtp: 0 })).toThrow(RangeError);
    expect(() => designSlot({ ...slot, paylines: 244 })).toThrow(RangeError);
  });
});

describe("paylinePatterns", () => {
  it("gives distinct lines, straight ones first from the middle row", () => {
    const lines = paylinePatterns(5, 3, 25);
    expect(lines).toHaveLength(25);
    expect(new Set(lines.map((line) => line.join())).size).toBe(25);
    expect(lines.slice(0, 3)).toEqual([
      [1, 1, 1, 1, 1],
      [0, 0, 0, 0, 0],
      [2, 2, 2, 2, 2],
    ]);
    expect(paylinePatterns(5, 3, 25)).toEqual(lines);
  });
});
