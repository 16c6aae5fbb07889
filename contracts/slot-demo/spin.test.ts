import { describe, expect, it } from "vitest";
import { designSlot } from "./design";
import { mulberry32 } from "./random";
import { spin } from "./spin";
import { TEST_SLOTS } from "./test-slots";

const spins = (seed: number, slotIndex: number, count = 200) => {
  const design = designSlot(TEST_SLOTS[slotIndex]!);
  const rng = mulberry32(seed);
  return Array.from({ length: count }, () => spin(design, rng, 2));
};

describe("spin", () => {
  it.each([0, 1, 2])("gives the same spins for the same seed (test slot %i)", (slotIndex) => {
    expect(spins(7, slotIndex)).toEqual(spins(7, slotIndex));
    expect(spins(8, slotIndex)).not.toEqual(spins(7, slotIndex));
  });

  it("pays the sum of its wins times the bet and shows a rows × reels grid", () => {
    for (const [slotIndex, slot] of TEST_SLOTS.entries()) {
      for (const result of spins(3, slotIndex)) {
        expect(result.grid).toHaveLength(slot.rows);
        for (const row of result.grid) expect(row).toHaveLength(slot.reels);
        expect(result.payout).toBeCloseTo(2 * result.wins.reduce((sum, win) => sum + win.multiple, 0), 9);
      }
    }
  });

  it("reports line wins that the grid shows, and marks their cells as winning", () => {
    const design = designSlot(TEST_SLOTS[0]!);
    const rng = mulberry32(11);
    let checked = 0;
    for (let i = 0; i < 500; i++) {
      const { grid, winning, wins } = spin(design, rng, 1);
      for (const win of wins) {
        const line = design.lines[win.line!]!;
        const shown = line.slice(0, win.count).map((row, reel) => grid[row]![reel]!);
        expect(shown.every((symbol) => symbol === win.symbol || symbol === design.wild)).toBe(true);
        expect(line.slice(0, win.count).every((row, reel) => winning[row]![reel])).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
