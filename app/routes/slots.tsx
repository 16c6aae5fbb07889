import { useTranslation } from "../i18n/react";
import { Link } from "react-router";
import { ProviderList } from "../features/slots/provider-list";
import { SlotGrid } from "../features/slots/slot-card";
import { SlotExplorerForm } from "../features/slots/slot-explorer-form";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/slots";
import { slotsPage } from "./slots.server";

export function loader({ context, request }: Route.LoaderArgs) {
  return slotsPage(context, new URL(request.url));
}

type SlotQuery = Route.ComponentProps["loaderData"]["query"];

/** The URL of the explorer's next page: the same query, the offset moved on. */
function nextPage({ q, provider, volatility, demo, offset }: SlotQuery, pageSize: number) {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (provider) params.set("provider", provider);
  if (volatility) params.set("volatility", volatility);
  if (demo) params.set("demo", "1");
  params.set("offset", String(offset + pageSize));
  return `/slots?${params}#explorer`;
}

export default function Slots({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { newest, trending, topProviders, query, results, pageSize, choices } = loaderData;
  return (
    <>
      <PageHeading title={t("slot.listTitle")} />
      <section aria-labelledby="new" className="mb-8">
        <h2 id="new" className="mb-3 text-xl font-semibold">
          {t("slot.new")}
        </h2>
        <SlotGrid slots={newest} />
      </section>
      <section aria-labelledby="trending" className="mb-8">
        <h2 id="trending" className="mb-3 text-xl font-semibold">
          {t("slot.trending")}
        </h2>
        <SlotGrid slots={trending} />
      </section>
      <section aria-labelledby="top-providers" className="mb-8">
        <h2 id="top-providers" className="mb-3 text-xl font-semibold">
          {t("slot.topProviders")}
        </h2>
        <ProviderList providers={topProviders} />
      </section>
      <section aria-labelledby="explorer" className="mb-8 scroll-mt-4">
        <h2 id="explorer" className="mb-3 text-xl font-semibold">
          {t("slot.explorer")}
        </h2>
        <SlotExplorerForm choices={choices} query={query} />
        <div className="mt-4" aria-live="polite">
          <SlotGrid slots={results.slots} />
        </div>
        {results.hasMore ? (
          <p className="mt-4 text-center">
            <Link
              to={nextPage(query, pageSize)}
              className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white no-underline"
            >
              {t("common.loadMore")}
            </Link>
          </p>
        ) : null}
      </section>
    </>
  );
}
