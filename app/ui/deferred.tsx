import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";
import { importWithReload } from "#app/client/reload-guard";

/** How far below the screen a deferred part starts loading its code. */
const MARGIN = "100px";
/** A pointer over it, a finger on it or the focus in it: the visitor is about to use it. */
const INTENT_EVENTS = ["pointerover", "touchstart", "focusin"] as const;

let pageHydrated = false;

/** Called once the first render of the document has committed: later parts (client navigation) load at once. */
export function markPageHydrated(): void {
  pageHydrated = true;
}

/**
 * A part of a page whose code loads only when it comes near the screen or the visitor reaches for it
 * (docs/decisions/0026). The server renders it whole, as always: the HTML is complete for crawlers and
 * visitors without JavaScript. In the browser, React keeps that HTML as it is (a dehydrated Suspense
 * boundary: no fallback, no layout shift) until the code arrives, then hydrates it. After the first
 * page, on client navigation, the code loads at once.
 *
 * `load` must be the only way the module is imported by the page's code, or it lands in the page's chunk
 * anyway. The wrapper is a plain block `div` (it carries `className` when given).
 */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P & DeferredProps> {
  let open: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let loaded: Promise<ComponentType<P>> | null = null;
  const Part = lazy(async () => {
    if (!import.meta.env.SSR) await gate;
    loaded ??= importWithReload(load);
    return { default: await loaded };
  });
  function Deferred({ className, ...props }: P & DeferredProps) {
    const ref = useRef<HTMLDivElement>(null);
    // `data-deferred="ready"` once the code is here (tests wait for it before using the part).
    const [ready, setReady] = useState(false);
    useEffect(() => {
      let gone = false;
      void gate.then(() => Promise.resolve(loaded)).then((part) => !gone && part && setReady(true));
      return () => {
        gone = true;
      };
    }, []);
    useEffect(() => {
      const element = ref.current;
      if (pageHydrated || !element || typeof IntersectionObserver === "undefined") return open();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
        rootMargin: MARGIN,
      });
      const stop = () => {
        observer.disconnect();
        for (const name of INTENT_EVENTS) element.removeEventListener(name, start);
      };
      function start() {
        stop();
        open();
      }
      observer.observe(element);
      for (const name of INTENT_EVENTS) element.addEventListener(name, start, { passive: true });
      return stop;
    }, []);
    return (
      <div ref={ref} className={className} data-deferred={ready ? "ready" : "waiting"}>
        <Suspense fallback={null}>
          <Part {...(props as P)} />
        </Suspense>
      </div>
    );
  }
  return Deferred;
}

export interface DeferredProps {
  className?: string;
}
