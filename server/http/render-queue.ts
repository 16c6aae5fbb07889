/**
 * Busy pages a change dropped, rendered again in the background one at a time, each after the event loop
 * has had a turn (`setImmediate`): a rating drops ~18 busy list pages at once (every language), and
 * rendered together on their first requests they held the process ~150 ms, every read arriving meanwhile
 * waiting behind them (p99 120 ms under scripts/bench/mixed.ts). In turn, reads are answered between two
 * renders (docs/decisions/0058).
 *
 * At most `limit` renders wait: beyond that a page is not queued, and renders on its next request, as a
 * page seldom asked for does.
 */
export class RenderQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;

  constructor(private readonly limit = 64) {}

  /** Queues a render; false when `limit` renders already wait. A task's failure is its own to report. */
  add(render: () => Promise<void>): boolean {
    if (this.full) return false;
    this.waiting++;
    this.tail = this.tail.then(async () => {
      await new Promise((resolve) => setImmediate(resolve));
      this.waiting--;
      await render().catch(() => undefined);
    });
    return true;
  }

  /** Whether `limit` renders wait already (a render added now would not be queued). */
  get full(): boolean {
    return this.waiting >= this.limit;
  }

  /** Renders queued and not yet started. */
  get size(): number {
    return this.waiting;
  }
}
