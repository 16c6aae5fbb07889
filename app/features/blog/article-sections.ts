import { headingIds, type Heading } from "#contracts/headings";

export type ArticleBlock = { kind: "paragraph"; text: string } | ({ kind: "heading" } & Heading);

/**
 * An article's paragraphs as blocks: a paragraph written as a Markdown heading ("## …", "### …") becomes
 * an h2/h3 with a stable anchor (#contracts/headings), listed in `headings` for the table of contents.
 */
export function articleSections(paragraphs: string[]): { blocks: ArticleBlock[]; headings: Heading[] } {
  const marked = paragraphs.map((text) => /^(#{2,3})\s+(.+)$/s.exec(text));
  const ids = headingIds(marked.flatMap((match) => (match ? [match[2]!.trim()] : [])));
  let next = 0;
  const blocks = paragraphs.map((text, index): ArticleBlock => {
    const match = marked[index];
    if (!match) return { kind: "paragraph", text };
    return { kind: "heading", id: ids[next++]!, text: match[2]!.trim(), level: match[1]!.length === 2 ? 2 : 3 };
  });
  const headings = blocks.flatMap((block) =>
    block.kind === "heading" ? [{ id: block.id, text: block.text, level: block.level }] : [],
  );
  return { blocks, headings };
}
