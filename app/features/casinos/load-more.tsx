import { useTranslation } from "../../i18n/react";
import { Link, useFetcher, useLocation } from "react-router";
import { useState } from "react";
import type { CasinoPage } from "../../../modules/casinos/pages";

/**
 * "Load more" over a route whose loader answers a page of casinos for `?cursor=` (`pageOf` finds it in
 * the loader's data): the pages fetched in the browser are appended to the loader's first page, and
 * start again when that changes (a new filter). Without JavaScript, the link simply opens the next page.
 */
export function useLoadMore<Data = CasinoPage>(
  first: CasinoPage,
  pageOf: (data: Data) => CasinoPage = (data) => data as CasinoPage,
) {
  const fetcher = useFetcher<Data>();
  const [state, setState] = useState({ first, seen: fetcher.data, items: first.items, next: first.next_cursor });
  if (state.first !== first) {
    setState({ first, seen: fetcher.data, items: first.items, next: first.next_cursor });
  } else if (fetcher.data && fetcher.data !== state.seen) {
    const page = pageOf(fetcher.data as Data);
    setState({ ...state, seen: fetcher.data, items: [...state.items, ...page.items], next: page.next_cursor });
  }
  return { items: state.items, next: state.next, fetcher };
}

/** The load-more link (a plain link to the next page until JavaScript takes over), or the end message. */
export function LoadMore({
  next,
  fetcher,
  shown,
}: {
  next: string | null;
  fetcher: ReturnType<typeof useLoadMore>["fetcher"];
  shown: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (next === null)
    return shown > 0 ? <p className="mt-6 text-center text-slate-700">{t("casino.noMoreCasinos")}</p> : null;
  const params = new URLSearchParams(location.search);
  params.set("cursor", next);
  const href = `${location.pathname}?${params}`;
  const busy = fetcher.state !== "idle";
  return (
    <p className="mt-6 text-center">
      <Link
        to={href}
        preventScrollReset
        aria-disabled={busy || undefined}
        onClick={(event) => {
          event.preventDefault();
          if (!busy) fetcher.load(href);
        }}
        className="inline-block rounded-full bg-brand-600 px-6 py-2 font-semibold text-white no-underline"
      >
        {busy ? t("common.loading") : t("common.loadMore")}
      </Link>
    </p>
  );
}
