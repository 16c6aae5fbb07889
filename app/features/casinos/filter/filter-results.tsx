import { useTranslation } from "../../../i18n/react";
import { Link, useLocation, useNavigation } from "react-router";
import type { CasinoCard } from "../../../../modules/casinos/cards";
import { CasinoGrid } from "../casino-card";
import { LoadMore, useLoadMore } from "../load-more";

/**
 * The filter's results: how many casinos match (or "Loading…" while a new filter loads), the cards, and
 * load more until "No more casinos". A page opened through a no-JavaScript "load more" link offers the
 * way back to the first page.
 */
export function FilterResults({
  page,
  total,
  paged,
}: {
  page: { items: CasinoCard[]; next_cursor: string | null };
  total: number;
  paged: boolean;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const { items, next, fetcher } = useLoadMore(page);
  const loading = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;
  const firstPage = new URLSearchParams(location.search);
  firstPage.delete("cursor");

  return (
    <section aria-labelledby="filter-results" aria-busy={loading} className={loading ? "opacity-60" : undefined}>
      <h2 id="filter-results" className="sr-only">
        {t("filter.results")}
      </h2>
      <p role="status" className="mb-3 font-medium">
        {loading ? t("common.loading") : t("filter.found", { count: total })}
      </p>
      {paged ? (
        <p className="mb-3">
          <Link to={`${location.pathname}?${firstPage}`}>{t("filter.firstPage")}</Link>
        </p>
      ) : null}
      <CasinoGrid casinos={items} />
      <LoadMore next={next} fetcher={fetcher} shown={items.length} />
    </section>
  );
}
