import type { ReactNode } from "react";
import type { Heading } from "#contracts/headings";
import { deferred } from "./deferred";

/**
 * The table of contents (./table-of-contents.tsx): a deferred part (docs/decisions/0026) whose code loads
 * once the visitor scrolls or reaches for it. Its links are plain anchors; the code only marks the
 * section being read, which starts to matter with the reading, and the list often starts on the first
 * screen (beside the text from 1280 px), where "near" would load it with the page.
 */
const DeferredTableOfContents = deferred(() => import("./table-of-contents").then((m) => m.TableOfContents), "used");

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
        {headings.length >= 2 ? <DeferredTableOfContents headings={headings} /> : null}
        {side ? <div className="hidden desktop:block">{side}</div> : null}
      </div>
      <div className="min-w-0">
        {children}
        {side ? <div className="mt-8 desktop:hidden">{side}</div> : null}
      </div>
    </div>
  );
}
