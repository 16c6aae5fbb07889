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
}

export const MARKETS: readonly MarketDefinition[] = [
  { code: "BD", seoLang: "bn-BD", name: "Bangladesh", flag: "🇧🇩", languages: ["en", "bn"] },
  { code: "PT", seoLang: "pt-PT", name: "Portugal", flag: "🇵🇹", languages: ["en", "pt"] },
  { code: "UA", seoLang: "uk-UA", name: "Ukraine", flag: "🇺🇦", languages: ["en", "ua"] },
  { code: "FR", seoLang: "fr-FR", name: "France", flag: "🇫🇷", languages: ["en", "fr"] },
  { code: "GB", seoLang: "en-GB", name: "United Kingdom", flag: "🇬🇧", languages: ["en"] },
  { code: "MX", seoLang: "es-MX", name: "Mexico", flag: "🇲🇽", languages: ["en", "mx"] },
  { code: "AR", seoLang: "es-AR", name: "Argentina", flag: "🇦🇷", languages: ["en", "ar"] },
  { code: "PE", seoLang: "es-PE", name: "Peru", flag: "🇵🇪", languages: ["en", "pe"] },
];

export function isMarketCode(value: unknown): value is MarketCode {
  return typeof value === "string" && (MARKET_CODES as readonly string[]).includes(value);
}
