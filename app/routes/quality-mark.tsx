import { useTranslation } from "../ui/i18n";
import { CasinoGrid } from "../features/casinos/casino-card";
import { useFormat } from "../ui/format";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/quality-mark";
import { qualityMarkPage } from "./quality-mark.server";

export function loader({ context }: Route.LoaderArgs) {
  return qualityMarkPage(context);
}

export default function QualityMark({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  // The rule's own figures: the wording is true by construction.
  const rule = t("trust.qualityMarkRule", {
    min: format.score(loaderData.rule.min),
    strength: format.number(loaderData.rule.strength),
  });
  return (
    <>
      <PageHeading title={t("casino.qualityMarkTitle")} description={rule}>
        <p className="mt-2 max-w-3xl text-slate-700">{rule}</p>
      </PageHeading>
      <section aria-labelledby="holders">
        <h2 id="holders" className="mb-3 text-xl font-semibold">
          {t("casino.qualityMarkHolders")}
        </h2>
        <CasinoGrid casinos={loaderData.casinos} />
      </section>
    </>
  );
}
