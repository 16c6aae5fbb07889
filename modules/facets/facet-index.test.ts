import { describe, expect, it } from "vitest";
import { FacetIndex, type IndexItem, type SortKey } from "./facet-index";

type F = "colour" | "tags";
type S = "score" | "name";
const FACETS: readonly F[] = ["colour", "tags"];
const SORTS = { score: { direction: "desc" }, name: { direction: "asc" } } as const;

/** A small deterministic generator, so a failure names a reproducible case. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function makeItems(count: number, seed: number): IndexItem<F, S>[] {
  const next = random(seed);
  const colours = ["red", "green", "blue", "black"];
  const tags = Array.from({ length: 40 }, (_, i) => `t${i}`);
  return Array.from({ length: count }, (_, i) => {
    // Skewed tags: some common (stored as bits), most rare (stored as positions).
    const tagCount = Math.floor(next() * 4);
    const itemTags = Array.from({ length: tagCount }, () => tags[Math.floor(next() ** 3 * tags.length)]!);
    return {
      id: 1000 + i * 3,
      text: `item ${i} ${colours[i % 4]}`,
      values: { colour: [colours[Math.floor(next() * colours.length)]!], tags: itemTags },
      keys: { score: next() < 0.1 ? null : Math.floor(next() * 20), name: `n${Math.floor(next() * 50)}` },
    };
  });
}

/** What the index must answer, computed the slow, obvious way. */
function oracle(items: IndexItem<F, S>[], selection: Partial<Record<F, string[]>>, text: string) {
  const matches = (item: IndexItem<F, S>, except: F | null) =>
    item.text.includes(text) &&
    FACETS.every((f) => f === except || !selection[f]?.length || selection[f]!.some((v) => item.values[f].includes(v)));
  const counts = Object.fromEntries(
    FACETS.map((f) => {
      const tally = new Map<string, number>();
      for (const item of items) for (const v of new Set(item.values[f])) tally.set(v, tally.get(v) ?? 0);
      for (const item of items)
        if (matches(item, f)) for (const v of new Set(item.values[f])) tally.set(v, tally.get(v)! + 1);
      return [f, tally];
    }),
  );
  return { matching: items.filter((item) => matches(item, null)), counts };
}

function sorted(items: IndexItem<F, S>[], sort: S): number[] {
  const cmp = (a: SortKey, b: SortKey) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1);
  const sign = SORTS[sort].direction === "asc" ? 1 : -1;
  return [...items]
    .sort((a, b) => {
      const [ka, kb] = [a.keys[sort], b.keys[sort]];
      if (ka === null || kb === null) return cmp(ka, kb) || a.id - b.id;
      return sign * cmp(ka, kb) || a.id - b.id;
    })
    .map((item) => item.id);
}

describe("FacetIndex", () => {
  const items = makeItems(700, 7);
  const index = FacetIndex.build(FACETS, SORTS, items);
  const next = random(99);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;

  it.each(["auto", "by-value", "by-item"] as const)(
    "counts each value as the items the other facets' choices leave, for random selections (%s)",
    (counting) => {
      const index = FacetIndex.build(FACETS, SORTS, items, counting);
      for (let round = 0; round < 60; round++) {
        const selection: Partial<Record<F, string[]>> = {};
        if (next() < 0.6) selection.colour = [pick(["red", "green", "blue", "black", "none"])];
        if (next() < 0.6) selection.tags = [pick(["t0", "t1", "t5", "t30"]), pick(["t2", "t39", "t0"])];
        const text = next() < 0.3 ? pick(["item 1", "blue", "7"]) : "";
        const answer = index.query({ selection, text, sort: "score", after: null, limit: 10 });
        const expected = oracle(items, selection, text);
        expect(answer.total).toBe(expected.matching.length);
        for (const f of FACETS)
          expect(Object.fromEntries(answer.counts[f])).toEqual(Object.fromEntries(expected.counts[f]!));
      }
    },
  );

  it("pages through every match exactly once, in order, for each sort", () => {
    for (const sort of ["score", "name"] as const) {
      const selection = { tags: ["t0", "t1"] };
      const expected = sorted(oracle(items, selection, "").matching, sort);
      const seen: number[] = [];
      let after = null;
      do {
        const answer: ReturnType<typeof index.query> = index.query({ selection, sort, after, limit: 7 });
        seen.push(...answer.ids);
        after = answer.next;
      } while (after);
      expect(seen).toEqual(expected);
    }
  });

  it("pages through the items carrying `first` before the others, each group in order, once each, for any page size", () => {
    for (const [sort, value, limit] of [
      ["score", "t0", 7],
      ["name", "t1", 1],
      ["score", "t39", 5],
      ["name", "none", 4],
    ] as const) {
      const selection = { colour: ["red", "blue"] };
      const matching = oracle(items, selection, "").matching;
      const carrying = matching.filter((item) => item.values.tags.includes(value));
      const expected = [
        ...sorted(carrying, sort),
        ...sorted(
          matching.filter((item) => !carrying.includes(item)),
          sort,
        ),
      ];
      // A page size that ends a page on the first group's last item, too.
      for (const size of [limit, carrying.length || 1]) {
        const seen: number[] = [];
        let after = null;
        do {
          const answer: ReturnType<typeof index.query> = index.query({
            selection,
            sort,
            first: { facet: "tags", value },
            after,
            limit: size,
          });
          expect(answer.total).toBe(matching.length);
          seen.push(...answer.ids);
          after = answer.next;
        } while (after);
        expect(seen, `${sort} ${value} ${size}`).toEqual(expected);
      }
    }
  });

  it("goes on from a position whose item has gone (keyset, not offsets)", () => {
    const all = sorted(items, "score");
    const cut = items.find((item) => item.id === all[100])!;
    const without = FacetIndex.build(
      FACETS,
      SORTS,
      items.filter((item) => item !== cut),
    );
    const answer = without.query({
      selection: {},
      sort: "score",
      after: { key: cut.keys.score, id: cut.id },
      limit: 5,
    });
    expect(answer.ids).toEqual(all.slice(101, 106));
  });

  it("moves an item whose key changed to its new place in that order, the same as a fresh build", () => {
    const changed = items.map((item, i) => (i === 42 ? { ...item, keys: { ...item.keys, score: 99 } } : item));
    const moved = index.withKey("score", items[42]!.id, 99).withKey("score", items[7]!.id, null);
    changed[7] = { ...changed[7]!, keys: { ...changed[7]!.keys, score: null } };
    const all = (i: FacetIndex<F, S>) => i.query({ selection: {}, sort: "score", after: null, limit: 1000 }).ids;
    expect(all(moved)).toEqual(sorted(changed, "score"));
    expect(all(moved)[0]).toBe(items[42]!.id);
    expect(all(index)).toEqual(sorted(items, "score")); // the original is untouched
  });

  it("answers nothing for a value no item carries, and counts it nowhere", () => {
    const answer = index.query({ selection: { colour: ["purple"] }, sort: "name", after: null, limit: 5 });
    expect(answer).toMatchObject({ ids: [], next: null, total: 0 });
    expect(answer.counts.colour.has("purple")).toBe(false);
  });
});
