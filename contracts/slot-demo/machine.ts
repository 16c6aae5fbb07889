import type { Rng } from "./random";
import type { SlotDesign } from "./types";

/** One win of a spin: `count` reels of `symbol` from the left on a line, or over `ways` ways. */
export interface Win {
  symbol: number;
  count: number;
  /** The line's index in `design.lines`, or null in a ways game. */
  line: number | null;
  ways: number;
  /** The win as a multiple of the bet. */
  multiple: number;
}

/** A design compiled into flat typed arrays; `play` reuses the same buffers and allocates nothing. */
export interface Machine {
  /** The last spin's symbols, reel by reel: `grid[reel * rows + row]`. */
  grid: Uint8Array;
  /** Stops every reel at random and returns the win as a multiple of the bet; reports each win if asked. */
  play(rng: Rng, onWin?: (win: Win) => void): number;
}

const machines = new WeakMap<SlotDesign, Machine>();

/** The compiled machine of a design, built on first use. */
export function machineFor(design: SlotDesign): Machine {
  let machine = machines.get(design);
  if (!machine) machines.set(design, (machine = compile(design)));
  return machine;
}

function compile(design: SlotDesign): Machine {
  const { reels, rows, wild, betCoins } = design;
  const kinds = design.pays.length;
  const grid = new Uint8Array(reels * rows);
  // Each strip followed by its first `rows` symbols, so a window never wraps.
  const strips = design.strips.map((strip) => Uint8Array.from([...strip, ...strip.slice(0, rows)]));
  const lengths = design.strips.map((strip) => strip.length);
  const pays = Float64Array.from(design.pays.flatMap((ladder) => ladder.slice(0, reels + 1)));
  const stopReels = (rng: Rng) => {
    for (let reel = 0; reel < reels; reel++) {
      const strip = strips[reel]!;
      const stop = Math.floor(rng() * lengths[reel]!);
      for (let row = 0; row < rows; row++) grid[reel * rows + row] = strip[stop + row]!;
    }
  };

  if (design.mode === "lines") {
    const cells = Int32Array.from(design.lines.flatMap((line) => line.map((row, reel) => reel * rows + row)));
    const lineCount = design.lines.length;
    return {
      grid,
      play(rng, onWin) {
        stopReels(rng);
        let coins = 0;
        for (let line = 0, base = 0; line < lineCount; line++, base += reels) {
          const symbol = grid[cells[base]!]!;
          let count = 1;
          while (count < reels) {
            const next = grid[cells[base + count]!];
            if (next !== symbol && next !== wild) break;
            count++;
          }
          const pay = pays[symbol * (reels + 1) + count]!;
          if (pay === 0) continue;
          coins += pay;
          onWin?.({ symbol, count, line, ways: 1, multiple: pay / betCoins });
        }
        return coins / betCoins;
      },
    };
  }

  // Ways: per spin, how many cells of each reel show each symbol (wilds counted apart).
  const seen = new Uint8Array(reels * kinds);
  const wilds = new Uint8Array(reels);
  return {
    grid,
    play(rng, onWin) {
      stopReels(rng);
      seen.fill(0);
      wilds.fill(0);
      for (let reel = 0; reel < reels; reel++) {
        for (let row = 0; row < rows; row++) {
          const symbol = grid[reel * rows + row]!;
          if (symbol === wild) wilds[reel]!++;
          else seen[reel * kinds + symbol]!++;
        }
      }
      let coins = 0;
      for (let symbol = 0; symbol < kinds; symbol++) {
        let ways = seen[symbol]!;
        if (ways === 0) continue;
        let count = 1;
        while (count < reels) {
          const cells = seen[count * kinds + symbol]! + wilds[count]!;
          if (cells === 0) break;
          ways *= cells;
          count++;
        }
        const pay = pays[symbol * (reels + 1) + count]! * ways;
        if (pay === 0) continue;
        coins += pay;
        onWin?.({ symbol, count, line: null, ways, multiple: pay / betCoins });
      }
      return coins / betCoins;
    },
  };
}
