/**
 * Translated templates for the demo data. A template is written once per language; `fill` puts names and
 * numbers into it, formatting numbers and amounts the way each language writes them.
 *
 * Spanish: `es` is the Spanish of Spain. Argentina (`ar`), Mexico (`mx`) and Peru (`pe`) take the Latin
 * American wording: `latam` when the template gives one, otherwise `es` with the regional vocabulary swapped
 * in (tragamonedas, celular …); a template can also give one country its own wording.
 */
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales";

export type Text = Record<Locale, string>;

export interface Source {
  en: string;
  bn: string;
  pt: string;
  ua: string;
  fr: string;
  es: string;
  latam?: string;
  ar?: string;
  mx?: string;
  pe?: string;
}

export type Vars = Record<string, string | number | Text>;

/** Spain → Latin America vocabulary, applied when a template gives no `latam` text. */
const LATAM_WORDS: ReadonlyArray<readonly [RegExp, string]> = [
  [/tragaperras/g, "tragamonedas"],
  [/Tragaperras/g, "Tragamonedas"],
  [/(el|tu|su) móvil/g, "$1 celular"],
  [/tiradas gratis/g, "giros gratis"],
  [/Tiradas gratis/g, "Giros gratis"],
];

export function tr(source: Source): Text {
  const latam = source.latam ?? LATAM_WORDS.reduce((text, [from, to]) => text.replace(from, to), source.es);
  return {
    en: source.en,
    bn: source.bn,
    pt: source.pt,
    ua: source.ua,
    fr: source.fr,
    es: source.es,
    pe: source.pe ?? latam,
    ar: source.ar ?? latam,
    mx: source.mx ?? latam,
  };
}

/** The same string in every language (a brand name, a number written as-is). */
export function same(value: string): Text {
  return mapLocales(() => value);
}

/** Puts `{name}` placeholders' values into each language's template. Numbers are formatted per language. */
export function fill(template: Text, vars: Vars): Text {
  return mapLocales((locale) =>
    template[locale].replace(/\{(\w+)\}/g, (_, key: string) => {
      const value = vars[key];
      if (value === undefined) throw new Error(`missing template value {${key}} in "${template.en}"`);
      if (typeof value === "number") return formatNumber(value, locale);
      return typeof value === "string" ? value : value[locale];
    }),
  );
}

/** An amount of money written the way each language writes it (e.g. €1,500 / 1500 €). */
export function money(amount: number, currency = "EUR"): Text {
  const decimals = Number.isInteger(amount) ? 0 : 2;
  return mapLocales((locale) =>
    formatter(
      `${locale}:${currency}:${decimals}`,
      () =>
        new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, {
          style: "currency",
          currency,
          maximumFractionDigits: decimals,
        }),
    ).format(amount),
  );
}

/** "a, b and c" in each language. */
export function listOf(items: readonly Text[]): Text {
  return mapLocales((locale) =>
    new Intl.ListFormat(LOCALE_INFO[locale].bcp47, { type: "conjunction" }).format(items.map((i) => i[locale])),
  );
}

/** Joins texts language by language. */
export function join(parts: readonly Text[], separator: string): Text {
  return mapLocales((locale) => parts.map((p) => p[locale]).join(separator));
}

/** Plain numbers group from five digits on, so years read 2015, not 2,015. */
function formatNumber(value: number, locale: Locale): string {
  return formatter(
    locale,
    () => new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, { maximumFractionDigits: 2, useGrouping: "min2" }),
  ).format(value);
}

/** Intl formatters are slow to build; each is built once. */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(key: string, build: () => Intl.NumberFormat): Intl.NumberFormat {
  let found = formatters.get(key);
  if (!found) formatters.set(key, (found = build()));
  return found;
}

function mapLocales(make: (locale: Locale) => string): Text {
  return Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Text;
}
