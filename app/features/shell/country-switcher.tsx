import { useLocation } from "react-router";
import { useRootData } from "#app/root-data";
import { useTranslation } from "#app/ui/i18n";

/**
 * Links to the same page (its path) on every market's site (docs/product-spec.md §3), at the origins
 * the server configured (never the request's Host); there the site's own language rules apply. The
 * names, in the page's language, come from the server (app/structured-data.server.ts), in the sites' order.
 */
export function CountrySwitcher() {
  const { t } = useTranslation();
  const { seo, market } = useRootData();
  const { pathname } = useLocation();
  return (
    <nav aria-labelledby="country-sites" className="text-sm">
      <p id="country-sites" className="font-semibold">
        {t("seo.countrySites")}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {seo.sites.markets.map(({ code, flag, origin }, index) => {
          const current = code === market;
          const name = seo.countryNames[index];
          return (
            <li key={code}>
              <a
                href={`${origin}${pathname}`}
                aria-current={current ? "true" : undefined}
                className={`inline-flex items-center gap-1 text-slate-100 ${current ? "font-semibold" : ""}`}
              >
                <span aria-hidden="true">{flag}</span>
                {name}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
