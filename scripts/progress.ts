/** Where a progress bar draws: a terminal (redrawn in place) or a pipe or file (plain lines). */
export interface ProgressStream {
  isTTY?: boolean;
  write(text: string): unknown;
}

const BAR_WIDTH = 30;
const REDRAW_MS = 100;

/**
 * A progress bar for long runs of the command-line tools (no package of its own: a few lines): redrawn in
 * place at most every REDRAW_MS on a terminal; one plain line per 10 % otherwise (CI logs, files).
 * Call `end()` once done: a terminal's bar line is closed.
 */
export function progressBar(stream: ProgressStream = process.stderr) {
  let lastDraw = 0;
  let lastTenth = -1;
  let drawn = false;
  const update = (done: number, total: number, label: string) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const bar = "#".repeat(Math.round(ratio * BAR_WIDTH)).padEnd(BAR_WIDTH, "-");
    const line = `[${bar}] ${String(Math.floor(ratio * 100)).padStart(3)}% ${label}`;
    if (stream.isTTY) {
      const now = Date.now();
      if (now - lastDraw < REDRAW_MS && done < total) return;
      lastDraw = now;
      drawn = true;
      stream.write(`\r${line.padEnd(72)}`);
    } else if (Math.floor(ratio * 10) > lastTenth) {
      lastTenth = Math.floor(ratio * 10);
      stream.write(`${line}\n`);
    }
  };
  const end = () => {
    if (drawn) stream.write("\n");
    drawn = false;
    lastTenth = -1;
  };
  return Object.assign(update, { end });
}
