import type { z } from "zod";
import type { Db } from "#db/client";
import type { Locale } from "#contracts/locales";
import { translatorFor } from "#i18n/catalogs.server";
import type { MessageKey, Translate } from "#i18n/translator";
import { FacetIndex, type IndexItem, type SortSpec } from "./facet-index";
import { countedFacets, type FacetValue } from "./facet-values";
import { IndexStore, keptPerLocale } from "./index-store";
import { encodeFilterCursor, filterQuery, oneOf, type ParsedFilter, type ValueRule } from "./parse";
import type { VocabularyEntry, VocabularyLoader } from "./vocabulary";

/** Who an answer is for: its language, the visitor's country, and today (UTC, "YYYY-MM-DD"). */
export interface Audience {
  locale: Locale;
  country: string;
  today: string;
}

export function audienceOf(locale: Locale, country: string, moment = new Date()): Audience {
  return { locale, country, today: moment.toISOString().slice(0, 10) };
}

/** What a label formatter may use: the language, and its words. */
export interface LabelWords {
  locale: Locale;
  t: Translate;
}

interface FacetBase {
  /** The facet's name over its values on the filter pages. */
  title: MessageKey;
  /** What the facet selects, in English, for the API's documentation. */
  about: string;
}

/** A facet whose values the code fixes: each named by a message key, or by a formatter (numeric ranges). */
export interface FixedFacet extends FacetBase {
  values: readonly string[];
  label: Readonly<Record<string, MessageKey>> | ((value: string, words: LabelWords) => string);
}

/** A facet whose values are reference data, loaded with their labels per language; `rule` checks a value. */
export interface VocabularyFacet extends FacetBase {
  rule: ValueRule;
  vocabulary: VocabularyLoader;
}

export type FacetDefinition = FixedFacet | VocabularyFacet;

export interface SortDefinition extends SortSpec {
  /** The sort's name in the filter's sort menu. */
  label: MessageKey;
}

/**
 * A catalogue, declared once: everything its filter, its API and its pages need. Facets and sorts are
 * listed in display order; the first sort is the default.
 */
export interface CatalogueDefinition<F extends string, S extends string, Card, H extends string> {
  /** Names the catalogue in cache keys and logs: "casinos". */
  name: string;
  facets: Record<F, FacetDefinition>;
  /** Facets the index holds besides the public ones, for the module's own lists (never in the query). */
  indexOnly?: readonly H[];
  sorts: Record<S, SortDefinition>;
  limits: { default: number; max: number };
  /** When present, `q` searches the items' text; `about` documents it. */
  search?: { about: string };
  /** What the cards depend on besides the language: the visitor's country, the day (expiry). */
  audience?: ReadonlyArray<"country" | "today">;
  /**
   * The items every list of the filter shows first, each group in the chosen order: those carrying this
   * facet value for the visitor (the offers of their country). Its part of the audience must be in `audience`.
   */
  first?: (audience: Audience) => { facet: NoInfer<F>; value: string };
  /** Every item with its facet values and sort keys: the one query that feeds the index. */
  items: (db: Db) => Promise<Array<IndexItem<NoInfer<F | H>, NoInfer<S>>>>;
  /** The cards of these ids, in the order given. */
  cards: (db: Db, ids: number[], audience: Audience) => Promise<Card[]>;
}

/** What every catalogue filter answers: one page of cards, every facet's values with counts. */
export interface FilterResult<F extends string, Card> {
  items: Card[];
  facets: Record<F, FacetValue[]>;
  /** Items matching the whole selection (all pages). */
  total: number;
  next_cursor: string | null;
}

/** A filter's answer before its cards are read: the page's ids, in order, and the rest of the answer. */
export interface FoundPage<F extends string> {
  ids: number[];
  facets: Record<F, FacetValue[]>;
  total: number;
  next_cursor: string | null;
}

/** The filter's answer of a `FoundPage` and its cards (the keys in the order `filter` answers them). */
export function filterResult<F extends string, Card>(found: FoundPage<F>, items: Card[]): FilterResult<F, Card> {
  return { items, facets: found.facets, total: found.total, next_cursor: found.next_cursor };
}

export interface Catalogue<F extends string, S extends string, Card, H extends string = never> {
  readonly name: string;
  readonly facets: Readonly<Record<F, FacetDefinition>>;
  readonly facetKeys: readonly F[];
  readonly sortKeys: readonly [S, ...S[]];
  readonly limits: { readonly default: number; readonly max: number };
  readonly search: { about: string } | null;
  /** The query string's schema: facets (repeatable), `q` when searching, `sort`, `cursor`, `limit`. */
  readonly query: z.ZodType<ParsedFilter<F, S>>;
  /** Throws UnknownFacetValueError when a chosen value is not in the facet's vocabulary. */
  filter(db: Db, parsed: ParsedFilter<F, S>, audience: Audience): Promise<FilterResult<F, Card>>;
  /**
   * As `filter` without reading the cards (the index and vocabulary alone, kept in memory): for a page that
   * reads them in a statement of its own with its other lists. Throws as `filter` does.
   */
  find(db: Db, parsed: ParsedFilter<F, S>, audience: Audience): Promise<FoundPage<F>>;
  /** The index of a database, loaded on first use. */
  index(db: Db): Promise<FacetIndex<F | H, S>>;
  /** The items changed: the index and the vocabulary are loaded again at their next use. */
  changed(db: Db): void;
  /** The next index derived from the current one (one item's new sort key), without a reload. */
  update(db: Db, refresh: (index: FacetIndex<F | H, S>) => FacetIndex<F | H, S>): void;
  /** Every facet's values in a language, with their labels, in display order; kept per language. */
  vocabulary(db: Db, locale: Locale): Promise<Record<F, VocabularyEntry[]>>;
  /** The filter page's words: facet titles and sort names. */
  words(locale: Locale): { titles: Record<F, string>; sorts: Record<S, string> };
  /** What an answer depends on besides the query: its language, and the parts of `audience` the cards use. */
  scope(audience: Audience): string[];
}

