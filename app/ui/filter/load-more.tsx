import { useTranslation } from "../i18n";
import type { MessageKey } from "#i18n/translator";
import { Link, useFetcher, useLocation, type FetcherWithComponents } from "react-router";
import { useState } from "react";

/** One page of a keyset-paged list: its items and the cursor of the next page (null on the last). */
export interface Page<Item> {
  items: Item[];
  next_cursor: string | null;
}

/**
 * "Load more" over a route whose loader answers a page of items for `?cursor=` (`pageOf` finds it in the
 * loader's data): the pages fetched in the browser are appended to the loader's first page, and start
 * again when that changes (a new filter). Without JavaScript, the link simply opens the next page.
 */
export function useLoadMore<Item, Data = Page<Item>>(
  first: Page<Item>,
  pageOf: (data: Data) => Page<Item> = (data) => data as unknown as Page<Item>,
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

/** The URL of this page with `cursor` set to `cursor` (or removed when null), and `#anchor` when given. */
export function pageHref(pathname: string, search: string, cursor: string | null, anchor?: string) {
  const params = new URLSearchParams(search);
  if (cursor === null) params.delete("cursor");
  else params.set("cursor", cursor);
  const query = params.size > 0 ? `?${params}` : "";
  return `${pathname}${query}${anchor ? `#${anchor}` : ""}`;
}

/**
 * The load-more link (a plain link to the next page until JavaScript takes over), or the end message
 * (`end`, e.g. "No more casinos") once something was shown. `anchor` is where the next page opens
 * without JavaScript.
 */
export function LoadMore({
  next,
  fetcher,
  shown,
  end,
  anchor,
}: {
  next: string | null;
  fetcher: Pick<FetcherWithComponents<unknown>, "state" | "load">;
  shown: number;
  end: MessageKey;
  anchor?: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  if (next === null) return shown > 0 ? <p className="mt-6 text-center text-slate-700">{t(end)}</p> : null;
  const href = pageHref(location.pathname, location.search, next);
  const busy = fetcher.state !== "idle";
  return (
    <p className="mt-6 text-center">
      <Link
        to={pageHref(location.pathname, location.search, next, anchor)}
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
