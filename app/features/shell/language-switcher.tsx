import { useEffect } from "react";
import { useLocation } from "react-router";
import { LOCALE_INFO } from "#contracts/locales";
import { useRootData } from "#app/root-data";
import { useTranslation } from "#app/ui/i18n";

/**
 * A plain POST form: it works without JavaScript, stores the choice in the `lang` cookie and reloads the
 * page in the new language (app/routes/language.ts). It offers the languages of this market's site
 * (docs/product-spec.md §3; all nine on an unknown domain), and the current one should a stored choice
 * be another (app/structured-data.server.ts). A pick submits the form through the head's script
 * (LANGUAGE_SCRIPT, app/root.tsx), which runs before the page's code: that code loads after the first
 * paint (docs/decisions/0046), and a pick made before it would go unheard.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale, seo } = useRootData();
  const location = useLocation();
  useRememberUrlLanguage();
  return (
    <form method="post" action="/language" className="flex items-center gap-2">
      <input type="hidden" name="next" value={location.pathname + location.search} />
      <label htmlFor="language-select" className="sr-only">
        {t("nav.language")}
      </label>
      <select
        id="language-select"
        name="lang"
        defaultValue={locale}
        className="rounded border border-slate-300 bg-white px-2 py-1 text-sm"
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

/** In the head's script: a language picked in the switcher submits its form, before hydration and after. */
export const LANGUAGE_SCRIPT = `document.addEventListener("change",function(e){var s=e.target;if(s instanceof HTMLSelectElement&&s.id==="language-select"&&s.form)s.form.requestSubmit()})`;

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
