import { useEffect, useId, useState, type ReactNode } from "react";

export interface AccordionItem {
  id: string;
  summary: ReactNode;
  content: ReactNode;
}

/** docs/product-spec.md §9: the accordion's desktop behaviour applies at 768 px or more. */
const SIDE_AREA = "(min-width: 768px)";

/**
 * Native <details>/<summary> items (docs/product-spec.md §2): below 768 px an item opens in place. At
 * 768 px or more, where scripts run (the `side:` variant), clicking a summary shows that item's content
 * in a side area and closes the others; the first item is shown at first. Without JavaScript every item
 * opens in place at any width. With `anchors`, the items' ids are the page's anchors of their summaries'
 * headings: a link to one (the table of contents, a shared URL) opens that item.
 */
export function Accordion({ items, anchors = false }: { items: AccordionItem[]; anchors?: boolean }) {
  const base = useId();
  const [shown, setShown] = useState(items[0]?.id);
  const ids = items.map((item) => item.id).join("\n");

  useEffect(() => {
    if (!anchors) return;
    const follow = () => {
      const target = decodeURIComponent(window.location.hash.slice(1));
      if (ids.split("\n").includes(target)) setShown(target);
    };
    follow();
    window.addEventListener("hashchange", follow);
    return () => window.removeEventListener("hashchange", follow);
  }, [anchors, ids]);
  const current = items.find((item) => item.id === shown);
  const summaryId = (id: string) => `${base}-${id}`;
  return (
    <div className="side:grid side:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] side:items-start side:gap-4">
      <div className="space-y-2">
        {items.map((item) => (
          <details key={item.id} open={item.id === shown} className="rounded-xl bg-white shadow-sm">
            <summary
              id={summaryId(item.id)}
              onClick={(event) => {
                if (!window.matchMedia(SIDE_AREA).matches) return;
                event.preventDefault();
                setShown(item.id);
              }}
              className="cursor-pointer rounded-xl px-4 py-3 font-semibold side:in-open:bg-brand-50 side:in-open:text-brand-900"
            >
              {item.summary}
            </summary>
            <div className="px-4 pb-4 side:hidden">{item.content}</div>
          </details>
        ))}
      </div>
      {current ? (
        <div
          role="region"
          aria-labelledby={summaryId(current.id)}
          aria-live="polite"
          className="hidden rounded-xl bg-white p-4 shadow-sm side:block"
        >
          {current.content}
        </div>
      ) : null}
    </div>
  );
}
