import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/ui/i18n";
import { CONSENT_REOPEN, readConsent, saveConsent, type Consent } from "./consent";

/**
 * The cookie choice (docs/product-spec.md §7): analytics accepted or declined, asked until the visitor
 * chooses, and again when they open the footer's "Cookie settings". Shown after hydration only, so
 * that cached pages are the same for everyone.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"asked" | "reopened" | null>("asked");
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (readConsent() !== null) setOpen(null);
    const reopen = () => setOpen("reopened");
    // The footer's "Cookie settings" works before the footer's own code is here (docs/decisions/0026).
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-consent-reopen]")) reopen();
    };
    window.addEventListener(CONSENT_REOPEN, reopen);
    document.addEventListener("click", onClick);
    return () => {
      window.removeEventListener(CONSENT_REOPEN, reopen);
      document.removeEventListener("click", onClick);
    };
  }, []);

  // Opened from the footer: the choice gets the focus, so a keyboard user lands on it.
  useEffect(() => {
    if (open === "reopened") first.current?.focus();
  }, [open]);

  if (!open) return null;
  const choose = (consent: Consent) => {
    saveConsent(consent);
    setOpen(null);
  };
  const button = "rounded-full border-2 border-brand-600 px-3 py-1 text-sm font-semibold tablet:px-6 tablet:py-2";
  return (
    <div
      role="region"
      aria-label={t("cookies.label")}
      data-cookie-notice={open}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 py-2 shadow-lg tablet:p-4"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-2 tablet:flex-row tablet:items-center tablet:gap-3">
        <p className="flex-1 text-xs leading-snug tablet:text-sm">
          {t("cookies.text")} {t("consent.question")}
        </p>
        <div className="flex flex-wrap gap-2 self-end tablet:gap-3 tablet:self-auto">
          <button
            ref={first}
            type="button"
            onClick={() => choose("declined")}
            className={`${button} bg-white text-brand-700`}
          >
            {t("consent.decline")}
          </button>
          <button type="button" onClick={() => choose("accepted")} className={`${button} bg-brand-600 text-white`}>
            {t("consent.accept")}
          </button>
        </div>
      </div>
    </div>
  );
}
