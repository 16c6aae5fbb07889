import { useTranslation } from "#app/ui/i18n";
import { AppLink } from "#app/ui/link";
import type { SafetyBreakdown as Breakdown, SafetyFactor } from "#modules/casinos";
import type { MessageKey } from "#i18n/translator";
import { useFormat } from "#app/ui/format";
import { SafetyBadge } from "#app/shared/safety-badge";

const FACTOR_KEY = {
  licence: "safety.factorLicence",
  extra_licences: "safety.factorExtraLicences",
  size: "safety.factorSize",
  age: "safety.factorAge",
  complaint_ratio: "safety.factorComplaintRatio",
  unresolved_complaints: "safety.factorUnresolvedComplaints",
  unfair_terms: "safety.factorUnfairTerms",
  withdrawal_limit: "safety.factorWithdrawalLimit",
  blacklist: "safety.factorBlacklist",
} as const satisfies Record<SafetyFactor["key"], MessageKey>;

/** The casino's safety index as a sum anyone can check: the starting point, each factor, the result. */
export function SafetyBreakdown({ safety }: { safety: Breakdown }) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <section aria-labelledby="safety-breakdown" className="mt-8 rounded-xl bg-white p-4 shadow-sm">
      <h2 id="safety-breakdown" className="mb-3 text-xl font-semibold">
        {t("safety.breakdownTitle")}
      </h2>
      <table className="w-full max-w-xl text-left">
        <thead>
          <tr className="border-b border-slate-300 text-sm">
            <th scope="col" className="py-1 pr-4 font-semibold">
              {t("safety.factor")}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {t("safety.change")}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-slate-100">
            <th scope="row" className="py-1 pr-4 font-normal">
              {t("safety.baseTitle")}
            </th>
            <td className="py-1 text-right tabular-nums">{f.score(safety.base)}</td>
          </tr>
          {safety.factors.map((factor) => (
            <tr key={factor.key} className="border-b border-slate-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {t(FACTOR_KEY[factor.key])}
              </th>
              <td
                className={`py-1 text-right font-medium tabular-nums ${factor.delta > 0 ? "text-green-800" : "text-red-800"}`}
              >
                {f.signed(factor.delta)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 pr-4">
              {t("casino.safetyIndex")}
            </th>
            <td className="py-2 text-right">
              <SafetyBadge score={safety.score} band={safety.band} />
            </td>
          </tr>
        </tfoot>
      </table>
      <p className="mt-3 text-sm text-slate-700">{t("safety.breakdownNote")}</p>
      <p className="mt-2">
        <AppLink to="/safety-index">{t("safety.methodLink")}</AppLink>
      </p>
    </section>
  );
}
