import { useEffect, useState } from "react";
import type { Heading } from "#contracts/headings";
import { useTranslation } from "./i18n";

/**
 * The id of the section being read: the first of `ids` whose heading is in the upper part of the
 * viewport, kept while the visitor reads below it (one IntersectionObserver, no scroll handler).
 */
function useCurrentSection(ids: string[]): string | null {
  const [current, setCurrent] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const wanted = key.split(" ");
    const elements = wanted.map((id) => document.getElementById(id)).filter((e): e is HTMLElement => e !== null);
    if (elements.length === 0 || typeof IntersectionObserver === "undefined") return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = wanted.find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      { rootMargin: "0px 0px -60% 0px" },
    );
    for (const element of elements) observer.observe(element);
    return () => observer.disconnect();
  }, [key]);
  return current;
}

/**
 * A table of contents of a page's h2/h3 headings (anchors given on the server, #contracts/headings),
 * the section being read marked (aria-current). A folded list on narrow screens, the whole list on
 * wide ones (./toc-layout.tsx places it). Nothing for fewer than two headings.
 */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation();
  const current = useCurrentSection(headings.map((h) => h.id));
  if (headings.length < 2) return null;
  const title = t("common.tableOfContents");
  const list = (
    <ol className="toc-list">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
          <a href={`#${heading.id}`} aria-current={heading.id === current ? "location" : undefined}>
            {heading.text}
          </a>
        </li>
      ))}
    </ol>
  );
  return (
    <nav aria-label={title} className="rounded-xl bg-white p-3 shadow-sm">
      <details className="desktop:hidden">
        <summary className="cursor-pointer font-semibold">{title}</summary>
        <div className="mt-2">{list}</div>
      </details>
      <div className="hidden desktop:block">
        <p className="mb-2 font-semibold">{title}</p>
        {list}
      </div>
    </nav>
  );
}
