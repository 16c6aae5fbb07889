/**
 * A heading a table of contents lists (app/ui/table-of-contents.tsx): its anchor, text and level. Anchors
 * are given on the server (modules/pages renders them from the Markdown it stores).
 */
export interface Heading {
  id: string;
  text: string;
  level: 2 | 3;
}
