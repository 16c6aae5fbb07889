import { useTranslation } from "../ui/i18n";
import { CasinoGrid } from "../features/casinos/casino-card";
import { FilterForm } from "../ui/filter/filter-form";
import { FilterResults } from "../ui/filter/filter-results";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/casinos-filters";
import { casinoFilterPage } from "./filter-page.server";

export function loader({ context, url }: Route.LoaderArgs) {
  return casinoFilterPage(context, url);
}

export default function CasinoFilters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { words, facets, selection, total } = loaderData;
  return (
    <>
      <PageHeading
        title={t("casino.filterTitle")}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
        description={t("seo.casinoFilter")}
      />
      <FilterForm
        action="/casinos/filters"
        words={words}
        facets={facets}
        selection={selection}
        total={total}
        found="filter.found"
        searchLabel="filter.name"
        noMatches={{ countries: "filter.noCountries" }}
      >
        <FilterResults
          page={loaderData}
          total={total}
          paged={selection.paged}
          found="filter.found"
          empty="casino.noCasinos"
          end="casino.noMoreCasinos"
          grid={(casinos) => <CasinoGrid casinos={casinos} />}
        />
      </FilterForm>
    </>
  );
}
