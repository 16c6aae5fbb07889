import { useContext, useId, type ComponentType, type ReactNode } from "react";
import { nextPart, PartFragmentsContext } from "./part-fragments";

/**
 * Writes `children`, a part of the page that shows only what `props` say, as the server may keep it
 * (app/part-fragments.server.ts, docs/decisions/0066): its HTML as a render of the same page gave it
 * before, at the same place with the same props, without rendering it; else rendered, between marks the
 * render's output is read by. The marks are text only the server writes, and none of it reaches the page.
 *
 * Every side renders the same three children (two empty texts around the part, in the browser and when
 * nothing is kept), so the ids React derives inside the part are the same whichever way its HTML was
 * written, and the browser hydrates it as any other.
 */
export const KeptPart = import.meta.env.SSR ? KeptOnServer : KeptInBrowser;

interface KeptPartProps {
  part: number;
  props: Readonly<Record<string, unknown>>;
  children: ReactNode;
}

function KeptOnServer({ part, props, children }: KeptPartProps) {
  const fragments = useContext(PartFragmentsContext);
  // The part's place in the tree: the ids inside it derive from it.
  const place = useId();
  const marks = fragments?.marks(part, place, props) ?? null;
  if (marks === null)
    return (
      <>
        {""}
        {children}
        {""}
      </>
    );
  if ("written" in marks) return marks.written;
  return (
    <>
      {marks.start}
      {children}
      {marks.end}
    </>
  );
}

/** The browser's side: the same place (an id taken) and the same three children, so the same ids inside. */
function KeptInBrowser({ children }: KeptPartProps) {
  useId();
  return (
    <>
      {""}
      {children}
      {""}
    </>
  );
}

/**
 * A component the server writes again as it rendered it before, at the same place of the same page with
 * the same props (docs/decisions/0066); the browser hydrates it as usual. So its HTML says only what its
 * props, the page's address, language and country say: no clock, no session (the server renders every page
 * as for a visitor), nothing in the document's head (no <title>, <meta> or <link>, no eager image: React
 * preloads those from the head). It renders one element, or nothing: its HTML starts and ends with a tag.
 * Given a function or an element, it is rendered each time.
 */
export function kept<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  const part = nextPart();
  function Kept(props: P) {
    return (
      <KeptPart part={part} props={props as Readonly<Record<string, unknown>>}>
        <Component {...props} />
      </KeptPart>
    );
  }
  Kept.displayName = `Kept(${Component.displayName ?? Component.name})`;
  return Kept;
}
