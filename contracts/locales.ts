/**
 * The nine site languages of docs/product-spec.md §3/§9. Codes are the product's own: `ar`, `mx` and `pe` are the
 * Spanish of Argentina, Mexico and Peru (not Arabic), `ua` is Ukrainian. `bcp47` is what goes into
 * `<html lang>` and `Intl`.
 */
export const LOCALES = ["en", "bn", "pt", "ua", "fr", "es", "pe", "ar", "mx"] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = "en";

export const LOCALE_INFO: Record<Locale, { bcp47: string; name: string; flag: string }> = {
  en: { bcp47: "en", name: "English", flag: "🇬🇧" },
  bn: { bcp47: "bn", name: "বাংলা", flag: "🇧🇩" },
  pt: { bcp47: "pt-PT", name: "Português", flag: "🇵🇹" },
  ua: { bcp47: "uk", name: "Українська", flag: "🇺🇦" },
  fr: { bcp47: "fr", name: "Français", flag: "🇫🇷" },
  es: { bcp47: "es", name: "Español", flag: "🇪🇸" },
  pe: { bcp47: "es-PE", name: "Español (Perú)", flag: "🇵🇪" },
  ar: { bcp47: "es-AR", name: "Español (Argentina)", flag: "🇦🇷" },
  mx: { bcp47: "es-MX", name: "Español (México)", flag: "🇲🇽" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** A text in several languages; `en` is always present and is the fallback. */
export type Localized = { en: string } & Partial<Record<Locale, string>>;

export function pick(text: Localized, locale: Locale): string {
  return text[locale] ?? text.en;
}
