import { useEffect, useState } from "react";
import type { DeadlineParty } from "#modules/complaints";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";

const DAY_MS = 86_400_000;

/**
 * The running deadline in words: "the casino has 5 days left to reply", or the day the team's first answer is
 * due. The days are counted in the browser (the page may be served from the cache); the server's render shows the date.
 */
export function DeadlineNote({ deadline }: { deadline: { at: string; party: DeadlineParty; extended: boolean } }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  // The status line already says "within 48 hours": this one gives the day it ends.
  if (deadline.party === "team")
    return <p className="text-slate-700">{t("complaints.deadlineTeam", { date: format.date(deadline.at) })}</p>;
  const days = now === null ? null : Math.max(0, Math.ceil((new Date(deadline.at).getTime() - now) / DAY_MS));
  const key = deadline.party === "casino" ? "complaints.deadlineCasino" : "complaints.deadlinePlayer";
  return (
    <p className="font-semibold text-amber-900">
      {days === null ? format.date(deadline.at) : t(key, { count: days })}
      {deadline.extended ? ` (${t("complaints.extendedOnce")})` : ""}
    </p>
  );
}
