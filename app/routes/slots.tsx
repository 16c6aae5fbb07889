import { useTranslation } from "../ui/i18n";
import { ProviderList } from "../features/slots/provider-list";
import { SlotGrid } from "../features/slots/slot-card";
import { FilterForm } from "../ui/filter/filter-form";
import { FilterResults } from "../ui/filter/filter-results";
import { PageHeading } from "../ui/page-heading";
import type { Route } from "./+types/slots";
import { slotsPage } from "./slots.server";
import { SignUpBanner } from "../features/shell/sign-up-prompts";

export function loader({ context, url }: Route.LoaderArgs) {
  return slotsPage(context, url);
}

export default function Slots({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { newest, trending, topProviders, words, facets, selection, total } = loaderData;
  return (
    <>
      <PageHeading title={t("slot.listTitle")} description={t("seo.slots")} />
      <section aria-labelledby="new" className="mb-8">
        <h2 id="new" className="mb-3 text-xl font-semibold">
          {t("slot.new")}
        </h2>
        <SlotGrid slots={newest} />
      </section>
      <SignUpBanner />
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
        <FilterForm
          action="/slots"
          anchor="explorer"
          words={words}
          facets={facets}
          selection={selection}
          total={total}
          found="slot.found"
          searchLabel="slot.search"
        >
          <FilterResults
            page={loaderData}
            total={total}
            paged={selection.paged}
            found="slot.found"
            empty="slot.noSlots"
            end="slot.noMoreSlots"
            anchor="explorer"
            grid={(slots) => <SlotGrid slots={slots} />}
          />
        </FilterForm>
      </section>
    </>
  );
}
