/**
 * The opaque keyset cursor of "load more": the sort it belongs to, the last item's sort key (a number,
 * a string, or null for a missing value) and its id. Base64url JSON, so it travels in a URL untouched.
 * A cursor is only read back after its fields are checked.
 */
export type SortKey = number | string | null;

export interface CursorPosition {
  sort: string;
  key: SortKey;
  id: number;
}

const MAX_KEY_LENGTH = 200;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString("base64url");
}

const isKey = (key: unknown): key is SortKey =>
  key === null ||
  (typeof key === "number" && Number.isFinite(key)) ||
  (typeof key === "string" && key.length <= MAX_KEY_LENGTH);

/** The position, or an error message naming what is wrong. */
export function decodeCursor(cursor: string, sort: string): CursorPosition | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return { error: "is not a cursor this API gave out" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { error: "is not a cursor this API gave out" };
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort) return { error: "belongs to another sort order" };
  if (!isKey(key) || typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return { error: "is not a cursor this API gave out" };
  }
  return { sort, key, id };
}
