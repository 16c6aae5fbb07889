import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { CasinoPage } from "#modules/casinos";
import { LoadMore, useLoadMore } from "#app/ui/filter/load-more";
import { PageHeading } from "#app/ui/page-heading";
import { CasinoGrid } from "./casino-card";
import { CountryScope } from "./country-scope";

/** A casino sub-catalogue: /casinos/games|types|providers|privat/{slug}, with load more. */
export function CasinoGroupPage({
  title,
  description,
  image,
  page,
}: {
  title: string;
  description: string;
  /** A logo (/media/logos/…) for link previews, where the group has one. */
  image?: string;
  /** `all`: "show all" chosen, not only the casinos accepting the visitor's country. */
  page: CasinoPage & { all: boolean };
}) {
  const { t } = useTranslation();
  const { items, next, fetcher } = useLoadMore(page);
  return (
    <>
      <PageHeading
        title={title}
        description={description}
        image={image}
        crumbs={[{ label: t("casino.listTitle"), to: "/casinos" }]}
      >
        <p className="mt-2">
          <AppLink to="/casinos/filters">{t("casino.filterTitle")}</AppLink>
        </p>
      </PageHeading>
      <CountryScope all={page.all} />
      {/* The cards' names are h3s: the list is a section of its own under the page's h1. */}
      <section aria-labelledby="group-casinos">
        <h2 id="group-casinos" className="sr-only">
          {t("casino.results")}
        </h2>
        <CasinoGrid casinos={items} />
        <LoadMore next={next} fetcher={fetcher} shown={items.length} end="casino.noMoreCasinos" />
      </section>
    </>
  );
}
