import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "./i18n";

/**
 * A long block folded to about `lines` lines with a "Show more" / "Show less" button (aria-expanded,
 * aria-controls). The whole content is in the HTML, for crawlers and screen readers; only CSS folds it,
 * and only where scripts run (the `js:` variant), so without JavaScript everything shows and the button
 * is hidden.
 */
export function ShowMore({ children, lines = 6 }: { children: ReactNode; lines?: number }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <div
        id={id}
        style={{ "--folded": `${lines * 1.625}rem` } as React.CSSProperties}
        className={
          open
            ? undefined
            : "js:relative js:max-h-(--folded) js:overflow-hidden js:after:absolute js:after:inset-x-0 js:after:bottom-0 js:after:h-10 js:after:bg-linear-to-t js:after:from-white js:after:content-['']"
        }
      >
        {children}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className="mt-2 hidden font-semibold text-brand-700 underline-offset-2 hover:underline js:inline-block"
      >
        {open ? t("common.showLess") : t("common.showMore")}
      </button>
    </div>
  );
}
