import { useCallback, useEffect, useState } from "react";
import type { MediaItem } from "#contracts/media";
import { listMedia } from "./console-api";
import { useConsole } from "./console-context";

export interface MediaSearch {
  q: string;
  unused: boolean;
}

/**
 * The library as the console lists it (the library page and the picker): a search, its items newest first
 * and "load more"; items can be added (an upload), replaced (an edit) or dropped (a removal) in place.
 */
export function useMediaList(pageSize: number) {
  const { client, service } = useConsole();
  const [search, setSearch] = useState<MediaSearch>({ q: "", unused: false });
  const [items, setItems] = useState<MediaItem[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (cursor?: string) => {
      setLoading(true);
      try {
        const page = await listMedia(client, service, { ...search, cursor, limit: pageSize });
        setItems((shown) => (cursor ? [...(shown ?? []), ...page.items] : page.items));
        setNext(page.next_cursor);
        setFailed(false);
      } catch {
        setFailed(true);
      } finally {
        setLoading(false);
      }
    },
    [client, service, search, pageSize],
  );

  useEffect(() => void load(), [load]);

  return {
    search,
    setSearch,
    items,
    failed,
    loading,
    more: next ? () => load(next) : null,
    added: (item: MediaItem) => setItems((shown) => [item, ...(shown ?? [])]),
    replaced: (item: MediaItem) => setItems((shown) => shown?.map((i) => (i.id === item.id ? item : i)) ?? null),
    dropped: (id: number) => setItems((shown) => shown?.filter((i) => i.id !== id) ?? null),
  };
}
