import { LOCALE_INFO, type Locale } from "#contracts/locales";
import { useRootData } from "#app/root-data";

export type Formats = ReturnType<typeof makeFormats>;

const amountFormats = new Map<string, Intl.NumberFormat>();

function amountFormat(tag: string, currency: string): Intl.NumberFormat {
  const key = `${tag}|${currency}`;
  let format = amountFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: "currency", currency, maximumFractionDigits: 2 });
    amountFormats.set(key, format);
  }
  return format;
}

function makeFormats(locale: Locale) {
  const tag = LOCALE_INFO[locale].bcp47;
  const money = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat(tag, { style: "currency", currency: "EUR", minimumFractionDigits: 2 });
  const score = new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const signed = new Intl.NumberFormat(tag, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  });
  const date = new Intl.DateTimeFormat(tag, { dateStyle: "medium", timeZone: "UTC" });
  const number = new Intl.NumberFormat(tag);
  const kilobytes = new Intl.NumberFormat(tag, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });
  const regions = new Intl.DisplayNames([tag], { type: "region" });
  return {
    money: (value: number) => money.format(value),
    /** An amount in any ISO currency (a complaint's disputed amount). */
    amount: (value: number, currency: string) => amountFormat(tag, currency).format(value),
    cents: (value: number) => cents.format(value),
    score: (value: number) => score.format(value),
    /** A change of a score: +0.5, −1.0, 0.0. */
    signed: (value: number) => signed.format(value),
    number: (value: number) => number.format(value),
    /** A file's size in bytes, as whole kilobytes (at least 1). */
    kilobytes: (bytes: number) => kilobytes.format(Math.max(1, Math.round(bytes / 1000))),
    country: (code: string) => regions.of(code) ?? code,
    date: (value: string | Date) => date.format(typeof value === "string" ? new Date(value) : value),
  };
}

// Building Intl formatters is costly (about 1 ms for this set): once per language per process, not per
// component render — a server render of a list page asks for them hundreds of times.
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
