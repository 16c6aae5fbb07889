import { useTranslation } from "#app/ui/i18n";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { useFormat } from "#app/ui/format";

interface Stats {
  received: number;
  processed: number;
  returned: number;
  resolved: number;
}

/** Complaint service statistics: processed, returned (money), resolved, received (docs/product-spec.md §2 order). */
export function ComplaintStats({ stats }: { stats: Stats }) {
  const format = useFormat();
  const { t } = useTranslation();
  const items = [
    ["processed", t("home.complaintsProcessed")],
    ["returned", t("home.complaintsReturned")],
    ["resolved", t("home.complaintsResolved")],
    ["received", t("home.complaintsReceived")],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-4 tablet:grid-cols-4">
      {items.map(([key, label]) => (
        <div key={key} className="rounded-xl bg-white p-4 text-center shadow-sm">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-2xl font-bold text-brand-900">
            {key === "returned" ? format.amount(stats[key], REFERENCE_CURRENCY) : format.number(stats[key])}
          </dd>
        </div>
      ))}
    </dl>
  );
}
