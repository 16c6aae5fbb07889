import { DEFAULT_LOCALE, isLocale, type Locale } from "./locales";

/** Browser-language mapping (a Map: a tag such as "constructor" names nothing) of docs/product-spec.md §4: the primary subtag, with bangla → bn and uk/ua → ua. */
const BROWSER_LANGUAGE_MAP: ReadonlyMap<string, Locale> = new Map([
  ["bn", "bn"],
  ["bangla", "bn"],
  ["pt", "pt"],
  ["uk", "ua"],
  ["ua", "ua"],
  ["fr", "fr"],
  ["es", "es"],
  ["pe", "pe"],
  ["ar", "ar"],
  ["mx", "mx"],
]);

export function mapBrowserLanguage(language: string | null | undefined): Locale {
  const primary = language?.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return BROWSER_LANGUAGE_MAP.get(primary) ?? DEFAULT_LOCALE;
}

/** The first language of an Accept-Language header (highest q), or null. */
export function firstAcceptedLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  let best: { tag: string; q: number } | null = null;
  for (const part of header.split(",")) {
    const [tag, ...params] = part.trim().split(";");
    if (!tag || tag === "*") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { tag, q };
  }
  return best?.tag ?? null;
}

export interface LanguageChoiceInput {
  /** The locale the visitor chose before (cookie), if any. */
  stored?: string | null;
  /** The languages of the market whose domain this is, or null on an unknown domain. */
  marketLanguages?: readonly Locale[] | null;
  /** The browser's language (navigator.language or the first Accept-Language tag). */
  browserLanguage?: string | null;
}

/**
 * docs/product-spec.md §4, in order: a supported stored locale wins; on a known country domain, English when the
 * browser speaks English, otherwise the country's first non-English language; elsewhere the browser
 * language. The fallback is English.
 */
export function chooseLanguage({ stored, marketLanguages, browserLanguage }: LanguageChoiceInput): Locale {
  if (isLocale(stored)) return stored;
  const browser = mapBrowserLanguage(browserLanguage);
  if (marketLanguages && marketLanguages.length > 0) {
    if (browser === "en") return "en";
    return marketLanguages.find((code) => code !== "en") ?? marketLanguages[0] ?? DEFAULT_LOCALE;
  }
  return browser;
}
