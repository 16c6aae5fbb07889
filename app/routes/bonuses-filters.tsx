import { useTranslation } from "../i18n/react";
import { Link } from "react-router";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { BonusFilterForm } from "../features/bonuses/bonus-filter-form";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/bonuses-filters";
import { bonusFilterPage } from "./bonuses-filters.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return bonusFilterPage(context, new URL(request.url));
}

/** The URL of the next page: the same filter, the offset moved on. */
function nextPage({ casino, type, offset }: Route.ComponentProps["loaderData"]["filter"], pageSize: number) {
  const params = new URLSearchParams();
  if (casino) params.set("casino", casino);
  if (type) params.set("type", type);
  params.set("offset", String(offset + pageSize));
  return `/bonuses/filters?${params}`;
}

export default function BonusFilters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filter, bonuses, hasMore, pageSize, choices } = loaderData;
  return (
    <>
      <PageHeading title={t("bonus.filterTitle")} crumbs={[{ label: t("bonus.listTitle"), to: "/bonuses" }]} />
      <BonusFilterForm choices={choices} casino={filter.casino} type={filter.type} />
      <section aria-labelledby="results" className="my-8">
        <h2 id="results" className="sr-only">
          {t("bonus.results")}
        </h2>
        {bonuses.length === 0 && filter.offset > 0 ? (
          <p className="text-slate-700">{t("bonus.noMoreBonuses")}</p>
        ) : (
          <BonusGrid bonuses={bonuses} />
        )}
      </section>
      {hasMore ? (
        <p className="text-center">
          <Link
            to={nextPage(filter, pageSize)}
            className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
          >
            {t("common.loadMore")}
          </Link>
        </p>
      ) : null}
    </>
  );
}
