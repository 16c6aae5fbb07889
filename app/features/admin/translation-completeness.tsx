import { useCallback, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { isLocale, LOCALES, type Locale } from "#contracts/locales";
import type { TranslationGapRow, TranslationMatrix } from "#contracts/translations";
import { itemsLacking, translationMatrix } from "./console-api";
import { ListStatus } from "./list-status";
import { useConsole } from "./console-context";
import { Select } from "./console-fields";
import { LANGUAGE_NAMES } from "./console-languages";
import { PagedTable, type Column } from "./paged-table";
import { usePagedList } from "./use-paged-list";

type MatrixKind = TranslationMatrix["kinds"][number];

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const languageLabel = (locale: Locale) => `${LANGUAGE_NAMES[locale]} (${locale})`;

const STATUS: Record<TranslationGapRow["status"], string> = {
  published: "On the site",
  draft: "Draft",
  unpublished: "Off the site",
};

/** A row of the list: keyed by kind and id (two kinds may share an id). */
type GapRow = Omit<TranslationGapRow, "id"> & { id: string; itemId: number };

function columns(language: Locale): Column<GapRow>[] {
  return [
    {
      header: "Item",
      cell: (row) => (
        <Link to={`/admin/${row.path}/${row.itemId}`}>{row.title || `${capital(row.label)} ${row.itemId}`}</Link>
      ),
    },
    { header: "Kind", cell: (row) => capital(row.label) },
    { header: "Status", cell: (row) => STATUS[row.status] },
    { header: "Missing fields", cell: (row) => row.missing.map((field) => field.label).join(", ") },
    {
      header: "Visitors see",
      cell: (row) =>
        language === "en"
          ? "Nothing (English is required)"
          : row.on_site
            ? `English in place of ${LANGUAGE_NAMES[language]}`
            : "Nothing yet (not on the site)",
    },
  ];
}

/** The kinds × languages table: per cell, how many items lack the language, and how many of those are on the site. */
function Matrix({ matrix, choose }: { matrix: TranslationMatrix; choose(kind: string, language: Locale): void }) {
  return (
    <div className="overflow-x-auto" tabIndex={0}>
      <table className="w-full border-collapse text-left text-sm" data-testid="translation-matrix">
        <caption className="text-left text-slate-700">
          Items lacking each language, by kind. On the site, an empty text shows the English one; choose a count to list
          the items.
        </caption>
        <thead>
          <tr className="border-b border-slate-400">
            <th scope="col">Kind</th>
            {matrix.languages.map(({ locale, markets }) => (
              <th key={locale} scope="col" className="px-2 align-bottom">
                {languageLabel(locale)}
                <span className="block text-xs font-normal text-slate-700">
                  {locale === "en" ? "every market" : markets.join(", ") || "no market of its own"}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {matrix.kinds.map((kind) => (
            <tr key={kind.kind} className="border-b border-slate-200" data-testid={`matrix-${kind.kind}`}>
              <th scope="row" className="py-1 font-medium">
                {capital(kind.label)}
                <span className="block text-xs font-normal text-slate-700">
                  {kind.total} items, {kind.on_site} on the site
                </span>
              </th>
              {LOCALES.map((locale) => (
                <td key={locale} className="px-2" data-testid={`gap-${kind.kind}-${locale}`}>
                  <Gap kind={kind} locale={locale} choose={() => choose(kind.kind, locale)} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Gap({ kind, locale, choose }: { kind: MatrixKind; locale: Locale; choose(): void }) {
  const gap = kind.gaps[locale];
  if (gap.missing === 0) return <span className="text-green-800">complete</span>;
  return (
    <button
      type="button"
      onClick={choose}
      className="text-left text-red-800 underline"
      aria-label={`${capital(kind.label)}: ${gap.missing} of ${kind.total} lack ${LANGUAGE_NAMES[locale]}, ${gap.on_site} on the site. List them.`}
    >
      missing {gap.missing} of {kind.total}
      {gap.on_site ? <span className="block text-xs">{gap.on_site} on the site</span> : null}
    </button>
  );
}

/**
 * The console's translations page (issue 17; docs/decisions/0040): which items lack which language, per kind,
 * and the items lacking the chosen language with the fields they lack, each linked to its form, where the texts
 * are edited side by side. The choice lives in the address (`?language=pt&kind=casino`).
 */
export function TranslationCompleteness() {
  const { client, service } = useConsole();
  const [search, setSearch] = useSearchParams();
  const language: Locale = isLocale(search.get("language")) ? (search.get("language") as Locale) : "pt";
  const kind = search.get("kind") ?? "";
  const [matrix, setMatrix] = useState<TranslationMatrix | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    translationMatrix(client, service).then(
      (answer) => current && setMatrix(answer),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [client, service]);

  const known = matrix?.kinds.some((entry) => entry.kind === kind) ? kind : undefined;
  const fetchPage = useCallback(
    (cursor?: string) => itemsLacking(client, service, { language, kind: known, cursor }),
    [client, service, language, known],
  );
  const list = usePagedList(fetchPage);
  const choose = (chosenKind: string, chosenLanguage: Locale) =>
    setSearch(chosenKind ? { language: chosenLanguage, kind: chosenKind } : { language: chosenLanguage });
  const chosenLabel = matrix?.kinds.find((entry) => entry.kind === known)?.label;

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Translations</h1>
      <p className="max-w-prose text-slate-700">
        English is the fallback: where an item lacks a language, visitors in that language see its English text. A text
        counts when it is required, or once it has an English text.
      </p>
      <ListStatus
        failure={failed ? "The counts could not load. Reload the page to try again." : null}
        loaded={!!matrix}
      />
      {matrix ? <Matrix matrix={matrix} choose={choose} /> : null}

      <h2 className="text-lg font-semibold">Items lacking a language</h2>
      <form
        className="flex flex-wrap items-end gap-3"
        aria-label="Which items to list"
        onSubmit={(e) => e.preventDefault()}
      >
        <Select
          label="Language"
          name="language"
          value={language}
          options={LOCALES.map((locale) => ({ value: locale, label: languageLabel(locale) }))}
          onChange={(event) => choose(known ?? "", event.currentTarget.value as Locale)}
        />
        <Select
          label="Kind"
          name="kind"
          value={known ?? ""}
          placeholder="Every kind"
          options={(matrix?.kinds ?? []).map((entry) => ({ value: entry.kind, label: capital(entry.label) }))}
          onChange={(event) => choose(event.currentTarget.value, language)}
        />
      </form>
      <PagedTable
        caption={`${chosenLabel ? `${capital(chosenLabel)} items` : "Items"} lacking ${LANGUAGE_NAMES[language]}, those on the site first`}
        testId="translation-gaps"
        columns={columns(language)}
        items={list.items?.map((row) => ({ ...row, id: `${row.kind}-${row.id}`, itemId: row.id })) ?? null}
        failure={list.failed ? "The list could not load. Try again." : null}
        hasMore={list.hasMore}
        more={list.more}
      />
    </section>
  );
}
