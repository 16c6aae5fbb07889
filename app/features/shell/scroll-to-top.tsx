import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Spec §2: every page navigation scrolls smoothly to the top (not a change of query or hash alone). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo({ top: 0, behavior: "smooth" });
  }, [pathname]);
  return null;
}
