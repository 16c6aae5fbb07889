import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinoTypes, countries, currencies, gameCategories, licences, paymentMethods, providers } from "#db/schema";
import { keptPerLocale } from "#modules/facets";
import { LOCALE_INFO, pick, type Locale, type Localized } from "#contracts/locales";
import type { FacetKey, FixedFacet } from "./facets";

const ISO_CURRENCY = /^[A-Z]{3}$/;

export type ReferenceFacet = Exclude<FacetKey, FixedFacet>;
export type Vocabulary = Record<ReferenceFacet, Array<{ value: string; label: string }>>;

/**
 * The values of the seven facets that come from reference tables, with their labels in `locale`, in one
 * query, each facet sorted by label. Country and currency names come from Intl (the database holds them
 * in English only); crypto currencies, which Intl does not name, keep the database's name.
 */
async function loadVocabulary(db: Db, locale: Locale): Promise<Vocabulary> {
  const result = (await db.execute(sql`
    select 'countries' as facet, ${countries.code} as value, to_jsonb(${countries.name}) as label from ${countries}
    union all select 'currencies', ${currencies.code}, to_jsonb(${currencies.name}) from ${currencies}
    union all select 'payment_methods', ${paymentMethods.slug}, to_jsonb(${paymentMethods.name}) from ${paymentMethods}
    union all select 'licences', ${licences.slug}, to_jsonb(${licences.name}) from ${licences}
    union all select 'providers', ${providers.slug}, to_jsonb(${providers.name}) from ${providers}
    union all select 'types', ${casinoTypes.slug}, ${casinoTypes.name} from ${casinoTypes}
    union all select 'games', ${gameCategories.slug}, ${gameCategories.name} from ${gameCategories}
  `)) as unknown as { rows: Array<{ facet: ReferenceFacet; value: string; label: string | Localized }> };

  const tag = LOCALE_INFO[locale].bcp47;
  const regions = new Intl.DisplayNames([tag], { type: "region", fallback: "none" });
  const moneys = new Intl.DisplayNames([tag], { type: "currency", fallback: "none" });
  const named = (facet: ReferenceFacet, value: string, stored: string | Localized): string => {
    if (facet === "countries") return regions.of(value) ?? (stored as string);
    if (facet === "currencies") {
      const name = (ISO_CURRENCY.test(value) ? moneys.of(value) : undefined) ?? (stored as string);
      return `${name} (${value})`;
    }
    return typeof stored === "string" ? stored : pick(stored, locale);
  };

  const vocabulary: Vocabulary = {
    countries: [],
    currencies: [],
    payment_methods: [],
    licences: [],
    providers: [],
    types: [],
    games: [],
  };
  for (const row of result.rows)
    vocabulary[row.facet].push({ value: row.value, label: named(row.facet, row.value, row.label) });
  const collator = new Intl.Collator(tag);
  for (const values of Object.values(vocabulary)) values.sort((a, b) => collator.compare(a.label, b.label));
  return vocabulary;
}

/** The vocabulary in a language, kept: reference data only changes with a deploy. */
export const vocabularyOf = keptPerLocale(loadVocabulary);
