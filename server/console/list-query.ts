import { z } from "zod";
import { CONTENT_STATUSES } from "#contracts/content";
import type { ConsolePage } from "#contracts/document-fields";
import type { ListOrder, ListPosition } from "#modules/content";
import { decodeCursor, encodeCursor } from "#modules/paging";
import { invalidQuery } from "../http/errors";

/**
 * What every kind's console list takes (bonuses, posts, authors, pages): a text to search, a status
 * (`pending`: on the site with newer revisions), and keyset paging by cursor; each adds its filters and sorts.
 */
export const listQueryShape = {
  q: z.string().trim().max(100).optional(),
  status: z.enum([...CONTENT_STATUSES, "pending"]).optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
};

/** The query of a list with only search, status and paging (authors, information pages). */
export const simpleListQuery = z.object(listQueryShape);

export const yesNo = z
  .enum(["yes", "no"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "yes"));

/** A console list's cursor belongs to its kind and sort, and holds a key of the sort's type. */
const cursorSort = (kind: string, sort: string) => `console-${kind}-${sort}`;

/** Where the page starts: after the cursor's position (400 invalid_cursor for one this list did not give). */
export function listPosition(
  cursor: string | undefined,
  kind: string,
  sort: string,
  order: ListOrder,
): ListPosition | null {
  if (!cursor) return null;
  const position = decodeCursor(cursor, cursorSort(kind, sort), (key) =>
    order.type === "number" ? typeof key === "number" && Number.isSafeInteger(key) : typeof key === "string",
  );
  if ("error" in position) throw invalidQuery("cursor", "invalid_cursor", `The cursor ${position.error}`);
  return { key: position.key!, id: position.id };
}

/** A list's answer: its rows and the next page's cursor. */
export function listAnswer<R>(
  page: { items: R[]; next: ListPosition | null },
  kind: string,
  sort: string,
): ConsolePage<R> {
  return {
    items: page.items,
    next_cursor: page.next ? encodeCursor({ sort: cursorSort(kind, sort), ...page.next }) : null,
  };
}
