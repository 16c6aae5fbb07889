import { countBits, countBoth, emptyBits, hasBit, intersectInto, setBit, uniteInto, type Bits } from "./bitset";

/**
 * An in-memory faceted search index over a catalogue (casinos, slots, bonuses): which items carry which
 * facet values, their search text and their sort keys. It answers the catalogue filters of docs/product-spec.md §3 —
 * one page of ids in a sort order after a keyset position, and for every facet value the number of items
 * that choosing it would give (standard faceted counts: the facet's own choices are left out) — in
 * memory, in time that follows the size of the catalogue in words of 32 items, never the database's
 * round trips. Values are OR'ed within a facet, facets AND'ed. Docs: docs/decisions/0010.
 */

export type SortKey = number | string | null;

export interface SortSpec {
  direction: "asc" | "desc";
}

export interface IndexItem<F extends string, S extends string> {
  id: number;
  /** What `text` queries search, lower-cased. */
  text: string;
  values: Record<F, readonly string[]>;
  keys: Record<S, SortKey>;
}

/**
 * A keyset position: the last item shown, by its sort key and id; `rest` when a query with `first` has moved
 * past its first group (the items carrying the value) to the others.
 */
export interface Position {
  key: SortKey;
  id: number;
  rest?: boolean;
}

export interface IndexQuery<F extends string, S extends string> {
  selection: Partial<Record<F, readonly string[]>>;
  /** Lower-cased text the items' text must contain; empty for none. */
  text?: string;
  sort: S;
  /** The items carrying this facet value come first (e.g. the offers of the visitor's country), each group in `sort` order. */
  first?: { facet: F; value: string };
  after: Position | null;
  limit: number;
}

export interface IndexAnswer<F extends string> {
  ids: number[];
  /** The page's last item when more follow; null on the last page. */
  next: Position | null;
  /** Items matching the whole selection. */
  total: number;
  /** For each facet, the count of each value it holds. */
  counts: Record<F, Map<string, number>>;
}

interface ValueSet {
  value: string;
  size: number;
  /** Ascending positions of the items carrying the value. */
  positions: Int32Array;
  /** The same as bits, kept for values common enough that a pass over words beats a pass over positions. */
  bits: Bits | null;
}

/**
 * One sort's keys by position. Numeric keys live in a Float64Array (NaN for a missing one): a 200,000-
 * item catalogue then holds no boxed number per item, which keeps garbage collection short.
 */
type KeyColumn = Float64Array | SortKey[];

function keyColumn(keys: SortKey[]): KeyColumn {
  return keys.every((k) => k === null || typeof k === "number") ? Float64Array.from(keys, (k) => k ?? NaN) : keys;
}

function keyAt(column: KeyColumn, position: number): SortKey {
  const key = column[position]!;
  return typeof key === "number" && Number.isNaN(key) ? null : key;
}

function withKeyAt(column: KeyColumn, position: number, key: SortKey): KeyColumn {
  if (column instanceof Float64Array && (key === null || typeof key === "number")) {
    const copy = column.slice();
    copy[position] = key ?? NaN;
    return copy;
  }
  const copy = Array.from(column as ArrayLike<SortKey>, (_, p) => keyAt(column, p));
  copy[position] = key;
  return copy;
}

/** Dense values (more than 1 item in 8) are counted word by word, rarer ones position by position. */
const DENSE_SHARE = 8;

/**
 * How many of the positions are in `bits`: an indexed, branch-free loop (for…of over a typed array is
 * ~10× slower, a branch on the bit ~2×).
 */
function countPositions(positions: Int32Array, bits: Bits): number {
  let n = 0;
  for (let i = 0; i < positions.length; i++) {
    const p = positions[i]!;
    n += (bits[p >>> 5]! >>> (p & 31)) & 1;
  }
  return n;
}

