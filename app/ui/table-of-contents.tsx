import { useEffect, useState, type ReactNode } from "react";
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
 * wide ones (see TocLayout for the sticky column). Nothing for fewer than two headings.
 */
export function TableOfContents({ headings }: { headings: Heading[] }) {
  const { t } = useTranslation();
  const current = useCurrentSection(headings.map((h) => h.id));
  if (headings.length < 2) return null;
  const title = t("common.tableOfContents");
  const list = (
    <ol className="space-y-1 text-sm">
      {headings.map((heading) => (
        <li key={heading.id} className={heading.level === 3 ? "pl-4" : undefined}>
          <a
            href={`#${heading.id}`}
            aria-current={heading.id === current ? "location" : undefined}
            className="block rounded border-l-2 border-transparent px-2 py-1 text-slate-800 aria-[current]:border-brand-600 aria-[current]:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-900"
          >
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

/**
 * A page's text with its table of contents: above it on narrow screens, a sticky column beside it on
 * wide ones. `side` (e.g. the sign-up card) goes in that column on wide screens and after the text on
 * narrow ones (rendered in both places, one of them hidden).
 */
export function TocLayout({
  headings,
  side,
  children,
}: {
  headings: Heading[];
  side?: ReactNode;
  children: ReactNode;
}) {
  if (headings.length < 2 && !side) return <>{children}</>;
  return (
    <div className="desktop:grid desktop:grid-cols-[minmax(0,1fr)_16rem] desktop:items-start desktop:gap-8">
      <div className="mb-6 space-y-4 desktop:sticky desktop:top-4 desktop:order-2 desktop:max-h-[calc(100vh-2rem)] desktop:overflow-y-auto">
        <TableOfContents headings={headings} />
        {side ? <div className="hidden desktop:block">{side}</div> : null}
      </div>
      <div className="min-w-0">
        {children}
        {side ? <div className="mt-8 desktop:hidden">{side}</div> : null}
      </div>
    </div>
  );
}
