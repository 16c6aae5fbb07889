import { MARKETS } from "./markets";
import { LOCALES, type Locale } from "./locales";

/**
 * What a localised field lacks (issue 17's translations): the one rule the item's translation editor
 * (app/features/admin/content-translations.tsx) and the console's completeness page (server-side, in SQL:
 * modules/content-kinds/translations.ts, tested to agree) both apply. English is the fallback: where a
 * language lacks a text, visitors in that language see the English one.
 */

/** A text in every language as a document or form holds it (a language absent or "" where not written). */
export type LocalisedValue = Partial<Record<Locale, string>> | null | undefined;

/** A text with nothing but blanks is no text. */
export const isBlankText = (text: string | null | undefined): boolean => !text?.trim();

/** A localised field counts when it is required, or, optional, once it has an English text. */
export const fieldInUse = (value: LocalisedValue, required: boolean): boolean => required || !isBlankText(value?.en);

/** Whether the field lacks this language: it counts, and its text in the language is blank. */
export const fieldLacks = (value: LocalisedValue, required: boolean, locale: Locale): boolean =>
  fieldInUse(value, required) && isBlankText(value?.[locale]);

/** The languages a field lacks, English first when it lacks English (which a required field may not). */
export const languagesLacking = (value: LocalisedValue, required: boolean): Locale[] =>
  LOCALES.filter((locale) => fieldLacks(value, required, locale));

/** The markets whose visitors read this language (English: every market, the fallback everywhere). */
export const marketsOf = (locale: Locale): string[] =>
  MARKETS.filter((market) => locale === "en" || market.languages.includes(locale)).map((market) => market.name);

/** A kind's localised field on the completeness page. */
export interface TranslatedField {
  key: string;
  label: string;
  required: boolean;
}

/** How many of a kind's items lack a language: all of them, and those on the site (visitors see English). */
export interface LanguageGap {
  missing: number;
  on_site: number;
}

/** GET {console}/translations/: each kind with localised fields, its items and what each language lacks. */
export interface TranslationMatrix {
  languages: { locale: Locale; markets: string[] }[];
  kinds: {
    kind: string;
    /** Its console path (`/admin/{path}/{id}` is an item's form with its texts side by side). */
    path: string;
    label: string;
    fields: TranslatedField[];
    total: number;
    on_site: number;
    gaps: Record<Locale, LanguageGap>;
  }[];
}

/** A row of GET {console}/translations/items/: an item lacking the chosen language, and which fields. */
export interface TranslationGapRow {
  kind: string;
  path: string;
  /** The item in words ("casino"). */
  label: string;
  id: number;
  title: string;
  status: "draft" | "published" | "unpublished";
  on_site: boolean;
  missing: TranslatedField[];
}
