/** Progress of a seed run, counted in rows against an estimate made up front. */

export type OnProgress = (done: number, total: number, label: string) => void;

export class Progress {
  private done = 0;

  constructor(
    private readonly total: number,
    private readonly report: OnProgress = () => undefined,
  ) {}

  /** Counts `rows` more rows under `label`; never reports past the estimate. */
  add(rows: number, label: string): void {
    this.done = Math.min(this.total, this.done + rows);
    this.report(this.done, this.total, label);
  }

  /** A callback for `insertRows` that counts each chunk under `label`. */
  counter(label: string): { onRows: (rows: number) => void } {
    return { onRows: (rows) => this.add(rows, label) };
  }

  finish(): void {
    this.done = this.total;
    this.report(this.total, this.total, "done");
  }
}
