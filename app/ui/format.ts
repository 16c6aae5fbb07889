import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { MARKETS } from "#contracts/markets";
import type { Money } from "#contracts/money";
import { useRootData } from "#app/root-data";

export type Formats = ReturnType<typeof makeFormats>;

const amountFormats = new Map<string, Intl.NumberFormat>();

/**
 * The money of the country each language other than English is the market's own language in (Ukrainian: the
 * hryvnia; English is every market's second language, so it has none).
 */
const HOME_CURRENCY = new Map<Locale, string>(
  MARKETS.flatMap((market) => market.languages.filter((l) => l !== "en").map((l) => [l, market.currency] as const)),
);

/**
 * The rule for amounts: always in their own currency, labelled the way the language writes it (£, ৳, MX$, 10 €),
 * whole amounts without decimals ("£500"), others with the currency's minor digits ("£0.10"). A language's home
 * currency shows its own sign (₴, ৳, €, $, S/), as the country writes prices: the symbol CLDR gives it otherwise
 * changed for the hryvnia between versions, "800 ₴" in Node's ICU and "800 грн" in Chromium's, and a page
 * rendered with one and hydrated with the other did not match.
 */
function amountFormat(locale: Locale, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, {
      style: "currency",
      currency,
      ...(HOME_CURRENCY.get(locale) === currency ? { currencyDisplay: "narrowSymbol" } : {}),
      ...(whole ? { maximumFractionDigits: 0 } : {}),
    });
    amountFormats.set(key, format);
  }
  return format;
}

/**
 * A formatter's answers remembered per value: an Intl call costs about a microsecond (a date two), a value
 * repeats within a page (scores, amounts, names of the visitor's country) and across its renders (a review's
 * date). Past 1,000 values it forgets them all and starts again, so a process keeps at most that many.
 */
function remembered<K>(format: (value: K) => string): (value: K) => string {
  const known = new Map<K, string>();
  return (value) => {
    let text = known.get(value);
    if (text === undefined) {
      text = format(value);
      if (known.size >= 1000) known.clear();
      known.set(value, text);
    }
    return text;
  };
}

/**
 * A formatter made when first used. In the browser (Chromium, at Lighthouse's 4× slower CPU) a page's first
 * Intl formatter costs 75–110 ms (the locale data, whichever formatter it is), a date format ~13 ms, the
 * others up to ~8 ms each, all in the task that makes them. Made at once, they were one long task of the
 * hydration; made as used, a page makes only those it shows (a casino page 8 of 13), each in the part of
 * the hydration that first shows it. The locale data itself is loaded before the hydration, in a task of
 * its own (app/entry.client.tsx).
 */
function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}

function makeFormats(locale: Locale) {
  const tag = LOCALE_INFO[locale].bcp47;
  const score = lazy(() => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  const signed = lazy(
    () => new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay: "exceptZero" }),
  );
  const date = lazy(() => new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" }));
  // Keyed by an ISO text or the time of a Date.
  const dates = remembered((time: string | number) => date().format(new Date(time)));
  // Amounts per currency (a handful: those of the markets and of the casinos' limits).
  const amountsIn = new Map<string, (value: number) => string>();
  const amount = (value: number, currency: string) => {
    let inCurrency = amountsIn.get(currency);
    if (!inCurrency) {
      inCurrency = remembered((v: number) => amountFormat(locale, currency, Number.isInteger(v)).format(v));
      amountsIn.set(currency, inCurrency);
    }
    return inCurrency(value);
  };
  const number = lazy(() => new Intl.NumberFormat(tag));
  const kilobytes = lazy(
    () => new Intl.NumberFormat(tag, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }),
  );
  const regions = lazy(() => new Intl.DisplayNames([tag], { type: "region" }));
  const languages = lazy(() => new Intl.DisplayNames([tag], { type: "language" }));
  const percent = lazy(() => new Intl.NumberFormat(tag, { style: "percent", maximumFractionDigits: 2 }));
  const collator = lazy(() => new Intl.Collator(tag));
  const and = lazy(() => new Intl.ListFormat(tag, { type: "conjunction" }));
  return {
    /** An amount in its ISO 4217 currency, never converted. */
    amount,
    money: ({ value, currency }: Money) => amount(value, currency),
    score: remembered((value: number) => score().format(value)),
    /** A change of a score: +0.5, −1.0, 0.0. */
    signed: (value: number) => signed().format(value),
    number: remembered((value: number) => number().format(value)),
    /** A file's size in bytes, as whole kilobytes (at least 1). */
    kilobytes: (bytes: number) => kilobytes().format(Math.max(1, Math.round(bytes / 1000))),
    country: remembered((code: string) => regions().of(code) ?? code),
    /** A language's name from its code ("de" → "German", "Deutsch" is not the page's language). */
    language: remembered((code: string) => languages().of(code) ?? code),
    /** A percentage given in percent (96.5 → "96.5%", "96,5 %", "৯৬.৫%"). */
    percent: remembered((value: number) => percent().format(value / 100)),
    /** Items joined as the language says a list ("Mexico, Peru and Argentina"). */
    list: (items: readonly string[]) => and().format(items),
    /** Names in the alphabetical order of the page's language. */
    sorted: (names: readonly string[]) => [...names].sort(collator().compare),
    /** Items in the alphabetical order of the page's language, by the name of each (countries by their names). */
    sortedBy: <T>(items: readonly T[], name: (item: T) => string) =>
      [...items].sort((a, b) => collator().compare(name(a), name(b))),
    date: (value: string | Date) => dates(typeof value === "string" ? value : value.getTime()),
  };
}

// Building Intl formatters is costly: once per language per process, not per component render — a server
// render of a list page asks for them hundreds of times.
const byLocale = new Map<Locale, Formats>();

/** Number, money and date formatting in a language (Intl, so every locale is right). */
export function formatsFor(locale: Locale): Formats {
  let formats = byLocale.get(locale);
  if (!formats) byLocale.set(locale, (formats = makeFormats(locale)));
  return formats;
}

/** Number, money and date formatting in the page's language. */
export function useFormat(): Formats {
  return formatsFor(useRootData().locale);
}
