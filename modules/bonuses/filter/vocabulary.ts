import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { LOCALE_INFO, pick, type Locale, type Localized } from "#contracts/locales";
import { keptPerLocale } from "#modules/facets";

type ReferenceFacet = "casinos" | "categories" | "countries";
export type BonusVocabulary = Record<ReferenceFacet, Array<{ value: string; label: string }>>;

/**
 * The casinos that have bonuses (by name), the bonus categories (in their editorial order) and the
 * countries bonuses are offered in (named by Intl in `locale`, by name), in one query.
 */
async function loadVocabulary(db: Db, locale: Locale): Promise<BonusVocabulary> {
  const result = (await db.execute(sql`
    select 'casinos' as facet, c.slug as value, to_jsonb(c.name) as label, 0 as position from casinos c
      where exists (select 1 from bonuses b where b.casino_id = c.id)
    union all select 'categories', slug, name, position from bonus_categories
    union all select 'countries', code, to_jsonb(name), 0 from countries
      where exists (select 1 from bonus_countries x where x.country_code = code)
  `)) as unknown as {
    rows: Array<{ facet: ReferenceFacet; value: string; label: string | Localized; position: number }>;
  };
  const tag = LOCALE_INFO[locale].bcp47;
  const regions = new Intl.DisplayNames([tag], { type: "region", fallback: "none" });
  const vocabulary: BonusVocabulary = { casinos: [], categories: [], countries: [] };
  const positions = new Map<string, number>();
  for (const row of result.rows) {
    const stored = typeof row.label === "string" ? row.label : pick(row.label, locale);
    const label = row.facet === "countries" ? (regions.of(row.value) ?? stored) : stored;
    vocabulary[row.facet].push({ value: row.value, label });
    if (row.facet === "categories") positions.set(row.value, row.position);
  }
  const collator = new Intl.Collator(tag);
  vocabulary.casinos.sort((a, b) => collator.compare(a.label, b.label));
  vocabulary.countries.sort((a, b) => collator.compare(a.label, b.label));
  vocabulary.categories.sort((a, b) => positions.get(a.value)! - positions.get(b.value)!);
  return vocabulary;
}

/** The vocabulary in a language, kept: reference data only changes with a deploy. */
export const bonusVocabularyOf = keptPerLocale(loadVocabulary);
