import { createContext } from "react";

/**
 * What a render offers kept parts on the server (./kept.tsx: deferred parts and components made with
 * `kept()`): the HTML a part rendered before, at the same place of the same page with the same props, and
 * the means to have this render's kept (app/part-fragments.server.ts, docs/decisions/0065, 0066). Absent in
 * the browser and in tests that do not provide it: every part is rendered.
 */
export interface PartFragments {
  /**
   * How to write a part: the mark its kept HTML replaces (`written`), the marks around it for this render
   * to keep it, or null to render it as it is (its props are not plain data: a function, an element).
   */
  marks(part: number, place: string, props: Readonly<Record<string, unknown>>): PartMarks | null;
}

export type PartMarks = { written: string } | { start: string; end: string };

export const PartFragmentsContext = /* @__PURE__ */ createContext<PartFragments | null>(null);

let parts = 0;

/** A kept part's number, given once per part when its module loads: the same in every render of a process. */
export function nextPart(): number {
  return ++parts;
}
