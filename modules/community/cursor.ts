/** Keyset cursors: the sort value and id of the last item, opaque to clients (base64url JSON). */
export interface Cursor {
  value: string | number;
  id: number;
}

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString("base64url");
}

export function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, "base64url").toString());
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if ((typeof value !== "string" && typeof value !== "number") || typeof id !== "number" || !Number.isSafeInteger(id))
      return null;
    return { value, id };
  } catch {
    return null;
  }
}
