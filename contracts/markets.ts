import type { Locale } from "./locales";

/** The eight markets of docs/product-spec.md §3, in the order the spec lists them. PT is the main site and default location. */
export const MARKET_CODES = ["BD", "PT", "UA", "FR", "GB", "MX", "AR", "PE"] as const;
export type MarketCode = (typeof MARKET_CODES)[number];

export const DEFAULT_MARKET: MarketCode = "PT";

export interface MarketDefinition {
  code: MarketCode;
  seoLang: string;
  name: string;
  flag: string;
  languages: readonly Locale[];
  /** IANA time zone of the market's "today" (daily statistics). */
  timeZone: string;
  /** ISO 4217 code of the money players of the market pay in: amounts show in it when the data has them. */
  currency: string;
}

export const MARKETS: readonly MarketDefinition[] = [
  {
    code: "BD",
    seoLang: "bn-BD",
    name: "Bangladesh",
    flag: "🇧🇩",
    languages: ["en", "bn"],
    timeZone: "Asia/Dhaka",
    currency: "BDT",
  },
  {
    code: "PT",
    seoLang: "pt-PT",
    name: "Portugal",
    flag: "🇵🇹",
    languages: ["en", "pt"],
    timeZone: "Europe/Lisbon",
    currency: "EUR",
  },
  {
    code: "UA",
    seoLang: "uk-UA",
    name: "Ukraine",
    flag: "🇺🇦",
    languages: ["en", "ua"],
    timeZone: "Europe/Kyiv",
    currency: "UAH",
  },
  {
    code: "FR",
    seoLang: "fr-FR",
    name: "France",
    flag: "🇫🇷",
    languages: ["en", "fr"],
    timeZone: "Europe/Paris",
    currency: "EUR",
  },
  {
    code: "GB",
    seoLang: "en-GB",
    name: "United Kingdom",
    flag: "🇬🇧",
    languages: ["en"],
    timeZone: "Europe/London",
    currency: "GBP",
  },
  {
    code: "MX",
    seoLang: "es-MX",
    name: "Mexico",
    flag: "🇲🇽",
    languages: ["en", "mx"],
    timeZone: "America/Mexico_City",
    currency: "MXN",
  },
  {
    code: "AR",
    seoLang: "es-AR",
    name: "Argentina",
    flag: "🇦🇷",
    languages: ["en", "ar"],
    timeZone: "America/Argentina/Buenos_Aires",
    currency: "ARS",
  },
  {
    code: "PE",
    seoLang: "es-PE",
    name: "Peru",
    flag: "🇵🇪",
    languages: ["en", "pe"],
    timeZone: "America/Lima",
    currency: "PEN",
  },
];

/** The time zone of a market's day; the main market's (PT) on an unknown domain. */
export function marketTimeZone(code: MarketCode | null): string {
  return (MARKETS.find((m) => m.code === (code ?? DEFAULT_MARKET)) ?? MARKETS[1]!).timeZone;
}

/**
 * The currency amounts are shown in for a visitor from this country: its market's, or null for a country
 * without a market of ours (amounts then show in the currency they are stored in).
 */
export function currencyOfCountry(country: string): string | null {
  return MARKETS.find((m) => m.code === country)?.currency ?? null;
}

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === "string" && (MARKET_CODES as readonly string[]).includes(value);
}
