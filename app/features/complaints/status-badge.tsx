import type { ComplaintStatus } from "#modules/complaints";
import { useTranslation } from "#app/ui/i18n";

const COLOURS: Record<ComplaintStatus, string> = {
  new: "bg-slate-100 text-slate-900",
  opened: "bg-brand-50 text-brand-900",
  waiting_casino: "bg-amber-50 text-amber-900",
  waiting_player: "bg-amber-50 text-amber-900",
  resolved: "bg-green-50 text-green-900",
  unresolved: "bg-red-50 text-red-900",
  rejected: "bg-slate-200 text-slate-900",
};

/** A case's status, in words and colour (the words carry it: colour is never the only sign). */
export function StatusBadge({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${COLOURS[status]}`}>
      {t(`complaints.status.${status}`)}
    </span>
  );
}
