import type { CasinoSort } from "./facets";

/**
 * The opaque keyset cursor of "load more": the sort it belongs to, the last item's sort key (as text,
 * exactly as the database printed it; null for a missing users score) and its id. Base64url JSON, so it
 * travels in a URL untouched. A cursor is only read back after its fields are checked.
 */
export interface CursorPosition {
  sort: CasinoSort;
  key: string | null;
  id: number;
}

const NUMBER = /^\d{1,12}(?:\.\d{1,4})?$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?Z$/;

/** The shape a key must have for each sort, so that casting it in SQL cannot fail. */
const KEY_SHAPE: Record<CasinoSort, { pattern: RegExp; nullable: boolean }> = {
  safety: { pattern: NUMBER, nullable: false },
  users: { pattern: NUMBER, nullable: true },
  newest: { pattern: MOMENT, nullable: false },
  min_deposit: { pattern: NUMBER, nullable: false },
};

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([position.sort, position.key, position.id])).toString("base64url");
}

/** The position, or an error message naming what is wrong. */
export function decodeCursor(cursor: string, sort: CasinoSort): CursorPosition | { error: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return { error: "is not a cursor this API gave out" };
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) return { error: "is not a cursor this API gave out" };
  const [cursorSort, key, id] = parsed as unknown[];
  if (cursorSort !== sort) return { error: "belongs to another sort order" };
  const shape = KEY_SHAPE[sort];
  const keyOk = key === null ? shape.nullable : typeof key === "string" && shape.pattern.test(key);
  if (!keyOk || typeof id !== "number" || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    return { error: "is not a cursor this API gave out" };
  }
  return { sort, key: key as string | null, id };
}
