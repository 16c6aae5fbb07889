import { useEffect, useState } from "react";
import { useTranslation } from "#app/ui/i18n";

const CONSENT_COOKIE = "cookie_notice";

/**
 * Shown after hydration only, so that cached pages are the same for everyone; OK is remembered for a year.
 */
export function CookieNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(!document.cookie.split("; ").some((c) => c === `${CONSENT_COOKIE}=ok`));
  }, []);
  if (!open) return null;
  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=ok; Max-Age=31536000; Path=/; SameSite=Lax`;
    setOpen(false);
  };
  return (
    <div
      role="region"
      aria-label={t("cookies.label")}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-4 shadow-lg"
    >
      <div className="mx-auto flex max-w-6xl flex-col items-start gap-3 tablet:flex-row tablet:items-center">
        <p className="flex-1 text-sm">{t("cookies.text")}</p>
        <button type="button" onClick={accept} className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white">
          {t("cookies.ok")}
        </button>
      </div>
    </div>
  );
}
