import type { LanguageGroup } from "#contracts/review-languages";
import { decodeCursor, encodeCursor, type CursorKey } from "#modules/paging";

/**
 * Keyset paging over two groups (issue 15, rule 7): the visitor's language group first, then every other
 * language, each newest (or most helpful) first. A page that empties the first group goes on with the second,
 * so paging crosses the groups without duplicates or gaps. The cursor names its group: `<sort>~<lang>~1` while
 * in the visitor's group, `<sort>~<lang>~2` in the others (a key of null there: the others' start). A cursor
 * of another visitor language or order is refused, like any cursor of another list.
 */
export type LanguagePhase = 1 | 2;

export interface LanguagePosition {
  phase: LanguagePhase;
  /** The last item's key and id; null: the start of the phase (only phase 2's start is ever handed out). */
  at: { key: CursorKey; id: number } | null;
}

const MAX_ID = 2_147_483_647;

const sortName = (sort: string, group: LanguageGroup, phase: LanguagePhase) => `${sort}~${group}~${phase}`;

export function encodeLanguageCursor(sort: string, group: LanguageGroup, position: LanguagePosition): string {
  return encodeCursor({
    sort: sortName(sort, group, position.phase),
    key: position.at?.key ?? null,
    id: position.at?.id ?? MAX_ID,
  });
}

/** The position, or null when the text is not a cursor of this order and visitor language. */
export function decodeLanguageCursor(
  text: string,
  sort: string,
  group: LanguageGroup,
  accepts: (key: CursorKey) => boolean,
): LanguagePosition | null {
  const first = decodeCursor(text, sortName(sort, group, 1), accepts);
  if (!("error" in first)) return { phase: 1, at: { key: first.key, id: first.id } };
  const second = decodeCursor(text, sortName(sort, group, 2), (key) => key === null || accepts(key));
  if ("error" in second) return null;
  if (second.key === null) return second.id === MAX_ID ? { phase: 2, at: null } : null;
  return { phase: 2, at: { key: second.key, id: second.id } };
}

/**
 * One page: `fetch(phase, after, limit)` reads up to `limit` items of a phase after a position, in the list's
 * order (the caller's keyset query through its index). At most two reads: the visitor's group, then the
 * others when the first runs out on this page.
 */
export async function languageFirstPage<T extends { id: number }>(options: {
  sort: string;
  group: LanguageGroup;
  after: LanguagePosition | null;
  limit: number;
  keyOf: (item: T) => CursorKey;
  fetch: (phase: LanguagePhase, after: { key: CursorKey; id: number } | null, limit: number) => Promise<T[]>;
}): Promise<{ items: T[]; nextCursor: string | null }> {
  const { sort, group, after, limit, keyOf, fetch } = options;
  const cursorAt = (phase: LanguagePhase, item: T | null) =>
    encodeLanguageCursor(sort, group, { phase, at: item ? { key: keyOf(item), id: item.id } : null });
  let items: T[] = [];
  if (!after || after.phase === 1) {
    const own = await fetch(1, after?.at ?? null, limit + 1);
    if (own.length > limit) {
      items = own.slice(0, limit);
      return { items, nextCursor: cursorAt(1, items.at(-1)!) };
    }
    items = own;
  }
  const room = limit - items.length;
  const others = await fetch(2, after?.phase === 2 ? after.at : null, room + 1);
  if (room === 0) return { items, nextCursor: others.length > 0 ? cursorAt(2, null) : null };
  const taken = others.slice(0, room);
  return {
    items: [...items, ...taken],
    nextCursor: others.length > room ? cursorAt(2, taken.at(-1)!) : null,
  };
}