/** Ties in every order are broken by the id, ascending: positions are unique and "after" is exact. */
function compareKeys(a: SortKey, aId: number, b: SortKey, bId: number, direction: "asc" | "desc"): number {
  if (a !== b) {
    if (a === null) return 1;
    if (b === null) return -1;
    const order = a < b ? -1 : 1;
    return direction === "asc" ? order : -order;
  }
  return aId - bId;
}

/** One facet: its values both ways — items by value (the sets) and values by item (forward). */
interface FacetData {
  sets: ValueSet[];
  byValue: Map<string, ValueSet>;
  /** The ids (indexes in `sets`) of the values of the item at position p: valueIds[offsets[p] … offsets[p + 1]). */
  offsets: Int32Array;
  valueIds: Int32Array;
  /** The work of counting every value by its set, in word-sized steps. */
  inverseCost: number;
}

/** How counts are taken: the cheaper way per facet and query, or one way (the tests check both). */
export type Counting = "auto" | "by-value" | "by-item";

interface Parts<F extends string, S extends string> {
  ids: Int32Array;
  texts: string[];
  keys: Record<S, KeyColumn>;
  orders: Record<S, Int32Array>;
  values: Record<F, FacetData>;
  counting: Counting;
}

export class FacetIndex<F extends string, S extends string> {
  readonly size: number;
  private readonly ids: Int32Array;
  private readonly texts: string[];
  private readonly keys: Record<S, KeyColumn>;
  private readonly orders: Record<S, Int32Array>;
  private readonly values: Record<F, FacetData>;
  private readonly counting: Counting;
  private positionById: Map<number, number> | null = null;

  private constructor(
    readonly facets: readonly F[],
    private readonly sorts: Record<S, SortSpec>,
    parts: Parts<F, S>,
  ) {
    this.size = parts.ids.length;
    ({
      ids: this.ids,
      texts: this.texts,
      keys: this.keys,
      orders: this.orders,
      values: this.values,
      counting: this.counting,
    } = parts);
  }

  static build<F extends string, S extends string>(
    facets: readonly F[],
    sorts: Record<S, SortSpec>,
    items: ReadonlyArray<IndexItem<F, S>>,
    counting: Counting = "auto",
  ): FacetIndex<F, S> {
    const size = items.length;
    const ids = Int32Array.from(items, (item) => item.id);
    const sortNames = Object.keys(sorts) as S[];
    const keys = Object.fromEntries(sortNames.map((s) => [s, keyColumn(items.map((item) => item.keys[s]))])) as Record<
      S,
      KeyColumn
    >;
    const orders = Object.fromEntries(
      sortNames.map((s) => {
        const order = Int32Array.from(items, (_, i) => i);
        const [k, direction] = [keys[s], sorts[s].direction];
        order.sort((a, b) => compareKeys(keyAt(k, a), ids[a]!, keyAt(k, b), ids[b]!, direction));
        return [s, order];
      }),
    ) as Record<S, Int32Array>;

    const values = {} as Record<F, FacetData>;
    for (const facet of facets) {
      const lists = new Map<string, number[]>();
      items.forEach((item, position) => {
        for (const value of new Set(item.values[facet])) {
          const list = lists.get(value);
          if (list) list.push(position);
          else lists.set(value, [position]);
        }
      });
      const sets: ValueSet[] = [];
      const degree = new Int32Array(size + 1);
      for (const [value, list] of lists) {
        const positions = Int32Array.from(list);
        let bits: Bits | null = null;
        if (positions.length * DENSE_SHARE > size) {
          bits = emptyBits(size);
          for (let i = 0; i < positions.length; i++) setBit(bits, positions[i]!);
        }
        for (let i = 0; i < positions.length; i++) degree[positions[i]! + 1]!++;
        sets.push({ value, size: positions.length, positions, bits });
      }
      const offsets = degree;
      for (let p = 0; p < size; p++) offsets[p + 1]! += offsets[p]!;
      const valueIds = new Int32Array(offsets[size]!);
      const fill = offsets.slice(0, size);
      sets.forEach((set, id) => {
        for (let i = 0; i < set.positions.length; i++) valueIds[fill[set.positions[i]!]!++] = id;
      });
      const words = emptyBits(size).length;
      values[facet] = {
        sets,
        byValue: new Map(sets.map((set) => [set.value, set])),
        offsets,
        valueIds,
        inverseCost: sets.reduce((cost, set) => cost + (set.bits ? words : set.size), 0),
      };
    }
    return new FacetIndex(facets, sorts, {
      ids,
      texts: items.map((item) => item.text),
      keys,
      orders,
      values,
      counting,
    });
  }

