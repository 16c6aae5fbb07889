import { useTranslation } from "../ui/i18n";
import { BonusGrid } from "../features/bonuses/bonus-card";
import { FilterForm } from "../ui/filter/filter-form";
import { FilterResults } from "../ui/filter/filter-results";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/bonuses-filters";
import { bonusFilterPage } from "./filter-page.server";

export function loader({ context, url }: Route.LoaderArgs) {
  return bonusFilterPage(context, url);
}

export default function BonusFilters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { words, facets, selection, total } = loaderData;
  return (
    <>
      <PageHeading
        title={t("bonus.filterTitle")}
        crumbs={[{ label: t("bonus.listTitle"), to: "/bonuses" }]}
        description={t("seo.bonusFilter")}
      />
      <FilterForm
        action="/bonuses/filters"
        words={words}
        facets={facets}
        selection={selection}
        total={total}
        found="bonus.found"
        noMatches={{ casinos: "casino.noCasinos", countries: "filter.noCountries" }}
      >
        <FilterResults
          page={loaderData}
          total={total}
          paged={selection.paged}
          found="bonus.found"
          empty="bonus.noBonuses"
          end="bonus.noMoreBonuses"
          grid={(bonuses) => <BonusGrid bonuses={bonuses} />}
        />
      </FilterForm>
    </>
  );
}
