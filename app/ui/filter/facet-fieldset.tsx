import { useTranslation } from "../i18n";
import type { MessageKey } from "#i18n/translator";
import { useEffect, useId, useRef, useState } from "react";
import type { FacetValue } from "#modules/facets";

/** A facet with more values than this gets a search box (once JavaScript runs) and starts folded. */
const LONG_FACET = 8;

/** Lower-cased without accents, so that "cura" finds "Curaçao". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/**
 * One facet: a fieldset of checkboxes named after the facet, each value with its count. Long facets fold
 * (a native <details>, open when something in it is chosen) and, with JavaScript, get a search box that
 * hides the values not matching it (`noMatches` says when none does); hidden values stay in the form, so
 * choices are never lost.
 */
export function FacetFieldset({
  facet,
  title,
  values,
  chosen,
  noMatches,
}: {
  /** The facet's query parameter. */
  facet: string;
  title: string;
  values: FacetValue[];
  chosen: string[];
  noMatches: MessageKey;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const long = values.length > LONG_FACET;
  // Open at first when short or in use; afterwards the visitor opens or closes it, and it opens when a
  // value becomes chosen through the URL (Back, a link such as a provider's).
  const [openAtFirst] = useState(!long || chosen.length > 0);
  const details = useRef<HTMLDetailsElement>(null);
  const inUse = chosen.length > 0;
  useEffect(() => {
    if (inUse && details.current) details.current.open = true;
  }, [inUse]);
  const needle = fold(search.trim());
  const visible = (value: FacetValue) => !needle || fold(value.label).includes(needle);
  const shown = values.filter(visible).length;

  return (
    <details ref={details} open={openAtFirst} className="rounded-xl bg-white shadow-sm">
      <summary className="cursor-pointer px-4 py-3 font-semibold">
        {title}
        {chosen.length > 0 ? (
          <span className="ml-2 rounded-full bg-brand-100 px-2 text-sm text-brand-900">{chosen.length}</span>
        ) : null}
      </summary>
      <fieldset className="px-4 pt-1 pb-4">
        <legend className="sr-only">{title}</legend>
        {long && enhanced ? (
          <>
            <input
              type="search"
              aria-label={t("filter.searchIn", { facet: title })}
              aria-controls={`${id}-values`}
              placeholder={t("filter.searchIn", { facet: title })}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="mb-2 block w-full rounded-lg border border-slate-400 px-3 py-1.5 text-sm"
            />
            <p role="status" className={shown === 0 ? "py-1 text-sm text-slate-700" : "sr-only"}>
              {shown === 0 ? t(noMatches) : ""}
            </p>
          </>
        ) : null}
        <ul id={`${id}-values`} className={long ? "facet-values max-h-64 overflow-y-auto pr-1" : "facet-values"}>
          {values.map((value) => (
            <li key={value.value} hidden={!visible(value)}>
              <label>
                <input type="checkbox" name={facet} value={value.value} defaultChecked={chosen.includes(value.value)} />
                <span>{value.label}</span>
                <span>{`(${value.count})`}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
    </details>
  );
}
