import { useTranslation } from "#app/ui/i18n";
import { Form } from "react-router";
import type { BonusType } from "#modules/bonuses";
import { BONUS_TYPE_KEY } from "#i18n/labels/bonuses";

export interface BonusFilterChoices {
  casinos: { slug: string; name: string }[];
  types: readonly BonusType[];
}

/**
 * A short GET form to /bonuses/filters (casino and type; the filter page has every facet): works without
 * JavaScript, and the result is a shareable URL.
 */
export function BonusFilterForm({ choices }: { choices: BonusFilterChoices }) {
  const { t } = useTranslation();
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";
  return (
    <Form
      method="get"
      action="/bonuses/filters"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm tablet:grid-cols-[1fr_1fr_auto] tablet:items-end"
    >
      <label className="block text-sm font-medium">
        {t("bonus.filterCasino")}
        <select name="casinos" defaultValue="" className={field}>
          <option value="">{t("common.all")}</option>
          {choices.casinos.map((c) => (
            <option key={c.slug} value={c.slug}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {t("bonus.filterType")}
        <select name="types" defaultValue="" className={field}>
          <option value="">{t("common.all")}</option>
          {choices.types.map((value) => (
            <option key={value} value={value}>
              {t(BONUS_TYPE_KEY[value])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
        {t("common.apply")}
      </button>
    </Form>
  );
}
