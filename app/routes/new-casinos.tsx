import { useTranslation } from "../ui/i18n";
import { CasinoCard } from "../features/casinos/casino-card";
import { useFormat } from "../ui/format";
import { useVerdictText } from "../features/casinos/verdict";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/new-casinos";
import { newCasinosPage } from "./new-casinos.server";

export function loader({ context }: Route.LoaderArgs) {
  return newCasinosPage(context);
}

/** docs/product-spec.md §2: the new-casino landing page, the top 5 casinos for Portugal, with why each is there. */
export default function NewCasinos({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const text = useVerdictText();
  const country = format.country(loaderData.country);
  return (
    <>
      <PageHeading
        title={t("casino.newCasinosTitle")}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
        description={t("casino.newCasinosIntro")}
      >
        <p className="mt-2 max-w-3xl text-slate-700">{t("casino.newCasinosIntro")}</p>
        <p className="mt-2 max-w-3xl text-slate-700">
          {t("trust.newCasinosRule", { months: format.number(loaderData.months), country })}
        </p>
      </PageHeading>
      <h2 className="mb-3 text-xl font-semibold">
        {t("casino.newCasinosList", { top: format.number(loaderData.casinos.length) })}
      </h2>
      <ol className="space-y-6">
        {loaderData.casinos.map((casino, index) => (
          <li key={casino.slug} className="grid gap-3 tablet:grid-cols-[1fr_2fr]">
            <CasinoCard casino={casino} rank={index + 1} />
            <div className="rounded-xl bg-white p-4 shadow-sm">
              <p className="font-semibold">
                {t("casino.launchDate")}: {format.date(casino.launchDate)}
              </p>
              <p className="mt-2">
                {t("trust.newWhy", {
                  date: format.date(casino.launchDate),
                  country,
                  score: format.score(casino.safetyIndex),
                })}
              </p>
              {casino.highlight ? <p className="mt-2">{text("pro", casino.highlight)}</p> : null}
            </div>
          </li>
        ))}
      </ol>
    </>
  );
}
