import { describe, expect, it } from "vitest";
import { designSlot } from "./design";
import { exactReturn } from "./exact-return";
import { machineFor } from "./machine";
import { mulberry32 } from "./random";
import { TEST_SLOTS } from "./test-slots";

const SPINS = 1_000_000;

describe("a seeded simulation of 1,000,000 spins", () => {
  it.each(TEST_SLOTS)("lands within 4 standard errors of the exact return for $slug ($volatility)", (slot) => {
    const design = designSlot(slot);
    const machine = machineFor(design);
    const rng = mulberry32(20_240_601);
    let sum = 0;
    let sumOfSquares = 0;
    for (let i = 0; i < SPINS; i++) {
      const multiple = machine.play(rng);
      sum += multiple;
      sumOfSquares += multiple * multiple;
    }
    const mean = sum / SPINS;
    const sampleDeviation = Math.sqrt((sumOfSquares - SPINS * mean * mean) / (SPINS - 1));
    const standardError = (100 * sampleDeviation) / Math.sqrt(SPINS);
    const exact = exactReturn(design);
    console.info(
      `${slot.slug}: exact ${exact.toFixed(4)}%, simulated ${(100 * mean).toFixed(3)}%, ` +
        `SE ${standardError.toFixed(3)} points, SD ${sampleDeviation.toFixed(2)}× bet`,
    );
    expect(Math.abs(100 * mean - exact)).toBeLessThan(4 * standardError);
  });
});
