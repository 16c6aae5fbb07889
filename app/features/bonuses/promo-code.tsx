import { useRef } from "react";
import { importWithReload } from "#app/client/reload-guard";
import { useTranslation } from "#app/ui/i18n";
import { notify } from "#app/ui/toasts";

/**
 * A promo code as visible, selectable text with a copy button. The toast says whether it reached the
 * clipboard; when it did not, the code is left selected so the visitor can copy it by hand. The copying
 * code loads on the first press: pages with bonus cards stay inside the first-load JS budget.
 */
export function PromoCode({ code }: { code: string }) {
  const { t } = useTranslation();
  const codeRef = useRef<HTMLElement>(null);
  const copy = async () => {
    const { copyText } = await importWithReload(() => import("./copy-text"));
    const copied = await copyText(code, codeRef.current);
    if (copied) notify(t("bonus.codeCopied"), "success");
    else notify(t("bonus.copyFailed"), "warning");
  };
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <code ref={codeRef} className="select-all rounded bg-slate-100 px-2 py-0.5 font-mono font-semibold">
        {code}
      </code>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={t("bonus.copyCodeLabel", { code })}
        className="min-h-8 rounded border border-brand-600 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        {t("bonus.copyCode")}
      </button>
    </span>
  );
}
