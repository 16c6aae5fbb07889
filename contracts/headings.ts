/** A heading a table of contents lists (app/ui/table-of-contents.tsx): its anchor, text and level. */
export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}

/**
 * Stable anchors for a page's headings, given on the server: the text lower-cased, letters and digits
 * of any script kept (Bengali, Cyrillic …), the rest joined by hyphens; a repeated text gets "-2", "-3" …
 * The same texts always give the same ids, so links to a section keep working.
 */
export function headingIds(texts: string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base =
      text
        .normalize("NFKC")
        .toLowerCase()
        .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
        .replace(/^-+|-+$/g, "")
        .slice(0, 60) || "section";
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
