import { createContext, useContext, useState, type ReactNode } from "react";
import type { Locale } from "#contracts/locales";
import type { PageCatalog } from "#i18n/catalogs/en";
import { createTranslator, type Translate } from "#i18n/translator";

const TranslatorContext = createContext<Translate | null>(null);

/** Holds the page's translator: built once per render on the server, once per page load in the browser. */
export function I18nProvider({
  locale,
  messages,
  children,
}: {
  locale: Locale;
  messages: PageCatalog;
  children: ReactNode;
}) {
  const [t] = useState(() => createTranslator(locale, messages));
  return <TranslatorContext.Provider value={t}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: Translate } {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error("useTranslation needs an I18nProvider above it");
  return { t };
}
