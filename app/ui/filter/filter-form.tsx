import { useTranslation } from "../i18n";
import type { MessageKey } from "#i18n/translator";
import { Form, Link, useSubmit } from "react-router";
import { useEffect, useRef } from "react";
import type { FacetValue } from "#modules/facets";
import { FacetFieldset } from "./facet-fieldset";

interface FilterSelection<Key extends string, Sort extends string> {
  facets: Record<Key, string[]>;
  /** The name searched for (filters with a name search). */
  q?: string;
  sort: Sort;
  /** A page size other than the default, kept in the form. */
  limit: number | null;
}

/** Facet titles and sort names, in their display order, translated by the loader. */
interface FilterWords<Key extends string, Sort extends string> {
  titles: Record<Key, string>;
  sorts: Record<Sort, string>;
}

/**
 * A catalogue filter as a plain GET form to `action`: without JavaScript it submits with its button and
 * the URL holds the whole state (`#anchor`, when given, brings the visitor back to the form). With
 * JavaScript, every change of a checkbox or the sort submits at once (a history entry each, so Back undoes
 * it), and when the URL changes (Back, a link) the fields follow it.
 */
export function FilterForm<Key extends string, Sort extends string>({
  action,
  anchor,
  words,
  facets,
  selection,
  total,
  found,
  searchLabel,
  noMatches = {},
  children,
}: {
  action: string;
  anchor?: string;
  words: FilterWords<Key, Sort>;
  facets: Record<Key, FacetValue[]>;
  selection: FilterSelection<Key, Sort>;
  /** Items matching: on narrow screens, a link over the facets jumps to them. */
  total: number;
  /** "{{count}} … found" (plural). */
  found: MessageKey;
  /** The label of the name search box; without it, the filter has none. */
  searchLabel?: MessageKey;
  /** What a facet's search box says when nothing matches, by facet ("No matches found for the search" otherwise). */
  noMatches?: Partial<Record<Key, MessageKey>>;
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const field = "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2";

  // The first run is the page hydrating: the fields hold the server's selection plus whatever the visitor
  // ticked, typed or chose before the scripts ran (React keeps it). Those are kept and, where a change
  // would have submitted, submitted now; afterwards the fields follow the URL (Back, a link).
  const hydrated = useRef(false);
  useEffect(() => {
    const current = form.current;
    const elements = current?.elements;
    if (!current || !elements) return;
    if (!hydrated.current) {
      hydrated.current = true;
      if (changedBeforeHydration(elements, selection)) submit(current, { action, preventScrollReset: true });
      return;
    }
    for (const element of Array.from(elements)) {
      if (element instanceof HTMLInputElement && element.type === "checkbox") {
        element.checked = selection.facets[element.name as Key]?.includes(element.value) ?? false;
      }
    }
    const q = elements.namedItem("q");
    if (q instanceof HTMLInputElement) q.value = selection.q ?? "";
    (elements.namedItem("sort") as HTMLSelectElement).value = selection.sort;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `action` and `submit` are stable for the form's life; only a new selection re-runs this
  }, [selection]);

  return (
    <Form
      ref={form}
      method="get"
      action={anchor ? `${action}#${anchor}` : action}
      preventScrollReset
      onChange={(event) => {
        const target = event.target;
        const named = target instanceof HTMLInputElement || target instanceof HTMLSelectElement ? target.name : "";
        // Submitted where the visitor already is: no jump to the anchor.
        if (named && named !== "q") submit(event.currentTarget, { action, preventScrollReset: true });
      }}
      className="grid gap-6 desktop:grid-cols-[18rem_1fr]"
    >
      <div
        className={`grid gap-3 rounded-xl bg-white p-4 shadow-sm tablet:items-end desktop:col-span-2 ${
          searchLabel ? "tablet:grid-cols-[2fr_1fr_auto]" : "tablet:grid-cols-[minmax(0,22rem)_auto]"
        }`}
      >
        {searchLabel ? (
          <label className="block text-sm font-medium">
            {t(searchLabel)}
            <input type="search" name="q" defaultValue={selection.q} maxLength={100} className={field} />
          </label>
        ) : null}
        <label className="block text-sm font-medium">
          {t("filter.sortBy")}
          <select name="sort" defaultValue={selection.sort} className={field}>
            {(Object.entries(words.sorts) as [Sort, string][]).map(([sort, name]) => (
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
          <Link to={anchor ? `${action}#${anchor}` : action} className="text-sm">
            {t("filter.clear")}
          </Link>
        </div>
        <a href="#filter-results" className="text-sm font-semibold desktop:hidden">
          {t(found, { count: total })} <span aria-hidden="true">↓</span>
        </a>
      </div>
      {selection.limit === null ? null : <input type="hidden" name="limit" value={selection.limit} />}
      <section aria-label={t("filter.facets")} className="space-y-3">
        {(Object.entries(words.titles) as [Key, string][]).map(([key, title]) => (
          <FacetFieldset
            key={key}
            facet={key}
            title={title}
            values={facets[key]}
            chosen={selection.facets[key]}
            noMatches={noMatches[key] ?? "filter.noMatches"}
          />
        ))}
      </section>
      {children}
    </Form>
  );
}

/** Whether a checkbox or the sort differs from the selection the server rendered (the name search submits with its button). */
function changedBeforeHydration<Key extends string, Sort extends string>(
  elements: HTMLFormControlsCollection,
  selection: FilterSelection<Key, Sort>,
): boolean {
  for (const element of Array.from(elements)) {
    if (element instanceof HTMLInputElement && element.type === "checkbox") {
      const chosen = selection.facets[element.name as Key]?.includes(element.value) ?? false;
      if (element.checked !== chosen) return true;
    }
  }
  const sort = elements.namedItem("sort");
  return sort instanceof HTMLSelectElement && sort.value !== selection.sort;
}
