/**
 * What a console list says before its rows: why it failed (an alert), or "Loading…" until it first loads,
 * never both: a list that failed has nothing on its way.
 */
export function ListStatus({ failure, loaded }: { failure: string | null; loaded: boolean }) {
  if (failure) return <p role="alert">{failure}</p>;
  return loaded ? null : <p role="status">Loading…</p>;
}
