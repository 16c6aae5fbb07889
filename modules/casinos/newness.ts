/**
 * "New" means new (issue 15): a casino is new for {@link NEW_CASINO_MONTHS} months after its launch date,
 * whenever we published it. The new lists hold only new casinos, the latest launch first.
 */

/** How long after its launch a casino counts as new. */
export const NEW_CASINO_MONTHS = 24;

/** The earliest launch day ("YYYY-MM-DD") of a casino still new on `asOf`. */
export function newSince(asOf: Date, months = NEW_CASINO_MONTHS): string {
  const since = new Date(Date.UTC(asOf.getUTCFullYear(), asOf.getUTCMonth() - months, asOf.getUTCDate()));
  return since.toISOString().slice(0, 10);
}
