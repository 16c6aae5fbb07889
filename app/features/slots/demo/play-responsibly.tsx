import { Link } from "react-router";
import { useTranslation } from "#app/ui/i18n";

/** The responsible-gambling notice shown beside the demo (the footer's texts). */
export function PlayResponsibly() {
  const { t } = useTranslation();
  return (
    <div role="note" className="rounded-xl bg-amber-50 p-4 text-sm text-slate-900">
      <p className="font-semibold">{t("footer.age")}</p>
      <p className="mt-2">{t("footer.responsible")}</p>
      <p className="mt-2">
        <Link to="/responsible-gaming">{t("footer.responsibleGaming")}</Link>
      </p>
    </div>
  );
}