  /**
   * The same index with one item's key in one sort changed (a new users score): that order is copied
   * and the item moved to its new place; everything else is shared. An unknown id changes nothing.
   */
  withKey(sort: S, id: number, key: SortKey): FacetIndex<F, S> {
    this.positionById ??= new Map(Array.from(this.ids, (itemId, position) => [itemId, position]));
    const position = this.positionById.get(id);
    if (position === undefined) return this;
    const keys = withKeyAt(this.keys[sort], position, key);
    const direction = this.sorts[sort].direction;
    const rest = this.orders[sort].filter((p) => p !== position);
    let at = 0;
    let high = rest.length;
    while (at < high) {
      const mid = (at + high) >>> 1;
      const p = rest[mid]!;
      if (compareKeys(keyAt(keys, p), this.ids[p]!, key, id, direction) < 0) at = mid + 1;
      else high = mid;
    }
    const order = new Int32Array(rest.length + 1);
    order.set(rest.subarray(0, at));
    order[at] = position;
    order.set(rest.subarray(at), at + 1);
    const next = new FacetIndex(this.facets, this.sorts, {
      ids: this.ids,
      texts: this.texts,
      keys: { ...this.keys, [sort]: keys },
      orders: { ...this.orders, [sort]: order },
      values: this.values,
      counting: this.counting,
    });
    next.positionById = this.positionById;
    return next;
  }

  /** The items carrying any of the chosen values of a facet (values no item carries add nothing). */
  private union(facet: F, chosen: readonly string[]): Bits {
    const bits = emptyBits(this.size);
    for (const value of chosen) {
      const set = this.values[facet].byValue.get(value);
      if (!set) continue;
      if (set.bits) uniteInto(bits, set.bits);
      else for (let i = 0; i < set.positions.length; i++) setBit(bits, set.positions[i]!);
    }
    return bits;
  }

  private textBits(text: string): Bits {
    const bits = emptyBits(this.size);
    for (let p = 0; p < this.size; p++) if (this.texts[p]!.includes(text)) setBit(bits, p);
    return bits;
  }

  /** The intersection of the given sets; null stands for "every item" (nothing narrows it). */
  private intersection(sets: Bits[]): Bits | null {
    if (sets.length === 0) return null;
    const out = Uint32Array.from(sets[0]!);
    for (let i = 1; i < sets.length; i++) intersectInto(out, sets[i]!);
    return out;
  }

  /**
   * Each value's items within `within`, the cheaper of two ways: by value (a pass over each value's set)
   * or by item (a pass over the items within, tallying their values) — the second wins when few items
   * match, which is the usual case with two facets chosen.
   */
  private countFacet(data: FacetData, within: Bits | null, matches: number): Map<string, number> {
    const tally = new Map<string, number>();
    const byItemCost = (within?.length ?? 0) + matches * (1 + data.valueIds.length / Math.max(this.size, 1)) * 2;
    const byItem =
      within !== null && (this.counting === "by-item" || (this.counting === "auto" && byItemCost < data.inverseCost));
    if (!byItem) {
      for (const set of data.sets) tally.set(set.value, this.count(set, within));
      return tally;
    }
    const counts = new Int32Array(data.sets.length);
    const { offsets, valueIds } = data;
    for (let i = 0; i < within.length; i++) {
      let word = within[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        const p = (i << 5) + 31 - Math.clz32(lowest);
        for (let k = offsets[p]!; k < offsets[p + 1]!; k++) counts[valueIds[k]!]!++;
        word ^= lowest;
      }
    }
    data.sets.forEach((set, id) => tally.set(set.value, counts[id]!));
    return tally;
  }

