import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/ui/i18n";
import { CONSENT_REOPEN, readConsent, saveConsent, type Consent } from "./consent";

/**
 * The cookie choice (docs/product-spec.md §7): analytics accepted or declined, asked until the visitor
 * chooses, and again when they open the footer's "Cookie settings". Every page's server HTML carries it
 * (cached pages stay the same for everyone); before hydration, CSS shows it only where the head's script
 * found no choice (./consent.ts, docs/decisions/0026).
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<"asked" | "reopened" | null>("asked");
  const first = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (readConsent() !== null) setOpen(null);
    const reopen = () => setOpen("reopened");
    window.addEventListener(CONSENT_REOPEN, reopen);
    return () => window.removeEventListener(CONSENT_REOPEN, reopen);
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
        <p className="flex-1 text-xs leading-snug tablet:text-sm">{`${t("cookies.text")} ${t("consent.question")}`}</p>
        <div className="flex flex-wrap gap-2 self-end tablet:gap-3 tablet:self-auto">
          <button
            ref={first}
            type="button"
            data-consent-choice="declined"
            onClick={() => choose("declined")}
            className={`${button} bg-white text-brand-700`}
          >
            {t("consent.decline")}
          </button>
          <button
            type="button"
            data-consent-choice="accepted"
            onClick={() => choose("accepted")}
            className={`${button} bg-brand-600 text-white`}
          >
            {t("consent.accept")}
          </button>
        </div>
      </div>
    </div>
  );
}
