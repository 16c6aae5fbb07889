import { createContext, useContext, type ReactNode } from "react";
import type { Locale } from "#contracts/locales";
import type { PageCatalog } from "#i18n/catalogs/en";
import { createTranslator, type Translate } from "#i18n/translator";

const CatalogContext = createContext<PageCatalog | null>(null);
const TranslatorContext = createContext<Translate | null>(null);

/**
 * The page's catalog, given above the router by the entries: the server's from memory, the browser's
 * from the catalog file the page links (app/entry.client.tsx), never in the hydration data.
 */
export function CatalogProvider({ messages, children }: { messages: PageCatalog | null; children: ReactNode }) {
  return <CatalogContext.Provider value={messages}>{children}</CatalogContext.Provider>;
}

// One translator per catalog object: built once per language on the server, once per page load in the browser.
const translators = new WeakMap<PageCatalog, Translate>();

function translatorOf(locale: Locale, messages: PageCatalog): Translate {
  let t = translators.get(messages);
  if (!t) translators.set(messages, (t = createTranslator(locale, messages)));
  return t;
}

/** Holds the page's translator, from the catalog above it. */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = useContext(CatalogContext);
  if (!messages) throw new Error("I18nProvider needs a CatalogProvider above it");
  return <TranslatorContext.Provider value={translatorOf(locale, messages)}>{children}</TranslatorContext.Provider>;
}

export function useTranslation(): { t: Translate } {
  const t = useContext(TranslatorContext);
  if (!t) throw new Error("useTranslation needs an I18nProvider above it");
  return { t };
}

/** "Yes" or "No" in the page's language, for a fact that holds or not. */
export function yesNo(t: Translate, value: boolean): string {
  return t(value ? "common.yes" : "common.no");
}
