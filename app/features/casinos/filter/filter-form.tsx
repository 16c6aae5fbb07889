import { useTranslation } from "../../../i18n/react";
import { Form, Link, useSubmit } from "react-router";
import { useEffect, useRef } from "react";
import type { CasinoSort, FacetCounts, FacetKey } from "../../../../modules/casinos/filter/facets";
import { FacetFieldset } from "./facet-fieldset";

export interface FilterSelection {
  facets: Record<FacetKey, string[]>;
  q: string;
  sort: CasinoSort;
  /** A page size other than the default, kept in the form. */
  limit: number | null;
}

/**
 * The casino filter as a plain GET form: without JavaScript it submits with its button and the URL holds
 * the whole state. With JavaScript, every change of a checkbox or the sort submits at once (a history
 * entry each, so Back undoes it), and when the URL changes (Back, a link) the fields follow it.
 */
export function FilterForm({
  words,
  facets,
  selection,
  total,
  children,
}: {
  /** Facet titles and sort names, in their display order, translated by the loader. */
  words: { titles: Record<FacetKey, string>; sorts: Record<CasinoSort, string> };
  facets: FacetCounts;
  selection: FilterSelection;
  /** Casinos matching: on narrow screens, a link over the facets jumps to them. */
  total: number;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

  useEffect(() => {
    const elements = form.current?.elements;
    if (!elements) return;
    for (const element of Array.from(elements)) {
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        element.checked = selection.facets[element.name as FacetKey]?.includes(element.value) ?? false;
      }
    }
    (elements.namedItem("q") as HTMLInputElement).value = selection.q;
    (elements.namedItem("sort") as HTMLSelectElement).value = selection.sort;
  }, [selection]);

  return (
    <Form
      ref={form}
      method="get"
      action="/casinos/filters"
      preventScrollReset
      onChange={(event) => {
        const target = event.target;
        const named = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : "";
        if (named && named !== "q") submit(event.currentTarget, { preventScrollReset: true });
      }}
      className="grid gap-6 desktop:grid-cols-[18rem_1fr]"
    >
      <div className="grid gap-3 rounded-xl bg-white p-4 shadow-sm tablet:grid-cols-[2fr_1fr_auto] tablet:items-end desktop:col-span-2">
        <label className="block text-sm font-medium">
          {t("filter.name")}
          <input type="search" name="q" defaultValue={selection.q} maxLength={100} className={field} />
        </label>
        <label className="block text-sm font-medium">
          {t("filter.sortBy")}
          <select name="sort" defaultValue={selection.sort} className={field}>
            {Object.entries(words.sorts).map(([sort, name]) => (
              <option key={sort} value={sort}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-4">
          <button type="submit" className="rounded-full bg-brand-600 px-5 py-2 font-semibold text-white">
            {t("common.apply")}
          </button>
          <Link to="/casinos/filters" className="text-sm">
            {t("filter.clear")}
          </Link>
        </div>
        <a href="#filter-results" className="text-sm font-semibold desktop:hidden">
          {t("filter.found", { count: total })} <span aria-hidden="true">↓</span>
        </a>
      </div>
      {selection.limit === null ? null : <input type="hidden" name="limit" value={selection.limit} />}
      <section aria-label={t("filter.facets")} className="space-y-3">
        {(Object.entries(words.titles) as [FacetKey, string][]).map(([key, title]) => (
          <FacetFieldset key={key} facet={key} title={title} values={facets[key]} chosen={selection.facets[key]} />
        ))}
      </section>
      {children}
    </Form>
  );
}
