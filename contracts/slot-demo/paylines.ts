/**
 * `count` fixed paylines for a reels × rows window, the same for every call: all row sequences, ordered so
 * that the familiar shapes come first — straight lines (middle row outwards), then lines that move one row
 * at a time with the least up-and-down, then the rest. Each line is the row it crosses on each reel.
 */
export function paylinePatterns(reels: number, rows: number, count: number): number[][] {
  const total = rows ** reels;
  if (!Number.isInteger(count) || count < 1 || count > total) {
    throw new RangeError(`${count} paylines do not fit a ${reels} × ${rows} window`);
  }
  const middle = (rows - 1) / 2;
  const candidates: { line: number[]; key: number[] }[] = [];
  for (let code = 0; code < total; code++) {
    const line = Array.from({ length: reels }, (_, reel) => Math.floor(code / rows ** (reels - 1 - reel)) % rows);
    let movement = 0;
    let biggestStep = 0;
    for (let reel = 1; reel < reels; reel++) {
      const step = Math.abs(line[reel]! - line[reel - 1]!);
      movement += step;
      biggestStep = Math.max(biggestStep, step);
    }
    const offCentre = line.reduce((sum, row) => sum + Math.abs(row - middle), 0);
    candidates.push({ line, key: [biggestStep > 1 ? 1 : 0, movement, offCentre, code] });
  }
  candidates.sort((a, b) => compareKeys(a.key, b.key));
  return candidates.slice(0, count).map((c) => c.line);
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}
