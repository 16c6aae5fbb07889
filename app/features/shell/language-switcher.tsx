import { useTranslation } from "#app/ui/i18n";
import { useLocation } from "react-router";
import { LOCALE_INFO, LOCALES } from "#contracts/locales";
import { useRootData } from "#app/root-data";

/**
 * A plain POST form: it works without JavaScript, stores the choice in the `lang` cookie and reloads the
 * page in the new language (server/http/language.ts).
 */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const { locale } = useRootData();
  const location = useLocation();
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
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={LOCALE_INFO[code].bcp47}>
            {LOCALE_INFO[code].name}
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
