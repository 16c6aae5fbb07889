import { COMPLAINT_STATUS_VALUES, COMPLAINT_TYPES } from "#contracts/complaint-values";
import { useTranslation } from "#app/ui/i18n";

export interface ComplaintFilterValues {
  status: string;
  type: string;
  q: string;
  casino: string;
}

const select = "rounded-lg border border-slate-400 bg-white px-2 py-2";

/** The list's filters and search: a plain GET form, so it works before (and without) JavaScript. */
export function ComplaintFilters({
  values,
  casinos,
}: {
  values: ComplaintFilterValues;
  casinos: Array<{ slug: string; name: string }>;
}) {
  const { t } = useTranslation();
  return (
    <form
      method="get"
      action="/complaints"
      className="mb-4 grid gap-3 rounded-xl bg-white p-4 shadow-sm tablet:grid-cols-5"
    >
      <label className="flex flex-col gap-1 tablet:col-span-2">
        <span className="font-medium">{t("complaints.search")}</span>
        <input type="search" name="q" defaultValue={values.q} maxLength={200} className={select} />
      </label>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-status" className="font-medium">
          {t("complaints.status_label")}
        </label>
        <select id="filter-status" name="status" defaultValue={values.status} className={select}>
          <option value="">{t("complaints.allStatuses")}</option>
          {COMPLAINT_STATUS_VALUES.map((status) => (
            <option key={status} value={status}>
              {t(`complaints.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-type" className="font-medium">
          {t("complaints.fieldType")}
        </label>
        <select id="filter-type" name="type" defaultValue={values.type} className={select}>
          <option value="">{t("complaints.allTypes")}</option>
          {COMPLAINT_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`complaints.type.${type}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="filter-casino" className="font-medium">
          {t("complaints.casino")}
        </label>
        <select id="filter-casino" name="casino" defaultValue={values.casino} className={select}>
          <option value="">{t("complaints.allCasinos")}</option>
          {casinos.map((casino) => (
            <option key={casino.slug} value={casino.slug}>
              {casino.name}
            </option>
          ))}
        </select>
      </div>
      <div className="tablet:col-span-5">
        <button type="submit" className="rounded-full bg-brand-600 px-6 py-2 font-semibold text-white">
          {t("complaints.filter")}
        </button>
      </div>
    </form>
  );
}
