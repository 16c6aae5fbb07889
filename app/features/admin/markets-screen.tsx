import { useCallback } from "react";
import type { ConsoleMarketRow } from "#contracts/catalog-documents";
import type { Locale } from "#contracts/locales";
import { useConsole } from "./console-context";
import { LANGUAGE_NAMES } from "./console-languages";
import { PagedTable, type Column } from "./paged-table";
import { usePagedList } from "./use-paged-list";

const COLUMNS: Column<ConsoleMarketRow & { id: string }>[] = [
  { header: "Country", cell: (row) => `${row.name} (${row.code})` },
  { header: "Domain", cell: (row) => row.domain ?? "none configured" },
  { header: "Languages", cell: (row) => row.languages.map((l) => LANGUAGE_NAMES[l as Locale] ?? l).join(", ") },
  { header: "Currency", cell: (row) => row.currency },
];

/**
 * The markets, read only (GET {console}/markets/; docs/decisions/0037): they are configuration — the URL
 * rules, language addresses, hreflang and the geo redirect read them at start-up — not content.
 */
export function MarketsScreen() {
  const { client, service } = useConsole();
  const fetchPage = useCallback(async () => {
    const answer = await client.api<{ items: ConsoleMarketRow[]; editable: boolean }>("GET", `${service}/markets/`);
    return { items: answer.items.map((row) => ({ ...row, id: row.code })), next_cursor: null };
  }, [client, service]);
  const { items, hasMore, failed, more } = usePagedList(fetchPage);
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Markets</h1>
      <p className="max-w-prose rounded-lg bg-slate-100 p-3" data-testid="markets-note">
        Markets are configuration, not content: they cannot be edited here. Their countries, languages and currencies
        are set in the code (contracts/markets.ts) and their domains in the server&apos;s MARKET_DOMAINS setting,
        because the addresses, language links, hreflang and the redirect by country read them when the site starts
        (decision 0037). A change is a release, not an edit.
      </p>
      <PagedTable
        caption="Markets"
        testId="market-table"
        columns={COLUMNS}
        items={items}
        failure={failed ? "The markets could not load. Reload the page." : null}
        hasMore={hasMore}
        more={more}
      />
    </section>
  );
}