  private count(set: ValueSet, within: Bits | null): number {
    if (within === null) return set.size;
    return set.bits ? countBoth(set.bits, within) : countPositions(set.positions, within);
  }

  query(query: IndexQuery<F, S>): IndexAnswer<F> {
    const chosen = this.facets.filter((f) => (query.selection[f]?.length ?? 0) > 0);
    const masks = new Map(chosen.map((f) => [f, this.union(f, query.selection[f]!)]));
    const base = query.text ? [this.textBits(query.text)] : [];
    const all = this.intersection([...base, ...masks.values()]);
    const total = all === null ? this.size : countBits(all);

    const counts = {} as Record<F, Map<string, number>>;
    for (const facet of this.facets) {
      if (!masks.has(facet)) {
        counts[facet] = this.countFacet(this.values[facet], all, total);
        continue;
      }
      const within = this.intersection([...base, ...chosen.filter((f) => f !== facet).map((f) => masks.get(f)!)]);
      counts[facet] = this.countFacet(this.values[facet], within, within === null ? this.size : countBits(within));
    }

    const { ids, next } = query.first
      ? this.pageFirst(all, this.union(query.first.facet, [query.first.value]), query)
      : this.page(all, query.sort, query.after, query.limit, () => true);
    return { ids, next, total, counts };
  }

  /**
   * A page of `matching` items with those in `first` before the others, each group in `sort` order. A
   * position in the first group goes on there, then to the rest from its start; one in the rest (`rest`)
   * goes on in the rest.
   */
  private pageFirst(matching: Bits | null, first: Bits, { sort, after, limit }: IndexQuery<F, S>) {
    const others = (p: number) => !hasBit(first, p);
    if (after?.rest) {
      const tail = this.page(matching, sort, after, limit, others);
      return { ids: tail.ids, next: tail.next && { ...tail.next, rest: true } };
    }
    const head = this.page(matching, sort, after, limit, (p) => hasBit(first, p));
    if (head.more) return head;
    const tail = this.page(matching, sort, null, limit - head.ids.length, others);
    const ids = [...head.ids, ...tail.ids];
    if (!tail.more) return { ids, next: null };
    // The page ends with the first group's last item when it filled the page: the next starts the rest.
    return { ids, next: tail.last ? { ...tail.last, rest: true } : head.last };
  }

  /**
   * Up to `limit` ids of the `matching` items that pass `keep`, in `sort` order after `after`; `more` when
   * others follow, `next` the position to go on from then, `last` the last item shown.
   */
  private page(matching: Bits | null, sort: S, after: Position | null, limit: number, keep: (p: number) => boolean) {
    const order = this.orders[sort];
    const keys = this.keys[sort];
    const direction = this.sorts[sort].direction;
    let start = 0;
    if (after) {
      // The first position in the order that comes after the cursor (binary search).
      let high = order.length;
      while (start < high) {
        const mid = (start + high) >>> 1;
        const p = order[mid]!;
        if (compareKeys(keyAt(keys, p), this.ids[p]!, after.key, after.id, direction) <= 0) start = mid + 1;
        else high = mid;
      }
    }
    const positions: number[] = [];
    for (let i = start; i < order.length && positions.length <= limit; i++) {
      const p = order[i]!;
      if ((matching === null || hasBit(matching, p)) && keep(p)) positions.push(p);
    }
    const shown = positions.slice(0, limit);
    const lastPosition = shown[shown.length - 1];
    const last = lastPosition === undefined ? null : { key: keyAt(keys, lastPosition), id: this.ids[lastPosition]! };
    const more = positions.length > limit;
    return { ids: shown.map((p) => this.ids[p]!), next: more ? last : null, more, last };
  }
}
