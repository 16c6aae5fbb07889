import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import type { CasinoCard } from "../../../modules/casinos/cards";
import { PageHeading } from "../../ui/page-heading";
import { CasinoGrid } from "./casino-card";

/** A casino sub-catalogue: /casinos/games|types|providers|privat/{slug}. */
export function CasinoGroupPage({ title, casinos }: { title: string; casinos: CasinoCard[] }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading title={title} crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}>
        <p className="mt-2">
          <Link to="/casinos/filters">{t("casino.filterTitle")}</Link>
        </p>
      </PageHeading>
      <CasinoGrid casinos={casinos} />
    </>
  );
}
