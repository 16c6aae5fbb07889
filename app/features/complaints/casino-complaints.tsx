import { REFERENCE_CURRENCY } from "#contracts/money";
import { AppLink } from "#app/ui/link";
import { COMPLAINT_STATUS_VALUES } from "#contracts/complaint-values";
import type { ComplaintFigures, ComplaintListItem } from "#modules/complaints";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";
import { ComplaintList } from "./complaint-list";

/** A casino page's complaints: its counts by status, the money returned, its latest cases. */
export function CasinoComplaints({
  casino,
  figures,
  latest,
}: {
  casino: { slug: string; name: string };
  figures: ComplaintFigures;
  latest: ComplaintListItem[];
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <section aria-labelledby="casino-complaints" className="mt-8">
      <h2 id="casino-complaints" className="mb-3 text-xl font-semibold">
        {t("complaints.casinoSection", { name: casino.name })}
      </h2>
      {figures.total === 0 ? (
        <p>{t("complaints.casinoNone")}</p>
      ) : (
        <>
          <dl className="mb-4 grid grid-cols-2 gap-3 tablet:grid-cols-4" data-testid="casino-complaint-figures">
            {COMPLAINT_STATUS_VALUES.map((status) => (
              <div key={status} className="rounded-xl bg-white p-3 shadow-sm">
                <dt className="text-sm text-slate-700">{t(`complaints.status.${status}`)}</dt>
                <dd className="text-xl font-bold" data-status={status}>
                  {format.number(figures.byStatus[status])}
                </dd>
              </div>
            ))}
            <div className="rounded-xl bg-white p-3 shadow-sm">
              <dt className="text-sm text-slate-700">{t("complaints.returned")}</dt>
              <dd className="text-xl font-bold" data-testid="casino-returned">
                {format.amount(figures.returnedEur, REFERENCE_CURRENCY)}
              </dd>
            </div>
          </dl>
          <ComplaintList items={latest} showCasino={false} />
        </>
      )}
      <p className="mt-3 flex flex-wrap gap-4">
        {figures.total > 0 ? (
          <AppLink to={`/complaints?casino=${encodeURIComponent(casino.slug)}`}>{t("complaints.allOfCasino")}</AppLink>
        ) : null}
        <AppLink to="/complaints/new">{t("complaints.fileComplaint")}</AppLink>
      </p>
    </section>
  );
}
