import { useCallback, useState, type FormEvent } from "react";
import { auditLog, type AuditEntry, type AuditQuery } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { PagedTable, type Column } from "./paged-table";
import { usePagedList } from "./use-paged-list";

const FILTERS: { name: keyof AuditQuery; label: string }[] = [
  { name: "user", label: "Account id" },
  { name: "action", label: "Action" },
  { name: "target_kind", label: "Item kind" },
  { name: "target_id", label: "Item id" },
];

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

const COLUMNS: Column<AuditEntry>[] = [
  { header: "When", cell: (entry) => when.format(new Date(entry.created_at)) },
  { header: "Who", cell: (entry) => entry.username },
  { header: "Action", cell: (entry) => entry.action },
  { header: "Item", cell: (entry) => (entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ""}` : "—") },
  { header: "Outcome", cell: (entry) => (entry.status < 400 ? "done" : `refused (${entry.status})`) },
];

/** Every console change, newest first, filterable, a page at a time. */
export function AuditLog() {
  const { client, service } = useConsole();
  const [query, setQuery] = useState<AuditQuery>({});
  const fetchPage = useCallback(
    (cursor?: string) => auditLog(client, service, { ...query, cursor }),
    [client, service, query],
  );
  const { items, hasMore, failed, more } = usePagedList(fetchPage);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setQuery(Object.fromEntries(FILTERS.map(({ name }) => [name, String(data.get(name) ?? "").trim()])));
  }

  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-bold">Audit log</h1>
      <form onSubmit={filter} className="flex flex-wrap items-end gap-3" aria-label="Filter the audit log">
        {FILTERS.map(({ name, label }) => (
          <label key={name} className="flex flex-col text-sm font-medium">
            {label}
            <input name={name} defaultValue={query[name]} className="rounded border border-slate-400 px-2 py-1" />
          </label>
        ))}
        <ConsoleButton type="submit">Filter</ConsoleButton>
      </form>
      <PagedTable
        caption="Console actions, newest first"
        testId="audit-table"
        columns={COLUMNS}
        items={items}
        failure={failed ? "The log could not load. Check the filters and try again." : null}
        hasMore={hasMore}
        more={more}
      />
    </section>
  );
}
