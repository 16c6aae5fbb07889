import { machineFor, type Win } from "./machine";
import type { Rng } from "./random";
import type { SlotDesign } from "./types";

export interface SpinResult {
  /** The symbols shown, row by row: `grid[row][reel]`. */
  grid: number[][];
  /** Cells that are part of a win, in the same layout as `grid`. */
  winning: boolean[][];
  wins: Win[];
  /** Total won, in the unit of the bet. */
  payout: number;
}

/** One paid spin: where the reels stopped, what won and how much. */
export function spin(design: SlotDesign, rng: Rng, bet: number): SpinResult {
  const machine = machineFor(design);
  const wins: Win[] = [];
  const multiple = machine.play(rng, (win) => wins.push(win));
  const grid = Array.from({ length: design.rows }, (_, row) =>
    Array.from({ length: design.reels }, (_, reel) => machine.grid[reel * design.rows + row]!),
  );
  const winning = grid.map((cells) => cells.map(() => false));
  for (const win of wins) {
    const matches = (symbol: number) => symbol === win.symbol || symbol === design.wild;
    for (let reel = 0; reel < win.count; reel++) {
      for (let row = 0; row < design.rows; row++) {
        const onWin = win.line === null ? matches(grid[row]![reel]!) : design.lines[win.line]![reel] === row;
        if (onWin) winning[row]![reel] = true;
      }
    }
  }
  return { grid, winning, wins, payout: multiple * bet };
}
