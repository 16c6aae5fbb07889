/**
 * The opaque keyset cursor of every "load more" of the app (catalogue filters, casino groups, reviews,
 * comments): the sort it belongs to, the last item's sort key (a number, a string, or null for a missing
 * value) and its id. Base64url JSON, so it travels in a URL untouched. A cursor is only read back after
 * its fields are checked: a cursor of another sort, or one with a key the sort cannot hold, is refused.
 */
export type CursorKey = number | string | null;

export interface CursorPosition {
  sort: string;
  key: CursorKey;
  id: number;
}

const MAX_KEY_LENGTH = 200;
const MAX_ID = 2_147_483_647;
const FOREIGN = "is not a cursor this API gave out";

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString("base64url");
}

const isKey = (key: unknown): key is CursorKey =>
  key === null ||
  (typeof key === "number" && Number.isFinite(key)) ||
  (typeof key === "string" && key.length <= MAX_KEY_LENGTH);

/**
 * The position, or an error message naming what is wrong. `accepts` narrows the keys the sort can hold
 * (see `timestampKey`, `countKey`); any number, string up to 200 characters or null otherwise.
 */
export function decodeCursor(
  cursor: string,
  sort: string,
  accepts: (key: CursorKey) => boolean = () => true,
): CursorPosition | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return { error: FOREIGN };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { error: FOREIGN };
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort) return { error: "belongs to another sort order" };
  if (!isKey(key) || !accepts(key) || typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    return { error: FOREIGN };
  }
  return { sort, key, id };
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;

/** A key that is a moment as `Date.toISOString()` writes it (newest-first lists). */
export const timestampKey = (key: CursorKey): key is string =>
  typeof key === "string" && ISO_TIMESTAMP.test(key) && Number.isFinite(Date.parse(key));

/** A key that is a count: a whole number from 0 within integer range (e.g. helpful votes). */
export const countKey = (key: CursorKey): key is number =>
  typeof key === "number" && Number.isSafeInteger(key) && key >= 0 && key <= MAX_ID;
