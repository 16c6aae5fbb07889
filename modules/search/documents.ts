/**
 * What site search matches, per kind and language, as SQL expressions over one table's own columns: the
 * same expression is the query's match and the GIN expression index it uses (the indexes are written out by
 * `searchIndexesSql` into the migration), so PostgreSQL finds the index only while the two stay identical.
 * Languages with a PostgreSQL text-search configuration use it (stemming, stop words); Bengali and Ukrainian
 * have none and use `simple` (docs/decisions/0021).
 */
import { sql, type SQL } from "drizzle-orm";
import { LOCALES, type Locale } from "#contracts/locales";

export const SEARCH_KINDS = ["casino", "bonus", "slot", "post"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const SEARCH_CONFIG: Record<Locale, "english" | "portuguese" | "french" | "spanish" | "simple"> = {
  en: "english",
  bn: "simple",
  pt: "portuguese",
  ua: "simple",
  fr: "french",
  es: "spanish",
  pe: "spanish",
  ar: "spanish",
  mx: "spanish",
};

export const SEARCH_TABLE: Record<SearchKind, string> = {
  casino: "casinos",
  bonus: "bonuses",
  slot: "slots",
  post: "posts",
};

/** The weighted fields of each kind: [SQL over the row, weight]; `L` stands for the language's jsonb key. */
const FIELDS: Record<SearchKind, ReadonlyArray<readonly [string, "A" | "B" | "C"]>> = {
  casino: [
    ["name", "A"],
    ["coalesce(summary ->> 'L', summary ->> 'en')", "B"],
  ],
  bonus: [
    ["coalesce(title ->> 'L', title ->> 'en')", "A"],
    ["coalesce(promo_code, '')", "A"],
  ],
  slot: [
    ["name", "A"],
    ["coalesce(description ->> 'L', description ->> 'en')", "B"],
  ],
  post: [
    ["coalesce(title ->> 'L', title ->> 'en')", "A"],
    ["coalesce(summary ->> 'L', summary ->> 'en')", "B"],
    ["coalesce(body ->> 'L', body ->> 'en')", "C"],
  ],
};

/** The tsvector expression of a kind in a language, as raw SQL text (both names come from fixed lists). */
export function documentText(kind: SearchKind, locale: Locale): string {
  const config = SEARCH_CONFIG[locale];
  return FIELDS[kind]
    .map(
      ([field, weight]) =>
        `setweight(to_tsvector('${config}'::regconfig, ${field.replace("'L'", `'${locale}'`)}), '${weight}')`,
    )
    .join(" || ");
}

export const documentOf = (kind: SearchKind, locale: Locale): SQL => sql.raw(`(${documentText(kind, locale)})`);

export const searchIndexName = (kind: SearchKind, locale: Locale) => `${SEARCH_TABLE[kind]}_search_${locale}_idx`;

/** The CREATE INDEX statements of every kind × language, as they stand at the end of migration 0005. */
export function searchIndexesSql(): string {
  return SEARCH_KINDS.flatMap((kind) =>
    LOCALES.map(
      (locale) =>
        `CREATE INDEX IF NOT EXISTS "${searchIndexName(kind, locale)}" ON "${SEARCH_TABLE[kind]}" USING gin ((${documentText(kind, locale)}));`,
    ),
  ).join("\n--> statement-breakpoint\n");
}
