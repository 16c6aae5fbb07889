import { useTranslation } from "../i18n";
import type { MessageKey } from "#i18n/translator";
import { Link, useLocation, useNavigation } from "react-router";
import { LoadMore, pageHref, useLoadMore, type Page } from "./load-more";

/**
 * A filter's results: how many items match (`found`, or "Loading…" while a new filter loads), the items
 * (`grid`), or `empty` when none does, and load more until `end`. A page opened through a no-JavaScript
 * "load more" link offers the way back to the first page.
 */
export function FilterResults<Item>({
  page,
  total,
  paged,
  found,
  empty,
  end,
  anchor,
  grid,
}: {
  page: Page<Item>;
  total: number;
  paged: boolean;
  found: MessageKey;
  empty: MessageKey;
  end: MessageKey;
  /** Where the pages' links open without JavaScript. */
  anchor?: string;
  grid: (items: Item[]) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const { items, next, fetcher } = useLoadMore(page);
  const loading = navigation.state !== "idle" && navigation.location?.pathname === location.pathname;

  return (
    <section aria-labelledby="filter-results" aria-busy={loading} className={loading ? "opacity-60" : undefined}>
      <h2 id="filter-results" className="sr-only">
        {t("filter.results")}
      </h2>
      <p role="status" className="mb-3 font-medium">
        {loading ? t("common.loading") : t(found, { count: total })}
      </p>
      {paged ? (
        <p className="mb-3">
          <Link to={pageHref(location.pathname, location.search, null, anchor)}>{t("filter.firstPage")}</Link>
        </p>
      ) : null}
      {items.length === 0 ? <p className="text-slate-700">{t(empty)}</p> : grid(items)}
      <LoadMore next={next} fetcher={fetcher} shown={items.length} end={end} anchor={anchor} />
    </section>
  );
}
