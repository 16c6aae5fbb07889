import { createInstance, type i18n } from "i18next";
import { LOCALE_INFO, type Locale } from "../../contracts/locales";
import type { Catalog } from "./catalogs/en";

/**
 * One i18next instance per render: the server builds one per request, the browser one per page load,
 * each holding only the active locale's catalog. i18next runs on the BCP 47 tag (uk, es-AR …) so that
 * CLDR plural rules and Intl formatting are the right ones.
 */
export function createI18n(locale: Locale, messages: Catalog): i18n {
  const instance = createInstance();
  void instance.init({
    lng: LOCALE_INFO[locale].bcp47,
    resources: { [LOCALE_INFO[locale].bcp47]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
