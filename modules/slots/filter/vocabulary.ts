import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { LOCALE_INFO, pick, type Locale, type Localized } from "#contracts/locales";
import { keptPerLocale } from "#modules/facets";

type ReferenceFacet = "providers" | "features" | "themes";
export type SlotVocabulary = Record<ReferenceFacet, Array<{ value: string; label: string }>>;

/** Providers, features and themes with their labels in `locale`, in one query, each sorted by label. */
async function loadVocabulary(db: Db, locale: Locale): Promise<SlotVocabulary> {
  const result = (await db.execute(sql`
    select 'providers' as facet, slug as value, to_jsonb(name) as label from providers
    union all select 'features', slug, name from slot_features
    union all select 'themes', slug, name from slot_themes
  `)) as unknown as { rows: Array<{ facet: ReferenceFacet; value: string; label: string | Localized }> };
  const vocabulary: SlotVocabulary = { providers: [], features: [], themes: [] };
  for (const row of result.rows) {
    const label = typeof row.label === "string" ? row.label : pick(row.label, locale);
    vocabulary[row.facet].push({ value: row.value, label });
  }
  const collator = new Intl.Collator(LOCALE_INFO[locale].bcp47);
  for (const values of Object.values(vocabulary)) values.sort((a, b) => collator.compare(a.label, b.label));
  return vocabulary;
}

/** The vocabulary in a language, kept: reference data only changes with a deploy. */
export const slotVocabularyOf = keptPerLocale(loadVocabulary);
