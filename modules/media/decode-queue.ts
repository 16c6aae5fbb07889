/**
 * Decoding an image takes its pixels into memory (a 40 MP upload: ~160 MB): one image at a time per
 * process, avatars and library uploads alike, so that parallel uploads of crafted images wait their turn
 * instead of each taking that much at once.
 */
let decoding: Promise<unknown> = Promise.resolve();

/** Runs `work` after every decode already waiting. */
export function oneImageAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = decoding.then(work, work);
  decoding = turn.catch(() => undefined);
  return turn;
}
