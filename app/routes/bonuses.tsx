import { useTranslation } from "../ui/i18n";
import { AppLink } from "#app/ui/link";
import { BonusFilterForm } from "../features/bonuses/bonus-filter-form";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { DeferredBonusGrid } from "../features/bonuses/deferred-parts";
import { DeferredCasinoGrid } from "../features/casinos/deferred-parts";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/bonuses";
import { bonusesPage } from "./bonuses.server";
import { SignUpBanner } from "../features/shell/sign-up-prompts";

export function loader({ context }: Route.LoaderArgs) {
  return bonusesPage(context);
}

export default function Bonuses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { recommended, newest, expired, choices, teaser } = loaderData;
  return (
    <>
      <PageHeading title={t("bonus.listTitle")} description={t("seo.bonuses")}>
        <p className="mt-2">
          <AppLink to="/bonuses/filters">{t("bonus.filterTitle")}</AppLink>
        </p>
      </PageHeading>
      <section aria-labelledby="recommended" className="mb-8">
        <h2 id="recommended" className="mb-3 text-xl font-semibold">
          {t("bonus.recommended")}
        </h2>
        <BonusGrid bonuses={recommended} />
      </section>
      <SignUpBanner />
      <section aria-labelledby="new" className="mb-8">
        <h2 id="new" className="mb-3 text-xl font-semibold">
          {t("bonus.new")}
        </h2>
        <DeferredBonusGrid bonuses={newest} />
      </section>
      <section aria-labelledby="filter" className="mb-8">
        <h2 id="filter" className="mb-3 text-xl font-semibold">
          {t("bonus.filterTitle")}
        </h2>
        <BonusFilterForm choices={choices} />
      </section>
      {expired.length > 0 ? (
        <section aria-labelledby="expired" className="mb-8">
          <h2 id="expired" className="mb-3 text-xl font-semibold">
            {t("trust.expiredTitle")}
          </h2>
          <p className="mb-3 text-slate-700">{t("trust.expiredIntro")}</p>
          <DeferredBonusGrid bonuses={expired} />
        </section>
      ) : null}
      <section aria-labelledby="casino-teaser" className="mb-8">
        <h2 id="casino-teaser" className="mb-3 text-xl font-semibold">
          {t("bonus.casinoTeaser")}
        </h2>
        <DeferredCasinoGrid casinos={teaser} />
      </section>
    </>
  );
}
