import { useTranslation } from "../i18n/react";
import { CasinoGrid } from "../features/casinos/casino-card";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/casinos-filters";
import { casinoFilterPage } from "./casinos-filters.server";

export function loader({ context }: Route.LoaderArgs) {
  return casinoFilterPage(context);
}

export default function CasinoFilters({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={t("casino.filterTitle")} crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]} />
      <CasinoGrid casinos={loaderData.casinos} />
    </>
  );
}
