import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { LOCALE_INFO } from "#contracts/locales";
import { useRootData } from "#app/root-data";
import { useTranslation } from "#app/ui/i18n";

/**
 * A plain POST form: it works without JavaScript, stores the choice in the `lang` cookie and reloads the
 * page in the new language (app/routes/language.ts). It offers the languages of this market's site
 * (docs/product-spec.md §3; all nine on an unknown domain), and the current one should a stored choice
 * be another (app/structured-data.server.ts). A language picked before the page's code ran (its change
 * went unheard: the code loads after the first paint, docs/decisions/0046) is applied when it runs; the
 * browser does not restore the field on a return to the page (`autoComplete="off"`), so only a visitor's
 * own pick is.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale, seo } = useRootData();
  const location = useLocation();
  const select = useRef<HTMLSelectElement>(null);
  useRememberUrlLanguage();
  useEffect(() => {
    if (select.current && select.current.value !== locale) select.current.form?.requestSubmit();
    // Once, at hydration: later the change handler does it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <form method="post" action="/language" className="flex items-center gap-2">
      <input type="hidden" name="next" value={location.pathname + location.search} />
      <label htmlFor="language-select" className="sr-only">
        {t("nav.language")}
      </label>
      <select
        ref={select}
        id="language-select"
        name="lang"
        autoComplete="off"
        defaultValue={locale}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {seo.languages.map((code) => (
          <option key={code} value={code} lang={LOCALE_INFO[code].bcp47}>
            {`${LOCALE_INFO[code].flag} ${LOCALE_INFO[code].name}`}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded border px-2 py-1 text-sm">
          {t("cookies.ok")}
        </button>
      </noscript>
    </form>
  );
}

/**
 * A visitor who arrives on a language's URL (`?lang=xx`, from a search engine) keeps that language as
 * they move on: the links of the site carry no `lang`, and the pages after this one are chosen by the
 * cookie (docs/decisions/0016). Written in the browser, so that the cached page sets no cookie.
 */
function useRememberUrlLanguage() {
  const { seo } = useRootData();
  useEffect(() => {
    if (seo.urlLanguage) document.cookie = `lang=${seo.urlLanguage}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }, [seo.urlLanguage]);
}
