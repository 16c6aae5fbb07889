import { PageHeading } from "./page-heading";

/** A page of prose: heading, breadcrumb and paragraphs. */
export function TextPage({
  title,
  paragraphs,
  children,
}: {
  title: string;
  paragraphs: string[];
  children?: React.ReactNode;
}) {
  return (
    <article className="max-w-3xl">
      <PageHeading title={title} description={paragraphs.join(" ")} />
      {paragraphs.map((text) => (
        <p key={text} className="mb-4 leading-relaxed">
          {text}
        </p>
      ))}
      {children}
    </article>
  );
}
