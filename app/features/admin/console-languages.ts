import type { Locale } from "#contracts/locales";

/** The site's languages by their English names, for the console's labels (the console is in English). */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: "English",
  bn: "Bengali",
  pt: "Portuguese",
  ua: "Ukrainian",
  fr: "French",
  es: "Spanish",
  pe: "Spanish (Peru)",
  ar: "Spanish (Argentina)",
  mx: "Spanish (Mexico)",
};
