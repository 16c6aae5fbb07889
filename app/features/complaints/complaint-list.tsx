import { LOCALE_INFO } from "#contracts/locales";
import type { ComplaintListItem } from "#modules/complaints";
import { AppLink } from "#app/ui/link";
import { useFormat } from "#app/ui/format";
import { useTranslation } from "#app/ui/i18n";
import { StatusBadge } from "./status-badge";

export const casePath = (item: { id: number; slug: string }): `/${string}` => `/complaints/${item.id}-${item.slug}`;

/** Cases as a list of cards: title, casino, type, amount, status, date, the player's pseudonym. */
export function ComplaintList({ items, showCasino = true }: { items: ComplaintListItem[]; showCasino?: boolean }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="rounded-xl bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <AppLink to={casePath(item)} className="text-lg font-semibold">
              <span lang={LOCALE_INFO[item.lang].bcp47}>{item.title}</span>
            </AppLink>
            <StatusBadge status={item.status} />
          </div>
          <p className="mt-1 text-sm text-slate-700">
            {[
              showCasino ? item.casino.name : null,
              t(`complaints.type.${item.type}`),
              item.amount === null ? null : format.amount(item.amount, item.currency),
              t("complaints.pseudonym", { id: item.player }),
              format.date(item.createdAt),
            ]
              .filter(Boolean)
              .join(" · ")}
          </p>
        </li>
      ))}
    </ul>
  );
}