const isFixed = (facet: FacetDefinition): facet is FixedFacet => "values" in facet;

function translated<K extends string>(keys: readonly K[], key: (k: K) => MessageKey, t: Translate) {
  return Object.fromEntries(keys.map((k) => [k, t(key(k))])) as Record<K, string>;
}

/** The query schema: each facet's values checked by its rule (a fixed facet's: one of its values). */
function queryOf<F extends string, S extends string>(
  def: Pick<CatalogueDefinition<F, S, unknown, never>, "facets" | "limits" | "search">,
  facetKeys: readonly F[],
  sortKeys: readonly [S, ...S[]],
) {
  const rules = Object.fromEntries(
    facetKeys.map((key) => {
      const facet = def.facets[key];
      return [key, isFixed(facet) ? oneOf(facet.values) : facet.rule];
    }),
  ) as Record<F, ValueRule>;
  const { default: defaultLimit, max: maxLimit } = def.limits;
  return filterQuery({ rules, sorts: sortKeys, defaultLimit, maxLimit, search: def.search !== undefined });
}

/** A fixed facet's values with their labels: a message key's words, or the formatter's. */
function fixedVocabulary({ values, label }: FixedFacet, words: LabelWords): VocabularyEntry[] {
  return values.map((value) => {
    if (typeof label === "function") return { value, label: label(value, words) };
    const key = label[value];
    return { value, label: key ? words.t(key) : value };
  });
}

/**
 * Every facet's vocabulary in a language, kept per database and language: fixed values labelled here,
 * reference data by its loader.
 */
function keptVocabulary<F extends string>(name: string, facets: Record<F, FacetDefinition>, facetKeys: readonly F[]) {
  return keptPerLocale(async (db: Db, locale: Locale) => {
    const words = { locale, t: translatorFor(locale) };
    const lists = await Promise.all(
      facetKeys.map((key) => {
        const facet = facets[key];
        return isFixed(facet) ? fixedVocabulary(facet, words) : facet.vocabulary(db, locale);
      }),
    );
    return Object.fromEntries(facetKeys.map((key, i) => [key, lists[i]!])) as Record<F, VocabularyEntry[]>;
  }, `vocabulary:${name}`);
}

/**
 * A filter's answer from the index: the page's ids and every facet's counts (the page's cards are read
 * apart). Throws UnknownFacetValueError when a chosen value is not in its facet's vocabulary.
 */
function answer<F extends string, S extends string, H extends string>(
  index: FacetIndex<F | H, S>,
  vocabulary: Record<F, VocabularyEntry[]>,
  facetKeys: readonly F[],
  parsed: ParsedFilter<F, S>,
  first: { facet: F; value: string } | undefined,
): FoundPage<F> {
  const found = index.query({
    selection: parsed.facets as Partial<Record<F | H, string[]>>,
    text: parsed.q?.toLowerCase(),
    sort: parsed.sort,
    first,
    after: parsed.position,
    limit: parsed.limit,
  });
  const facets = countedFacets(facetKeys, (key) => vocabulary[key], found.counts, parsed.facets);
  return {
    ids: found.ids,
    facets,
    total: found.total,
    next_cursor: found.next && encodeFilterCursor(parsed.sort, found.next),
  };
}

/** One catalogue from its definition: its query schema, filter, index, vocabulary and words. */
export function defineCatalogue<F extends string, S extends string, Card, H extends string = never>(
  def: CatalogueDefinition<F, S, Card, H>,
): Catalogue<F, S, Card, H> {
  const facetKeys = Object.keys(def.facets) as F[];
  const sortKeys = Object.keys(def.sorts) as [S, ...S[]];
  const store = new IndexStore(
    async (db: Db) => FacetIndex.build([...facetKeys, ...(def.indexOnly ?? [])], def.sorts, await def.items(db)),
    `index:${def.name}`,
  );
  const vocabulary = keptVocabulary(def.name, def.facets, facetKeys);
  const find = async (db: Db, parsed: ParsedFilter<F, S>, audience: Audience): Promise<FoundPage<F>> => {
    const [values, index] = await Promise.all([vocabulary(db, audience.locale), store.get(db)]);
    return answer(index, values, facetKeys, parsed, def.first?.(audience));
  };

  return {
    name: def.name,
    facets: def.facets,
    facetKeys,
    sortKeys,
    limits: def.limits,
    search: def.search ?? null,
    query: queryOf(def, facetKeys, sortKeys),
    async filter(db, parsed, audience) {
      const found = await find(db, parsed, audience);
      return filterResult(found, await def.cards(db, found.ids, audience));
    },
    find,
    index: (db) => store.get(db),
    changed: (db) => {
      store.changed(db);
      vocabulary.changed(db);
    },
    update: (db, refresh) => store.update(db, refresh),
    vocabulary,
    words: (locale) => {
      const t = translatorFor(locale);
      const titles = translated(facetKeys, (key) => def.facets[key].title, t);
      return { titles, sorts: translated(sortKeys, (sort) => def.sorts[sort].label, t) };
    },
    scope: (audience) => [audience.locale, ...(def.audience ?? []).map((part) => audience[part])],
  };
}
