/**
 * Bonus validity. Dates are ISO "YYYY-MM-DD" strings, which compare correctly as text; "today" is always
 * handed in (the loader takes it once per request), so these stay pure and testable.
 */

/** Expired once its valid-until day has passed (that day itself still counts); no date: runs until withdrawn. */
export function isExpired(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today;
}

/** A moment's UTC day as "YYYY-MM-DD". */
export function isoDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** The day before a "YYYY-MM-DD" day. */
export function dayBefore(day: string): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000));
}
