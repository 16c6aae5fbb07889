import { LOCALES, type Locale } from "./locales";

/**
 * Reviews and comments in the visitor's language first (issue 15, rule 7). Every review and comment keeps the
 * site language its author wrote from (`lang`); lists show the visitor's language group first, then the others.
 * The Spanish of Spain, Peru, Argentina and Mexico (es, pe, ar, mx) are one group: a Peruvian reads a Mexican's
 * review as their own language. db/schema/community.ts keeps the same rule as a generated column.
 */
export const SPANISH_VARIANTS: readonly Locale[] = ["es", "pe", "ar", "mx"];

export type LanguageGroup = Exclude<Locale, "pe" | "ar" | "mx">;

export function languageGroup(lang: Locale): LanguageGroup {
  return SPANISH_VARIANTS.includes(lang) ? "es" : (lang as LanguageGroup);
}

/** The site languages of a group (es → es, pe, ar, mx; any other → itself). */
export function languagesOfGroup(group: LanguageGroup): Locale[] {
  return LOCALES.filter((lang) => languageGroup(lang) === group);
}

/** Whether an item written in `lang` is in the visitor's language (same group). */
export function isVisitorLanguage(lang: Locale, visitor: Locale): boolean {
  return languageGroup(lang) === languageGroup(visitor);
}

/** Published items per site language, as the list APIs answer them: `{ en: 12, pt: 4 }` (languages with none left out). */
export type LanguageCounts = Partial<Record<Locale, number>>;

/**
 * The counts per language group, the visitor's group first, then the others by count (most first) and code:
 * what "English 12 · Português 4" shows.
 */
export function groupedCounts(counts: LanguageCounts, visitor: Locale): Array<{ group: LanguageGroup; count: number }> {
  const totals = new Map<LanguageGroup, number>();
  for (const lang of LOCALES) {
    const n = counts[lang] ?? 0;
    if (n > 0) totals.set(languageGroup(lang), (totals.get(languageGroup(lang)) ?? 0) + n);
  }
  const own = languageGroup(visitor);
  return [...totals]
    .map(([group, count]) => ({ group, count }))
    .sort((a, b) =>
      a.group === own
        ? -1
        : b.group === own
          ? 1
          : b.count - a.count || (a.group < b.group ? -1 : a.group > b.group ? 1 : 0),
    );
}

/** How the community lists order languages: the visitor's first (default) or all together by date. */
export const LANGUAGE_ORDERS = ["visitor", "all"] as const;
export type LanguageOrder = (typeof LANGUAGE_ORDERS)[number];
/** The page and API query parameter of "Show all languages": `?languages=all`. */
export const LANGUAGES_PARAM = "languages";
