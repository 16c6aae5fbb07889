import type { CasinoDetail, VerdictPoint } from "#modules/casinos";
import { REFERENCE_CURRENCY } from "#contracts/money";
import type { MessageKey } from "#i18n/translator";
import { useTranslation } from "../../ui/i18n";
import { useFormat } from "../../ui/format";
import { Icon } from "../../ui/icons";

type Section = "reason" | "check" | "pro" | "con";

/** The words of a derived point (docs/decisions/0019): its catalog text with its figures formatted for the page. */
export function useVerdictText() {
  const { t } = useTranslation();
  const format = useFormat();
  return (section: Section, point: VerdictPoint) => {
    const { amount, score, threshold, ...vars } = point.vars;
    return t(`trust.${section}.${point.key}` as MessageKey, {
      ...vars,
      ...(amount === undefined ? {} : { amount: format.amount(amount, REFERENCE_CURRENCY) }),
      ...(score === undefined ? {} : { score: format.score(score) }),
      ...(threshold === undefined ? {} : { threshold: format.score(threshold) }),
    });
  };
}

/** The warning a casino below the safety threshold (or blacklisted) gets, with the reasons from its facts. */
export function CasinoWarningBanner({ warning }: { warning: CasinoDetail["warning"] }) {
  const { t } = useTranslation();
  const text = useVerdictText();
  if (!warning.warned) return null;
  return (
    <section
      role="alert"
      aria-labelledby="casino-warning"
      className="mb-6 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <h2 id="casino-warning" className="flex items-center gap-2 text-lg font-bold">
        <Icon name="cross" className="h-5 w-5 shrink-0" />
        {t("trust.warningTitle")}
      </h2>
      <p className="mt-1">{t("trust.warningIntro")}</p>
      <ul className="mt-1 list-disc pl-6">
        {warning.reasons.map((reason) => (
          <li key={reason.key}>{text("reason", reason)}</li>
        ))}
      </ul>
    </section>
  );
}
