import { Link } from "react-router";
import { LOCALE_INFO } from "#contracts/locales";
import type { ComplaintDetail } from "#modules/complaints";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";
import { DeadlineNote } from "./deadline-note";
import { StatusBadge } from "./status-badge";

export type PublicCase = Omit<ComplaintDetail, "playerId">;

/** A case: its facts, status with its meaning, running deadline, and the labelled timeline. */
export function CaseView({ complaint }: { complaint: PublicCase }) {
  const { t } = useTranslation();
  const format = useFormat();
  // The case is told in the language it was filed from, whatever the page's.
  const told = LOCALE_INFO[complaint.lang].bcp47;
  const author = (role: "player" | "mediator" | "casino") =>
    role === "player" ? t("complaints.pseudonym", { id: complaint.player }) : t(`complaints.party.${role}`);
  const facts: Array<[string, string]> = [
    [t("complaints.casino"), complaint.casino.name],
    [t("complaints.fieldType"), t(`complaints.type.${complaint.type}`)],
    ...(complaint.amount === null
      ? []
      : [[t("complaints.amount"), format.amount(complaint.amount, complaint.currency)] as [string, string]]),
    ...(complaint.amountReturned === null
      ? []
      : [
          [
            t("complaints.returned"),
            format.amount(complaint.amountReturned, complaint.returnedCurrency ?? complaint.currency),
          ] as [string, string],
        ]),
    ...(complaint.problemDate
      ? [[t("complaints.problemDate"), format.date(complaint.problemDate)] as [string, string]]
      : []),
    [t("complaints.filed"), format.date(complaint.createdAt)],
  ];
  return (
    <>
      <section aria-labelledby="case-status" className="mb-6 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="case-status" className="sr-only">
          {t("complaints.status_label")}
        </h2>
        <p className="flex flex-wrap items-center gap-2">
          <StatusBadge status={complaint.status} />
          <span>{t(`complaints.statusMeaning.${complaint.status}`)}</span>
        </p>
        {complaint.deadline ? <DeadlineNote deadline={complaint.deadline} /> : null}
        {complaint.closedAt ? (
          <p className="text-slate-700">
            {t("complaints.closedOn", { date: format.date(complaint.closedAt) })}
            {complaint.classification ? ` · ${t(`complaints.classification.${complaint.classification}`)}` : ""}
          </p>
        ) : null}
        <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 tablet:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt className="text-sm text-slate-700">{label}</dt>
              <dd className="font-semibold">
                {label === t("complaints.casino") ? (
                  <Link to={`/casinos/${complaint.casino.slug}`}>{value}</Link>
                ) : (
                  value
                )}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="case-timeline" className="mb-6">
        <h2 id="case-timeline" className="mb-3 text-xl font-semibold">
          {t("complaints.timeline")}
        </h2>
        <ol className="flex flex-col gap-3">
          <li className="rounded-xl bg-white p-4 shadow-sm">
            <p className="text-sm text-slate-700">
              <strong>{author("player")}</strong> · {format.date(complaint.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-line" lang={told}>
              {complaint.description}
            </p>
          </li>
          {complaint.timeline.map((message) => (
            <li
              key={message.id}
              className={`rounded-xl p-4 shadow-sm ${message.role === "mediator" ? "bg-brand-50" : message.role === "casino" ? "bg-amber-50" : "bg-white"}`}
            >
              <p className="text-sm text-slate-700">
                <strong>{author(message.role)}</strong> · {format.date(message.createdAt)}
              </p>
              <p className="mt-1 whitespace-pre-line" lang={told}>
                {message.body}
              </p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
