import { flushSync } from "react-dom";
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from "react";
import { importWithReload } from "#app/client/reload-guard";
import { giveHandover, takeHandover, type Handover } from "./deferred-handover";
import { KeptPart } from "./kept";
import { nextPart } from "./part-fragments";

/** How far below the screen a deferred part starts loading its code. */
const MARGIN = "100px";
/** A pointer over it, a finger on it or the focus in it: the visitor is about to use it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

let pageHydrated = false;

/**
 * Called once the first render of the document has committed: later parts (client navigation) load at once.
 * `<html data-hydrated>` says so to the page's own styles and to the browser tests, which wait for it after
 * each document load before they press anything (the code loads after the first paint, docs/decisions/0046).
 */
export function markPageHydrated(): void {
  pageHydrated = true;
  document.documentElement.setAttribute("data-hydrated", "");
}

/**
 * A part of a page whose code loads only when it comes near the screen or the visitor reaches for it
 * (docs/decisions/0026). The server renders it whole, as always: the HTML is complete for crawlers and
 * visitors without JavaScript. In the browser, React keeps that HTML as it is (an element whose inner
 * HTML React leaves alone: no fallback, no layout shift, whatever context updates come) until the code
 * arrives, then renders the part afresh in its place, the focus the visitor gave the server's HTML kept
 * (./deferred-handover.ts). A part mounted after the first page (client navigation) suspends until its
 * code is here, so the navigation's transition keeps the previous page.
 *
 * `load` must be the only way the module is imported by the page's code, or it lands in the page's chunk
 * anyway. The wrapper is a plain block `div` (it carries `className` when given).
 *
 * The server writes a part's HTML as it rendered it before, on the same page at the same place with the
 * same props (./kept.tsx, docs/decisions/0065). So a part's server HTML says only what its props,
 * the page's address, language and country say (no clock: dates are absolute until the browser's code
 * runs, as for the page cache), and adds nothing to the document's head: React hoists a part's <title>,
 * <meta> and <link>, and preloads its eager images there, which a part written again would not (a part's
 * images are lazy). A part given a function or an element is always rendered, and so is one made with
 * `{ kept: false }`.
 */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  when: DeferredWhen = "near",
  { kept = true }: { kept?: boolean } = {},
): ComponentType<P & DeferredProps> {
  const part = kept ? nextPart() : null;
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let Loaded: ComponentType<P> | null = null;
  // The download starts when the gate opens.
  const arrived = gate.then(() => importWithReload(load)).then((part) => (Loaded = part));
  // The server waits for the part (the document is sent whole: app/entry.server.tsx); so does a part
  // mounted after the first page.
  const WhenHere = lazy(async () => {
    if (import.meta.env.SSR) return { default: await load() };
    open();
    return { default: await arrived };
  });
  function Deferred({ className, ...props }: P & DeferredProps) {
    const ref = useRef<HTMLDivElement>(null);
    const handover = useRef<Handover | null>(null);
    const [late] = useState(() => pageHydrated);
    const [ready, setReady] = useState(() => late && Loaded !== null);
    useEffect(() => {
      let gone = false;
      void arrived.then(() => {
        if (gone) return;
        if (ref.current) handover.current = takeHandover(ref.current);
        // Taken and given in one task: a tap between the two (a list opened as the code arrives) would
        // land on the server's HTML after it was read, and be lost with it.
        flushSync(() => setReady(true));
      });
      return () => {
        gone = true;
      };
    }, []);
    useEffect(() => {
      const element = ref.current;
      if (late || !element) return open();
      const near = when === "near";
      // Without an observer, or on a page already scrolled (an address with an anchor), at once.
      if (near ? typeof IntersectionObserver === "undefined" : window.scrollY > 0) return open();
      const observer = near
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
            rootMargin: MARGIN,
          })
        : null;
      const stop = () => {
        observer?.disconnect();
        window.removeEventListener("scroll", start);
        for (const name of INTENT_EVENTS) element.removeEventListener(name, start);
      };
      function start() {
        stop();
        open();
      }
      observer?.observe(element);
      if (!near) window.addEventListener("scroll", start, { passive: true });
      for (const name of INTENT_EVENTS) element.addEventListener(name, start, { passive: true });
      return stop;
    }, [late]);
    const live = useRef<HTMLDivElement>(null);
    useLayoutEffect(() => {
      if (live.current && handover.current) giveHandover(live.current, handover.current);
      handover.current = null;
    }, [ready]);
    if (import.meta.env.SSR) return <OnServer part={part} Part={WhenHere} className={className} props={props as P} />;
    if ((ready && Loaded) || late) {
      const Part = ready && Loaded ? Loaded : WhenHere;
      return (
        <div key="live" ref={live} className={className} data-deferred="ready">
          <Part {...(props as P)} />
        </div>
      );
    }
    // Until then the server's HTML stays untouched: React neither hydrates nor replaces an element's
    // inner HTML it was told about, whatever updates (session, language) reach this place meanwhile.
    return (
      <div
        key="server"
        ref={ref}
        className={className}
        data-deferred="waiting"
        dangerouslySetInnerHTML={{ __html: "" }}
        suppressHydrationWarning
      />
    );
  }
  return Deferred;
}

/**
 * A part as the server writes it: in its wrapper, its HTML as a page rendered it before when the render
 * offers it (./kept.tsx: same page, place and props), else rendered.
 */
function OnServer<P extends object>(server: {
  part: number | null;
  Part: ComponentType<P>;
  className?: string;
  props: P;
}) {
  const { part, Part, className, props } = server;
  const rendered = (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return (
    <div className={className} data-deferred="waiting">
      {part === null ? (
        rendered
      ) : (
        <KeptPart part={part} props={props as Readonly<Record<string, unknown>>}>
          {rendered}
        </KeptPart>
      )}
    </div>
  );
}

/**
 * When a part's code loads: as the part comes near the screen ("near"), or once the visitor scrolls the
 * page or reaches for the part ("used"): for a part whose script only follows the reading, such as the
 * table of contents marking the section being read (its links work without it), so that it weighs
 * nothing on the first load even where it starts on the screen.
 */
export type DeferredWhen = "near" | "used";

export interface DeferredProps {
  className?: string;
}
