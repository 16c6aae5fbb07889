import { Link, useLocation } from "react-router";
import { useRootData } from "#app/root-data";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";

/** The `all` query parameter of the ranking pages: "show all", not only the casinos accepting the country. */
export const SHOW_ALL_PARAM = "all";

/**
 * What a ranking shows (docs/decisions/0019): the casinos accepting the visitor's country, with a link to show
 * all of them; or all of them, with a link back. `to` overrides the page the "show all" link opens.
 */
export function CountryScope({ all, to }: { all: boolean; to?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const country = format.country(useRootData().country);
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("cursor");
  if (all) params.delete(SHOW_ALL_PARAM);
  else params.set(SHOW_ALL_PARAM, "1");
  const search = params.toString();
  return (
    <p className="mb-3 text-sm text-slate-700">
      {t(all ? "trust.scopeAll" : "trust.scopeAccepting", { country })}{" "}
      <Link to={to ?? `${location.pathname}${search ? `?${search}` : ""}`} className="font-semibold">
        {all ? t("trust.showAccepting", { country }) : t("trust.showAll")}
      </Link>
    </p>
  );
}
