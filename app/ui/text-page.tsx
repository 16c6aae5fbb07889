import type { Heading } from "#contracts/headings";
import { PageHeading } from "./page-heading";
import { TocLayout } from "./toc-layout";

/** A page of prose: heading, breadcrumb and paragraphs, with a table of contents of `headings` (two or more). */
export function TextPage({
  title,
  paragraphs,
  headings = [],
  children,
}: {
  title: string;
  paragraphs: string[];
  /** The h2/h3 headings of the page's sections (their anchors given on the server). */
  headings?: Heading[];
  children?: React.ReactNode;
}) {
  return (
    <article>
      <PageHeading title={title} description={paragraphs.join(" ")} />
      <TocLayout headings={headings}>
        <div className="max-w-3xl">
          {paragraphs.map((text) => (
            <p key={text} className="mb-4 leading-relaxed">
              {text}
            </p>
          ))}
          {children}
        </div>
      </TocLayout>
    </article>
  );
}
