import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/**
 * docs/product-spec.md §2: every page navigation scrolls smoothly to the top (not a change of query alone). A link to an
 * anchor on the page (`/slots?providers=x#explorer`) scrolls to that instead, when the anchor is new.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const previous = useRef<{ pathname: string; hash: string } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, hash };
    if (!before) return;
    const moved = pathname !== before.pathname;
    const target = hash && (moved || hash !== before.hash) ? document.getElementById(hash.slice(1)) : null;
    if (target) target.scrollIntoView({ behavior: "smooth" });
    else if (moved) window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname, hash]);
  return null;
}
