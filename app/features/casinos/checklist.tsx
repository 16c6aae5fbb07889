import type { CasinoDetail } from "#modules/casinos";
import type { MessageKey } from "#i18n/translator";
import { useTranslation, yesNo } from "#app/ui/i18n";
import { Accordion } from "../../ui/accordion";
import { Icon } from "../../ui/icons";
import { useVerdictText } from "./verdict";

/** The name of each item of the expert checklist (modules/casinos/verdict.ts). */
const CHECK_NAME: Record<CasinoDetail["checklist"][number]["key"], MessageKey> = {
  licence: "ui.checkLicence",
  withdrawals: "ui.checkWithdrawals",
  withdrawal_limit: "ui.checkWithdrawalLimit",
  complaints: "ui.checkComplaints",
  terms: "ui.checkTerms",
  support: "ui.checkSupport",
  blacklist: "ui.checkBlacklist",
};

/**
 * The expert checklist (an accordion: each item's name and verdict, its note on opening) and the
 * positives and negatives, each derived from the facts it talks about.
 */
export function ChecklistSection({ casino }: { casino: CasinoDetail }) {
  const { t } = useTranslation();
  const text = useVerdictText();
  return (
    <section aria-labelledby="checklist" className="mt-8 grid gap-6 tablet:grid-cols-3">
      <div className="tablet:col-span-3">
        <h2 id="checklist" className="mb-3 text-xl font-semibold">
          {t("casino.checklist")}
        </h2>
        <Accordion
          items={casino.checklist.map((item) => ({
            id: item.key,
            summary: (
              <span className="inline-flex items-center gap-2">
                <Icon
                  name={item.passed ? "check" : "cross"}
                  className={`h-5 w-5 shrink-0 ${item.passed ? "text-green-700" : "text-red-700"}`}
                />
                <span className="sr-only">{`${yesNo(t, item.passed)}: `}</span>
                {t(CHECK_NAME[item.key])}
              </span>
            ),
            content: <p>{text("check", item.note)}</p>,
          }))}
        />
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t("casino.positives")}</h3>
        {casino.positives.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5">
            {casino.positives.map((p) => (
              <li key={p.key}>{text("pro", p)}</li>
            ))}
          </ul>
        ) : (
          <p>{t("trust.noPositives")}</p>
        )}
      </div>
      <div>
        <h3 className="mb-2 font-semibold">{t("casino.negatives")}</h3>
        {casino.negatives.length > 0 ? (
          <ul className="list-disc space-y-1 pl-5">
            {casino.negatives.map((n) => (
              <li key={n.key}>{text("con", n)}</li>
            ))}
          </ul>
        ) : (
          <p>{t("trust.noNegatives")}</p>
        )}
      </div>
    </section>
  );
}
