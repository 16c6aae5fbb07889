import { useEffect, useState } from "react";
import { Link } from "react-router";
import { myComplaints, type MyComplaint } from "#app/client/api";
import { LOCALE_INFO } from "#contracts/locales";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import type { ComplaintStatus } from "#modules/complaints";
import { StatusBadge } from "./status-badge";

/** The player's own cases, in the cabinet. */
export function MyComplaints({ service }: { service: string }) {
  const { t } = useTranslation();
  const { client } = useSession();
  const [items, setItems] = useState<MyComplaint[] | null>(null);
  useEffect(() => {
    if (!client) return;
    myComplaints(client, service).then(
      (page) => setItems(page.items),
      () => setItems([]),
    );
  }, [client, service]);
  return (
    <section aria-labelledby="my-complaints" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="my-complaints" className="mb-3 text-xl font-semibold">
        {t("complaints.myComplaints")}
      </h2>
      {items === null ? null : items.length === 0 ? (
        <p className="text-slate-700">
          {t("complaints.myNone")}{" "}
          <Link to="/complaints/new" className="underline">
            {t("complaints.fileComplaint")}
          </Link>
        </p>
      ) : (
        <ul className="space-y-2" data-testid="my-complaints">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-2">
              <Link to={`/complaints/${item.id}-${item.slug}`}>
                <span lang={LOCALE_INFO[item.lang].bcp47}>{item.title}</span>
              </Link>
              <span className="text-sm text-slate-700">{item.casino.name}</span>
              <StatusBadge status={item.status as ComplaintStatus} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
