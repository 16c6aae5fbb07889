import { lazy, Suspense, useEffect, useRef, type ComponentType } from "react";
import { importWithReload } from "#app/client/reload-guard";

/**
 * A part of a page below the fold (comments, reviews, the complaints of a casino) whose code is
 * downloaded only when it comes near the viewport. The server renders it in full; while hydrating, React
 * leaves its server HTML in place inside the Suspense boundary until the code arrives (selective
 * hydration; a click meanwhile is replayed once it is hydrated). A part rendered by a client-side
 * navigation (no server HTML in its box) loads at once. Keeps the first load inside the JS budget
 * (docs/decisions/0022).
 */
export function lazyWhenVisible<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let open: () => void = () => undefined;
  const near = new Promise<void>((resolve) => (open = resolve));
  const Part = lazy(async () => {
    if (typeof window !== "undefined") await near;
    return { default: await importWithReload(load) };
  });
  function WhenVisible(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      // Empty: rendered in the browser, not hydrated from the server's HTML; nothing to show meanwhile.
      if (!element || element.childElementCount === 0 || typeof IntersectionObserver === "undefined") return open();
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          open();
        },
        { rootMargin: "0px" },
      );
      observer.observe(element);
      return () => observer.disconnect();
    }, []);
    return (
      <div ref={box}>
        <Suspense fallback={null}>
          <Part {...props} />
        </Suspense>
      </div>
    );
  }
  return WhenVisible;
}
