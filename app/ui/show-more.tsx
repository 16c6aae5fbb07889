import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "./i18n";

/** The line height the fold counts in (Tailwind's leading-relaxed), in rem. */
const LINE_REM = 1.625;
/**
 * Characters a line holds at the least: 16 px text in a card on a 375 px phone takes 35 to 40; a text of
 * no more than `lines` times this fits in any width and is never folded.
 */
const MIN_CHARS_PER_LINE = 30;

/**
 * A long block folded to about `lines` lines with a "Show more" / "Show less" button (aria-expanded,
 * aria-controls). The whole content is in the HTML, for crawlers and screen readers; only CSS folds it,
 * and only where scripts run (the `js:` variant), so without JavaScript everything shows and the button
 * is hidden. The button is there only when the content is taller than the fold: a text whose `length`
 * (in characters) surely fits is decided on the server and never folded; otherwise the browser measures
 * after hydration, and again when the width changes, and unfolds what fits.
 */
export function ShowMore({ children, lines = 6, length }: { children: ReactNode; lines?: number; length?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const block = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [overflows, setOverflows] = useState(true);
  const fitsAnywhere = length !== undefined && length <= lines * MIN_CHARS_PER_LINE;

  useEffect(() => {
    const element = block.current;
    if (fitsAnywhere || !element) return;
    const measure = () => {
      const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
      // The content's own height, folded or not, against the fold's.
      setOverflows(element.scrollHeight > lines * LINE_REM * rem + 1);
    };
    measure();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [fitsAnywhere, lines]);

  if (fitsAnywhere) return <div>{children}</div>;
  const folded = overflows && !open;
  return (
    <div>
      <div
        id={id}
        ref={block}
        style={{ "--folded": `${lines * LINE_REM}rem` } as React.CSSProperties}
        className={
          folded
            ? "js:relative js:max-h-(--folded) js:overflow-hidden js:after:absolute js:after:inset-x-0 js:after:bottom-0 js:after:h-10 js:after:bg-linear-to-t js:after:from-white js:after:content-['']"
            : undefined
        }
      >
        {children}
      </div>
      {overflows ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="mt-2 hidden font-semibold text-brand-700 underline-offset-2 hover:underline js:inline-block"
        >
          {open ? t("common.showLess") : t("common.showMore")}
        </button>
      ) : null}
    </div>
  );
}
