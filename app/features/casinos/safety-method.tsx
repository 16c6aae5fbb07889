import { useTranslation } from "#app/ui/i18n";
import { REFERENCE_CURRENCY } from "#contracts/money";
import type { ReactNode } from "react";
import type { MessageKey } from "#i18n/translator";
import type { SafetyMethod } from "#modules/casinos";
import { useFormat } from "#app/ui/format";
import { SafetyBadge } from "#app/shared/safety-badge";

/** The sections of the method, in order: their anchors and titles (the page's table of contents). */
export const METHOD_SECTIONS = [
  ["base", "safety.baseTitle"],
  ["licence", "safety.factorLicence"],
  ["size", "safety.factorSize"],
  ["age", "safety.factorAge"],
  ["complaints", "safety.factorComplaintRatio"],
  ["unresolved", "safety.factorUnresolvedComplaints"],
  ["unfair-terms", "safety.factorUnfairTerms"],
  ["withdrawal-limit", "safety.factorWithdrawalLimit"],
  ["blacklist", "safety.factorBlacklist"],
  ["bands", "safety.bandsTitle"],
] as const satisfies readonly (readonly [string, MessageKey])[];

type SectionId = (typeof METHOD_SECTIONS)[number][0];
const TITLES = Object.fromEntries(METHOD_SECTIONS) as Record<SectionId, MessageKey>;

/** One step of the method: what it looks at, and a table of conditions and the change each one makes. */
function Step({
  id,
  text,
  rows,
  valueHeader,
}: {
  id: SectionId;
  text: string;
  rows?: [ReactNode, string][];
  /** The heading of the second column; "Change" unless given. */
  valueHeader?: string;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="mb-6 rounded-xl bg-white p-4 shadow-sm">
      <h2 id={id} className="mb-2 text-xl font-semibold">
        {t(TITLES[id])}
      </h2>
      <p className="mb-3 leading-relaxed">{text}</p>
      {rows ? (
        <table className="w-full max-w-xl text-left text-sm">
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-4 font-semibold">
                {t("safety.condition")}
              </th>
              <th scope="col" className="py-1 text-right font-semibold">
                {valueHeader ?? t("safety.change")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([condition, change], index) => (
              <tr key={index} className="border-b border-slate-100">
                <td className="py-1 pr-4">{condition}</td>
                <td className="py-1 text-right tabular-nums">{change}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

/** The published method of the safety index, every number taken from the code that computes it. */
export function SafetyMethodSteps({ method }: { method: SafetyMethod }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { licence, complaints, unresolved } = method;
  const ageRows = method.age.map((b, i): [string, string] => [
    b.minYears > 0
      ? t("safety.ageAtLeast", { count: b.minYears })
      : t("safety.ageUnder", { count: method.age[i - 1]?.minYears ?? 1 }),
    f.signed(b.delta),
  ]);
  return (
    <>
      <Step
        id="base"
        text={t("safety.baseText", { base: f.score(method.base), min: f.score(method.min), max: f.score(method.max) })}
      />
      <Step
        id="licence"
        text={t("safety.licenceText", {
          minStrength: licence.extra.minStrength,
          each: f.score(licence.extra.each),
          cap: f.score(licence.extra.cap),
        })}
        rows={[
          ...licence.byStrength.map((l): [string, string] => [
            t("safety.regulatorStrength", { strength: l.strength }),
            f.signed(l.delta),
          ]),
          [t("safety.noLicence"), f.signed(licence.none)],
        ]}
      />
      <Step
        id="size"
        text={t("safety.sizeText")}
        rows={method.size.map((s) => [t("safety.sizeTier", { tier: s.tier }), f.signed(s.delta)])}
      />
      <Step id="age" text={t("safety.ageText")} rows={ageRows} />
      <Step
        id="complaints"
        text={`${t("safety.complaintsText")} ${complaints.expected.map((e) => `${t("safety.sizeTier", { tier: e.tier })}: ${t("safety.complaintsNorm", { count: e.count })}`).join("; ")}.`}
        rows={complaints.brackets.map((b, i) => [
          b.maxRatio === null
            ? t("safety.ratioAbove", { ratio: f.number(complaints.brackets[i - 1]?.maxRatio ?? 0) })
            : t("safety.ratioAtMost", { ratio: f.number(b.maxRatio) }),
          f.signed(b.delta),
        ])}
      />
      <Step
        id="unresolved"
        text={t("safety.unresolvedText", {
          penalty: f.score(unresolved.penalty),
          strongWeight: f.number(unresolved.strongWeight),
          strongStrength: unresolved.strongStrength,
          cap: f.score(unresolved.cap),
        })}
        rows={unresolved.weights.map((w, i) => [
          w.maxDays === null
            ? t("safety.daysOlder", { count: unresolved.weights[i - 1]?.maxDays ?? 0 })
            : t("safety.daysAtMost", { count: w.maxDays }),
          `× ${f.number(w.weight)}`,
        ])}
      />
      <Step
        id="unfair-terms"
        text={t("safety.unfairText", {
          each: f.score(Math.abs(method.unfairTerms.each)),
          cap: f.score(method.unfairTerms.cap),
        })}
      />
      <Step
        id="withdrawal-limit"
        text={t("safety.withdrawalText")}
        rows={method.withdrawal.map((w) => [
          t("safety.limitBelow", { amount: f.amount(w.below, REFERENCE_CURRENCY) }),
          f.signed(w.delta),
        ])}
      />
      <Step id="blacklist" text={t("safety.blacklistText", { delta: f.score(Math.abs(method.blacklist)) })} />
      <Step
        id="bands"
        text={t("safety.bandsText")}
        valueHeader={t("casino.safetyIndex")}
        rows={method.bands.map((b) => [
          <SafetyBadge score={b.min} band={b.band} />,
          t("safety.bandFrom", { min: f.score(b.min) }),
        ])}
      />
    </>
  );
}
