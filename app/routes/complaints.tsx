import { ComplaintFilters } from "../features/complaints/complaint-filters";
import { AppLink } from "#app/ui/link";
import { ComplaintList } from "../features/complaints/complaint-list";
import { ComplaintStats } from "../features/home/complaint-stats";
import { useTranslation } from "../ui/i18n";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/complaints";
import { complaintsPage } from "./complaints.server";

export function loader({ context, url }: Route.LoaderArgs) {
  return complaintsPage(context, url);
}

export default function Complaints({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { items, nextCursor, stats, filter, casinos } = loaderData;
  const next = new URLSearchParams(Object.entries(filter).filter(([, value]) => value));
  if (nextCursor) next.set("cursor", nextCursor);
  return (
    <>
      <PageHeading title={t("complaints.heading")} description={t("complaints.listDescription")}>
        <p className="mt-3">
          <AppLink
            to="/complaints/new"
            className="inline-block rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
          >
            {t("complaints.fileComplaint")}
          </AppLink>
        </p>
      </PageHeading>
      <section aria-labelledby="service-stats" className="mb-6">
        <h2 id="service-stats" className="mb-3 text-xl font-semibold">
          {t("complaints.statsHeading")}
        </h2>
        <ComplaintStats stats={stats} />
      </section>
      <section aria-labelledby="cases">
        <h2 id="cases" className="sr-only">
          {t("complaints.heading")}
        </h2>
        <ComplaintFilters values={filter} casinos={casinos} />
        {items.length > 0 ? <ComplaintList items={items} /> : <p>{t("complaints.none")}</p>}
        <p className="mt-4 text-center">
          {nextCursor ? (
            <AppLink
              to={`/complaints?${next}`}
              className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
            >
              {t("complaints.loadMore")}
            </AppLink>
          ) : items.length > 0 ? (
            <span className="text-slate-700">{t("complaints.noMore")}</span>
          ) : null}
        </p>
      </section>
    </>
  );
}
