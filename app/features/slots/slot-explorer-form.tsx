import { useTranslation } from "../../i18n/react";
import { Form } from "react-router";
import type { Volatility } from "../../../modules/slots/cards";
import type { SlotQuery } from "../../../modules/slots/explorer";
import { VOLATILITY_KEY } from "./volatility";

export interface SlotExplorerChoices {
  providers: { slug: string; name: string }[];
  volatilities: readonly Volatility[];
}

/**
 * The game explorer's GET form: works without JavaScript; results land back on /slots#explorer. Keyed on
 * the query so that a provider link, which changes the URL, also resets the fields.
 */
export function SlotExplorerForm({ choices, query }: { choices: SlotExplorerChoices; query: SlotQuery }) {
  const { t } = useTranslation();
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";
  return (
    <Form
      key={[query.q, query.provider, query.volatility, query.demo].join("|")}
      method="get"
      action="/slots#explorer"
      className="grid gap-3 rounded-xl bg-white p-4 shadow-sm tablet:grid-cols-2 desktop:grid-cols-[2fr_1fr_1fr_auto_auto] desktop:items-end"
    >
      <label className="block text-sm font-medium">
        {t("slot.search")}
        <input type="search" name="q" defaultValue={query.q} maxLength={100} className={field} />
      </label>
      <label className="block text-sm font-medium">
        {t("slot.provider")}
        <select name="provider" defaultValue={query.provider ?? ""} className={field}>
          <option value="">{t("common.all")}</option>
          {choices.providers.map((p) => (
            <option key={p.slug} value={p.slug}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm font-medium">
        {t("slot.volatility")}
        <select name="volatility" defaultValue={query.volatility ?? ""} className={field}>
          <option value="">{t("common.all")}</option>
          {choices.volatilities.map((v) => (
            <option key={v} value={v}>
              {t(VOLATILITY_KEY[v])}
            </option>
          ))}
        </select>
      </label>
      <label className="flex items-center gap-2 py-2 text-sm font-medium">
        <input type="checkbox" name="demo" value="1" defaultChecked={query.demo} className="size-5" />
        {t("slot.demoAvailable")}
      </label>
      <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
        {t("common.apply")}
      </button>
    </Form>
  );
}
