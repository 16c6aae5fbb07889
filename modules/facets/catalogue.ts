import type { z } from "zod";
import type { Db } from "#db/client";
import type { Locale } from "#contracts/locales";
import { translatorFor } from "#i18n/catalogs.server";
import type { MessageKey, Translate } from "#i18n/translator";
import { encodeCursor } from "./cursor";
import { FacetIndex, type IndexItem, type SortSpec } from "./facet-index";
import { countedFacets, type FacetValue } from "./facet-values";
import { IndexStore, keptPerLocale } from "./index-store";
import { filterQuery, oneOf, type ParsedFilter, type ValueRule } from "./parse";
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
  /** The index of a database, loaded on first use. */
  index(db: Db): Promise<FacetIndex<F | H, S>>;
  /** The items changed: the index is loaded again at its next use. */
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

/** One catalogue from its definition: its query schema, filter, index, vocabulary and words. */
export function defineCatalogue<F extends string, S extends string, Card, H extends string = never>(
  def: CatalogueDefinition<F, S, Card, H>,
): Catalogue<F, S, Card, H> {
  const facetKeys = Object.keys(def.facets) as F[];
  const sortKeys = Object.keys(def.sorts) as [S, ...S[]];
  const rules = Object.fromEntries(
    facetKeys.map((key) => {
      const facet = def.facets[key];
      return [key, isFixed(facet) ? oneOf(facet.values) : facet.rule];
    }),
  ) as Record<F, ValueRule>;
  const query = filterQuery({
    rules,
    sorts: sortKeys,
    defaultLimit: def.limits.default,
    maxLimit: def.limits.max,
    search: def.search !== undefined,
  });
  const store = new IndexStore(async (db: Db) =>
    FacetIndex.build([...facetKeys, ...(def.indexOnly ?? [])], def.sorts, await def.items(db)),
  );

  /** Fixed values are labelled here, reference data by its loader; both kept per database and language. */
  const vocabulary = keptPerLocale(async (db: Db, locale: Locale) => {
    const t = translatorFor(locale);
    const lists = await Promise.all(
      facetKeys.map((key): VocabularyEntry[] | Promise<VocabularyEntry[]> => {
        const facet = def.facets[key];
        if (!isFixed(facet)) return facet.vocabulary(db, locale);
        const { label } = facet;
        return facet.values.map((value) => {
          if (typeof label === "function") return { value, label: label(value, { locale, t }) };
          const key = label[value];
          return { value, label: key ? t(key) : value };
        });
      }),
    );
    return Object.fromEntries(facetKeys.map((key, i) => [key, lists[i]!])) as Record<F, VocabularyEntry[]>;
  });

  return {
    name: def.name,
    facets: def.facets,
    facetKeys,
    sortKeys,
    limits: def.limits,
    search: def.search ?? null,
    query,

    async filter(db, parsed, audience) {
      const [values, index] = await Promise.all([vocabulary(db, audience.locale), store.get(db)]);
      const answer = index.query({
        selection: parsed.facets as Partial<Record<F | H, string[]>>,
        text: parsed.q?.toLowerCase(),
        sort: parsed.sort,
        after: parsed.position,
        limit: parsed.limit,
      });
      const facets = countedFacets(facetKeys, (key) => values[key], answer.counts, parsed.facets);
      return {
        items: await def.cards(db, answer.ids, audience),
        facets,
        total: answer.total,
        next_cursor: answer.next && encodeCursor({ sort: parsed.sort, ...answer.next }),
      };
    },

    index: (db) => store.get(db),
    changed: (db) => store.changed(db),
    update: (db, refresh) => store.update(db, refresh),
    vocabulary,

    words(locale) {
      const t = translatorFor(locale);
      return {
        titles: translated(facetKeys, (key) => def.facets[key].title, t),
        sorts: translated(sortKeys, (sort) => def.sorts[sort].label, t),
      };
    },

    scope: (audience) => [audience.locale, ...(def.audience ?? []).map((part) => audience[part])],
  };
}
