import type { Heading } from "#contracts/headings";
import { ACCORDION_CLASS } from "./render";

/** A part of an accordion section: its heading's anchor and text, and the HTML below the heading. */
export interface AccordionEntry {
  id: string;
  title: string;
  html: string;
}

/** Rendered content as the page shows it: runs of prose, and accordion sections' items. */
export type ContentBlock = { kind: "prose"; html: string } | { kind: "accordion"; items: AccordionEntry[] };

const ACCORDION_HEADING = new RegExp(`<h2 ([^>]*) class="${ACCORDION_CLASS}">`);
const ITEM_HEADING = /^<h3 id="([^"]+)">([\s\S]*?)<\/h3>\s*/;

/**
 * Splits rendered Markdown (./render.ts) into blocks: a level-2 heading marked as an accordion stays in
 * the prose with whatever stands before its first level-3 heading, and each of its level-3 parts, up to
 * the next level-2 heading, becomes an item. Everything else is prose, as rendered.
 */
export function contentBlocks(html: string, headings: readonly Heading[]): ContentBlock[] {
  const blocks: ContentBlock[] = [];
  let prose = "";
  let rest = html;
  for (let found = ACCORDION_HEADING.exec(rest); found; found = ACCORDION_HEADING.exec(rest)) {
    const headingEnd = rest.indexOf("</h2>", found.index) + "</h2>".length;
    const next = rest.indexOf("<h2", headingEnd);
    const end = next < 0 ? rest.length : next;
    const section = rest.slice(headingEnd, end);
    const first = section.indexOf("<h3 ");
    prose += rest.slice(0, found.index) + `<h2 ${found[1]}>` + rest.slice(found.index + found[0].length, headingEnd);
    if (first < 0) {
      prose += section;
    } else {
      prose += section.slice(0, first);
      if (prose.trim()) blocks.push({ kind: "prose", html: prose });
      prose = "";
      blocks.push({
        kind: "accordion",
        items: section
          .slice(first)
          .split(/(?=<h3 )/)
          .map(itemOf(headings)),
      });
    }
    rest = rest.slice(end);
  }
  prose += rest;
  if (prose.trim()) blocks.push({ kind: "prose", html: prose });
  return blocks;
}

const itemOf =
  (headings: readonly Heading[]) =>
  (part: string): AccordionEntry => {
    const heading = ITEM_HEADING.exec(part)!;
    const id = heading[1]!;
    return {
      id,
      title: headings.find((h) => h.id === id)?.text ?? heading[2]!.replace(/<[^>]*>/g, ""),
      html: part.slice(heading[0].length),
    };
  };
