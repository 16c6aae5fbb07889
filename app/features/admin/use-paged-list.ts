import { useCallback, useEffect, useState } from "react";

export interface Paged<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * A console list read a page at a time (keyset cursors): the first page whenever `fetchPage` changes (new
 * filters), the next ones on `more()`. An answer for filters that changed meanwhile is dropped.
 */
export function usePagedList<T>(fetchPage: (cursor?: string) => Promise<Paged<T>>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setItems(null);
    fetchPage().then(
      (page) => {
        if (!current) return;
        setItems(page.items);
        setNext(page.next_cursor);
        setFailed(false);
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [fetchPage]);

  const more = useCallback(async () => {
    if (!next) return;
    try {
      const page = await fetchPage(next);
      setItems((shown) => [...(shown ?? []), ...page.items]);
      setNext(page.next_cursor);
    } catch {
      setFailed(true);
    }
  }, [fetchPage, next]);

  return { items, hasMore: next !== null, failed, more };
}
