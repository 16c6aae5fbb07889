import { useTranslation } from "../i18n/react";
import { FilterForm } from "../features/casinos/filter/filter-form";
import { FilterResults } from "../features/casinos/filter/filter-results";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/casinos-filters";
import { casinoFilterPage } from "./casinos-filters.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return casinoFilterPage(context, new URL(request.url));
}

export default function CasinoFilters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { words, facets, selection, total } = loaderData;
  return (
    <>
      <PageHeading title={t("casino.filterTitle")} crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]} />
      <FilterForm words={words} facets={facets} selection={selection} total={total}>
        <FilterResults page={loaderData} total={total} paged={selection.paged} />
      </FilterForm>
    </>
  );
}
