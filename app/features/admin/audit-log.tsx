import { useCallback, useEffect, useState, type FormEvent } from "react";
import { auditLog, type AuditEntry, type AuditQuery } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";

const FILTERS: { name: keyof AuditQuery; label: string }[] = [
  { name: "user", label: "Account id" },
  { name: "action", label: "Action" },
  { name: "target_kind", label: "Item kind" },
  { name: "target_id", label: "Item id" },
];

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "medium" });

/** Every console change, newest first, filterable, a page at a time. */
export function AuditLog() {
  const { client, service } = useConsole();
  const [query, setQuery] = useState<AuditQuery>({});
  const [items, setItems] = useState<AuditEntry[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [error, setError] = useState(false);

  const load = useCallback(
    async (cursor?: string) => {
      try {
        const page = await auditLog(client, service, { ...query, cursor });
        setItems((shown) => (cursor ? [...(shown ?? []), ...page.items] : page.items));
        setNext(page.next_cursor);
        setError(false);
      } catch {
        setError(true);
      }
    },
    [client, service, query],
  );

  useEffect(() => void load(), [load]);

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
      {error ? <p role="alert">The log could not load. Check the filters and try again.</p> : null}
      {items === null ? (
        <p role="status">Loading…</p>
      ) : items.length === 0 ? (
        <p>Nothing matches.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm" data-testid="audit-table">
          <caption className="sr-only">Console actions, newest first</caption>
          <thead>
            <tr className="border-b border-slate-400">
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Item</th>
              <th scope="col">Outcome</th>
            </tr>
          </thead>
          <tbody>
            {items.map((entry) => (
              <tr key={entry.id} className="border-b border-slate-200">
                <td>{when.format(new Date(entry.created_at))}</td>
                <td>{entry.username}</td>
                <td>{entry.action}</td>
                <td>{entry.target_kind ? `${entry.target_kind} ${entry.target_id ?? ""}` : "—"}</td>
                <td>{entry.status < 400 ? "done" : `refused (${entry.status})`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {next ? (
        <ConsoleButton quiet onClick={() => load(next)}>
          Load more
        </ConsoleButton>
      ) : null}
    </section>
  );
}
