import { createContext } from "react";

/**
 * What a render offers deferred parts on the server (app/ui/deferred.tsx): the HTML a part rendered
 * before, at the same place of the same page with the same props, and the means to have this render's
 * kept (app/part-fragments.server.ts, docs/decisions/0065). Absent in the browser and in tests that do
 * not provide it: every part is rendered.
 */
export interface PartFragments {
  /** The key of a part's HTML, or null when its props are not plain data (a function, an element). */
  keyOf(part: number, place: string, props: Readonly<Record<string, unknown>>): string | null;
  /** The HTML kept under a key. */
  html(key: string): string | undefined;
  /** The `data-deferred` value that marks the part's HTML for this render to keep (it reads "waiting"). */
  capture(key: string): string;
}

export const PartFragmentsContext = /* @__PURE__ */ createContext<PartFragments | null>(null);
