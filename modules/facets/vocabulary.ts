import type { Db } from "#db/client";
import { LOCALE_INFO, pick, type Locale, type Localized } from "#contracts/locales";

/** One value of a facet with its words, as the filters offer it. */
export interface VocabularyEntry {
  value: string;
  label: string;
}

/** Where a facet's values come from when they are reference data: its entries in a language, in display order. */
export type VocabularyLoader = (db: Db, locale: Locale) => Promise<VocabularyEntry[]>;

/** Renames stored labels in a language (country names from Intl, for instance); made once per load. */
export type Namer = (locale: Locale) => (value: string, stored: string) => string;

/**
 * A vocabulary loader from a query of `{ value, label }` rows (labels stored plain or per language): the
 * labels in the language, renamed by `name` when given, sorted by the language's collation — or kept in
 * the query's order when `ordered` (an editorial order).
 */
export function vocabularyFrom(
  rows: (db: Db) => PromiseLike<Array<{ value: string; label: string | Localized }>>,
  options: { name?: Namer; ordered?: boolean } = {},
): VocabularyLoader {
  return async (db, locale) => {
    const rename = options.name?.(locale);
    const entries = (await rows(db)).map((row) => {
      const stored = typeof row.label === "string" ? row.label : pick(row.label, locale);
      return { value: row.value, label: rename ? rename(row.value, stored) : stored };
    });
    if (!options.ordered) {
      const collator = new Intl.Collator(LOCALE_INFO[locale].bcp47);
      entries.sort((a, b) => collator.compare(a.label, b.label));
    }
    return entries;
  };
}

/** Countries by their name in the language (the database holds them in English only). */
export const countryNames: Namer = (locale) => {
  const regions = new Intl.DisplayNames([LOCALE_INFO[locale].bcp47], { type: "region", fallback: "none" });
  return (code, stored) => regions.of(code) ?? stored;
};
