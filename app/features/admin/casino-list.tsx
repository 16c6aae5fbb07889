import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { ConsoleCasinoRow } from "#contracts/casino-document";
import { bulkCasinos, casinoOptions, listConsoleCasinos, type CasinoListQuery } from "./casino-api";
import { ConsoleButton } from "./console-button";
import { may, useConsole } from "./console-context";
import { Select } from "./console-fields";
import { Field } from "../../ui/field";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

const STATUS = [
  { value: "published", label: "Published" },
  { value: "pending", label: "Published, with unpublished changes" },
  { value: "draft", label: "Draft" },
  { value: "unpublished", label: "Unpublished" },
];
const YES_NO = [
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];
const SORTS = [
  { value: "updated", label: "Last changed" },
  { value: "name", label: "Name" },
  { value: "safety", label: "Safety index" },
];

const statusText = (row: ConsoleCasinoRow) =>
  row.status === "published" && row.pending ? "published · changes pending" : row.status;

/** Every casino, published or not: search, filters, sort, a page at a time; bulk publish and unpublish. */
export function CasinoList() {
  const { client, service, me } = useConsole();
  const [query, setQuery] = useState<CasinoListQuery>({ sort: "updated" });
  const [types, setTypes] = useState<{ value: string; label: string }[]>([]);
  const [items, setItems] = useState<ConsoleCasinoRow[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (cursor?: string) => {
      try {
        const page = await listConsoleCasinos(client, service, { ...query, cursor });
        setItems((shown) => (cursor ? [...(shown ?? []), ...page.items] : page.items));
        setNext(page.next_cursor);
      } catch {
        setMessage("The list could not load. Check the filters and try again.");
      }
    },
    [client, service, query],
  );

  useEffect(() => void load(), [load]);
  useEffect(() => {
    casinoOptions(client, service).then(
      (options) => setTypes(options.types.map((t) => ({ value: t.slug, label: t.name }))),
      () => undefined,
    );
  }, [client, service]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    setChosen(new Set());
    setQuery({
      q: value("q"),
      status: value("status"),
      type: value("type"),
      blacklisted: value("blacklisted"),
      warned: value("warned"),
      sort: value("sort"),
    });
  }

  async function bulk(action: "publish" | "unpublish") {
    setBusy(true);
    try {
      const { items: outcomes } = await bulkCasinos(client, service, action, [...chosen]);
      const refused = outcomes.filter((o) => !o.ok).length;
      setMessage(
        `${action === "publish" ? "Published" : "Unpublished"} ${outcomes.length - refused} of ${outcomes.length}` +
          (refused ? `; ${refused} refused (open them to see why).` : "."),
      );
      setChosen(new Set());
      await load();
    } catch {
      setMessage("The bulk action failed. Try again.");
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number, on: boolean) => {
    const copy = new Set(chosen);
    if (on) copy.add(id);
    else copy.delete(id);
    setChosen(copy);
  };
  const publishable = may(me, "content.publish");

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">Casinos</h1>
        {may(me, "content.write") ? (
          <Link
            to="/admin/casinos/new"
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white no-underline"
          >
            New casino
          </Link>
        ) : null}
      </div>
      <form
        onSubmit={filter}
        className="grid items-end gap-3 sm:grid-cols-3 lg:grid-cols-7"
        aria-label="Filter the casinos"
      >
        <Field label="Name or address" name="q" type="search" defaultValue={query.q} />
        <Select label="Status" name="status" placeholder="Any" options={STATUS} defaultValue={query.status} />
        <Select label="Type" name="type" placeholder="Any" options={types} defaultValue={query.type} />
        <Select
          label="Blacklisted"
          name="blacklisted"
          placeholder="Any"
          options={YES_NO}
          defaultValue={query.blacklisted}
        />
        <Select label="Warned" name="warned" placeholder="Any" options={YES_NO} defaultValue={query.warned} />
        <Select label="Sort by" name="sort" options={SORTS} defaultValue={query.sort} />
        <ConsoleButton type="submit">Filter</ConsoleButton>
      </form>
      {message ? <p role="status">{message}</p> : null}
      {publishable ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Bulk actions">
          <span>{chosen.size} selected</span>
          <ConsoleButton quiet busy={busy} disabled={chosen.size === 0} onClick={() => bulk("publish")}>
            Publish selected
          </ConsoleButton>
          <ConsoleButton quiet busy={busy} disabled={chosen.size === 0} onClick={() => bulk("unpublish")}>
            Unpublish selected
          </ConsoleButton>
        </div>
      ) : null}
      {items === null ? (
        <p role="status">Loading…</p>
      ) : items.length === 0 ? (
        <p>Nothing matches.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-left text-sm" data-testid="casino-table">
            <caption className="sr-only">Casinos</caption>
            <thead>
              <tr className="border-b border-slate-400">
                {publishable ? (
                  <th scope="col">
                    <span className="sr-only">Select</span>
                  </th>
                ) : null}
                <th scope="col">Name</th>
                <th scope="col">Status</th>
                <th scope="col">Type</th>
                <th scope="col">Safety</th>
                <th scope="col">Warned</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={row.id} className="border-b border-slate-200">
                  {publishable ? (
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`Select ${row.name}`}
                        checked={chosen.has(row.id)}
                        onChange={(event) => toggle(row.id, event.currentTarget.checked)}
                      />
                    </td>
                  ) : null}
                  <td>
                    <Link to={`/admin/casinos/${row.id}`}>{row.name}</Link>
                  </td>
                  <td>{statusText(row)}</td>
                  <td>{row.type}</td>
                  <td>{row.safety_index === null ? "—" : row.safety_index.toFixed(1)}</td>
                  <td>{row.warned ? (row.blacklisted ? "blacklisted" : "low safety") : "no"}</td>
                  <td>{when.format(new Date(row.updated_at))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next ? (
        <ConsoleButton quiet onClick={() => load(next)}>
          Load more
        </ConsoleButton>
      ) : null}
    </section>
  );
}
