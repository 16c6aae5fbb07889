import { useTranslation } from "./i18n";

/** How many names a folded list shows before "and N more". */
const SHOWN = 12;

/**
 * A list of names as a line of text (countries, payment methods). Past a dozen names: the first twelve and
 * "and N more", and a native disclosure, "Show all (N)", holding the whole list, which takes the
 * preview's place when open. No script and no measuring: the same on every screen, before and after the
 * page's code runs.
 */
export function NameList({ names }: { names: string[] }) {
  const { t } = useTranslation();
  // "and 1 more" hides less than the line it takes.
  if (names.length <= SHOWN + 2) return <>{names.join(", ")}</>;
  return (
    <div className="group/names">
      <p className="group-has-open/names:hidden">
        {`${names.slice(0, SHOWN).join(", ")} ${t("ui.andMore", { count: names.length - SHOWN })}`}
      </p>
      <details>
        <summary className="w-fit cursor-pointer font-semibold text-brand-700">
          <span className="group-has-open/names:hidden">{t("ui.showAll", { count: names.length })}</span>
          <span className="hidden group-has-open/names:inline">{t("common.showLess")}</span>
        </summary>
        <p>{names.join(", ")}</p>
      </details>
    </div>
  );
}
