import type { SlotDesign } from "./types";

/**
 * The exact return to player in percent, computed from the reel strips — no sampling.
 *
 * Each reel stops uniformly on one of its L positions and the reels are independent, so any single cell
 * of reel i shows symbol s with probability n(i, s) / L(i). Write p(i) for the chance that a cell of reel i
 * shows symbol X and q(i) for "X or wild" (the wild is absent from reel 1).
 *
 * Lines: a line crosses each reel once, so its cells are independent and every line has the same
 * distribution: P(exactly k of X) = p(1) · q(2) ⋯ q(k) · (1 − q(k+1)), the last factor dropped when k = n.
 * With one coin per line the return is the expected pay of one line.
 *
 * Ways: a win of X over k reels pays per way, and the ways are c(1) ⋯ c(k), c(i) being the cells of reel i
 * showing X (or wild). By independence E[c(1) ⋯ c(k) · [c(k+1) = 0]] = E[c(1)] ⋯ E[c(k)] · P(c(k+1) = 0),
 * with E[c(i)] = rows · q(i) and P(c(i) = 0) counted over all L(i) stop positions of the reel.
 */
export function exactReturn(design: SlotDesign): number {
  const { reels, rows, strips, pays, wild, minRun } = design;
  const lines = design.mode === "lines";
  let coins = 0;
  pays.forEach((ladder, symbol) => {
    const matches = (s: number) => s === symbol || s === wild;
    const reach = strips.map((strip, reel) => {
      const share = strip.filter(reel === 0 ? (s) => s === symbol : matches).length / strip.length;
      return lines ? share : rows * share;
    });
    const stop = strips.map((strip) =>
      lines ? 1 - strip.filter(matches).length / strip.length : windowsWithout(strip, rows, matches) / strip.length,
    );
    let reached = 1;
    for (let count = 1; count <= reels; count++) {
      reached *= reach[count - 1]!;
      if (count >= minRun) coins += ladder[count]! * reached * (count < reels ? stop[count]! : 1);
    }
  });
  return (100 * coins) / (lines ? 1 : design.betCoins);
}

/** How many of the strip's stop positions show no matching symbol in the whole window. */
function windowsWithout(strip: number[], rows: number, matches: (s: number) => boolean): number {
  let clear = 0;
  for (let stop = 0; stop < strip.length; stop++) {
    let hit = false;
    for (let row = 0; row < rows; row++) hit ||= matches(strip[(stop + row) % strip.length]!);
    if (!hit) clear++;
  }
  return clear;
}
