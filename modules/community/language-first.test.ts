import { describe, expect, it } from "vitest";
import type { LanguageGroup } from "#contracts/review-languages";
import { encodeCursor } from "#modules/paging";
import { decodeLanguageCursor, encodeLanguageCursor, languageFirstPage, type LanguagePhase } from "./language-first";

interface Item {
  id: number;
  group: LanguageGroup;
  at: number;
}

/** Items in the list's order (newest first, then id), as the keyset queries read them. */
function table(items: Item[]) {
  const sorted = [...items].sort((a, b) => b.at - a.at || b.id - a.id);
  let reads = 0;
  const fetch =
    (group: LanguageGroup) =>
    async (phase: LanguagePhase, after: { key: unknown; id: number } | null, limit: number) => {
      reads++;
      return sorted
        .filter((i) => (phase === 1 ? i.group === group : i.group !== group))
        .filter((i) => !after || i.at < Number(after.key) || (i.at === Number(after.key) && i.id < after.id))
        .slice(0, limit);
    };
  return { sorted, fetch, reads: () => reads };
}

async function everyPage(items: Item[], group: LanguageGroup, limit: number) {
  const { fetch, reads } = table(items);
  const seen: Item[] = [];
  const pages: number[] = [];
  let cursor: string | null | undefined;
  while (cursor !== null) {
    const after = cursor ? decodeLanguageCursor(cursor, "newest", group, (k) => typeof k === "number") : null;
    if (cursor) expect(after).not.toBeNull();
    const page = await languageFirstPage<Item>({
      sort: "newest",
      group,
      after,
      limit,
      keyOf: (i) => i.at,
      fetch: fetch(group),
    });
    expect(page.items.length).toBeLessThanOrEqual(limit);
    seen.push(...page.items);
    pages.push(page.items.length);
    cursor = page.nextCursor;
  }
  return { seen, pages, reads: reads() };
}

/** A small deterministic mix: several groups, shared moments (ties on the key). */
function items(n: number): Item[] {
  const groups: LanguageGroup[] = ["en", "pt", "es", "ua", "fr", "bn"];
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    group: groups[(i * 7) % 5 === 0 ? 1 : i % 6]!,
    at: 1000 - ((i * 37) % 23),
  }));
}

describe("language-first keyset paging", () => {
  it.each([1, 2, 3, 5, 8, 13, 40])(
    "gives the visitor's group, then the others, without duplicates or gaps (limit %i)",
    async (limit) => {
      const data = items(40);
      for (const group of ["pt", "en", "es", "bn"] as LanguageGroup[]) {
        const { sorted } = table(data);
        const expected = [...sorted.filter((i) => i.group === group), ...sorted.filter((i) => i.group !== group)];
        const { seen, pages } = await everyPage(data, group, limit);
        expect(seen.map((i) => i.id)).toEqual(expected.map((i) => i.id));
        // Every page but the last is full: the pages run on from one group into the other.
        expect(pages.slice(0, -1).every((n) => n === limit)).toBe(true);
      }
    },
  );

  it("hands out the others' start when the visitor's group ends on a page's last item", async () => {
    const data: Item[] = [
      { id: 1, group: "pt", at: 5 },
      { id: 2, group: "pt", at: 4 },
      { id: 3, group: "en", at: 9 },
    ];
    const { fetch } = table(data);
    const first = await languageFirstPage<Item>({
      sort: "newest",
      group: "pt",
      after: null,
      limit: 2,
      keyOf: (i) => i.at,
      fetch: fetch("pt"),
    });
    expect(first.items.map((i) => i.id)).toEqual([1, 2]);
    expect(decodeLanguageCursor(first.nextCursor!, "newest", "pt", () => true)).toEqual({ phase: 2, at: null });
    const { seen } = await everyPage(data, "pt", 2);
    expect(seen.map((i) => i.id)).toEqual([1, 2, 3]);
  });

  it("ends without a cursor when there is nothing after the visitor's group, and works when it is empty", async () => {
    expect((await everyPage([{ id: 1, group: "pt", at: 1 }], "pt", 1)).seen.map((i) => i.id)).toEqual([1]);
    expect(
      (
        await everyPage(
          [
            { id: 1, group: "en", at: 1 },
            { id: 2, group: "fr", at: 2 },
          ],
          "ua",
          1,
        )
      ).seen.map((i) => i.id),
    ).toEqual([2, 1]);
    expect((await everyPage([], "en", 3)).seen).toEqual([]);
  });

  it("refuses cursors of another visitor group, another order, the plain list, or a forged start", () => {
    const cursor = encodeLanguageCursor("newest", "pt", { phase: 1, at: { key: 5, id: 3 } });
    expect(decodeLanguageCursor(cursor, "newest", "pt", () => true)).toEqual({ phase: 1, at: { key: 5, id: 3 } });
    expect(decodeLanguageCursor(cursor, "newest", "en", () => true)).toBeNull();
    expect(decodeLanguageCursor(cursor, "helpful", "pt", () => true)).toBeNull();
    expect(
      decodeLanguageCursor(encodeCursor({ sort: "newest", key: 5, id: 3 }), "newest", "pt", () => true),
    ).toBeNull();
    // A null key only names the others' start (with its marker id), never a phase-1 position.
    expect(
      decodeLanguageCursor(
        encodeCursor({ sort: "newest~pt~1", key: null, id: 3 }),
        "newest",
        "pt",
        (k) => typeof k === "number",
      ),
    ).toBeNull();
    expect(
      decodeLanguageCursor(encodeCursor({ sort: "newest~pt~2", key: null, id: 3 }), "newest", "pt", () => true),
    ).toBeNull();
  });
});
