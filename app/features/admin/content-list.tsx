import { useCallback, useEffect, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { Field } from "../../ui/field";
import type { ListQuery } from "./content-api";
import { testIdOf, type AnyKindScreens, type BulkActionSpec, type ContentRow, type Option } from "./content-kind";
import { ConsoleButton } from "./console-button";
import { may, useConsole } from "./console-context";
import { Select } from "./console-fields";
import { PagedTable, type Column } from "./paged-table";
import { usePagedList } from "./use-paged-list";

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short" });

/** The "Changed" column every kind's list shows last. */
export const changedColumn = <R extends { updated_at: string | null }>(): Column<R> => ({
  header: "Changed",
  cell: (row) => (row.updated_at ? when.format(new Date(row.updated_at)) : "—"),
});

const STATUS = [
  { value: "published", label: "Published" },
  { value: "pending", label: "Published, with unpublished changes" },
  { value: "draft", label: "Draft" },
  { value: "unpublished", label: "Unpublished" },
];

const statusText = (row: ContentRow) =>
  row.status === "published" && row.pending ? "published · changes pending" : row.status;

const PUBLISH: BulkActionSpec = { action: "publish", label: "Publish selected", done: "Published" };
const UNPUBLISH: BulkActionSpec = { action: "unpublish", label: "Unpublish selected", done: "Unpublished" };

/**
 * Every item of a kind, published or not: search, the kind's filters and sorts, a page at a time (keyset
 * cursor); bulk publish, unpublish and the kind's own bulk actions for whoever may publish.
 */
export function ContentList({ kind }: { kind: AnyKindScreens }) {
  const { client, service, me } = useConsole();
  const { list, api } = kind;
  const defaultSort = list.sorts?.[0]?.value;
  const [query, setQuery] = useState<ListQuery>({ sort: defaultSort });
  const [loaded, setLoaded] = useState<Record<string, Option[]>>({});
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const fetchPage = useCallback(
    (cursor?: string) => api.list(client, service, { ...query, cursor }),
    [api, client, service, query],
  );
  const { items, hasMore, failed, more } = usePagedList<ContentRow>(fetchPage);
  // The same filters again: a new query object, so the first page is read anew.
  const reload = () => setQuery((shown) => ({ ...shown }));

  useEffect(() => {
    for (const filter of list.filters)
      filter.load?.(client, service).then(
        (options) => setLoaded((shown) => ({ ...shown, [filter.name]: options })),
        () => undefined,
      );
  }, [client, service, list]);

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? "").trim();
    setChosen(new Set());
    setQuery({
      q: value("q"),
      status: value("status"),
      ...Object.fromEntries(list.filters.map((f) => [f.name, value(f.name)])),
      sort: list.sorts ? value("sort") : undefined,
    });
  }

  const actions = [PUBLISH, ...(kind.unpublish ? [UNPUBLISH] : []), ...(list.bulk ?? [])];

  async function bulk(action: BulkActionSpec) {
    setBusy(true);
    try {
      const ids = [...chosen];
      const { items: outcomes } = await api.bulk(client, service, action.action, ids);
      // The outcomes come in the order of the ids sent; each refusal is named with the server's reason.
      const nameOf = (id: number) => {
        const row = items?.find((item) => item.id === id);
        return row ? list.name(row) : `#${id}`;
      };
      const refused = outcomes.flatMap((o, i) => (o.ok ? [] : [`${nameOf(ids[i]!)}: ${o.error.message}`]));
      setMessage(
        `${action.done} ${outcomes.length - refused.length} of ${outcomes.length}` +
          (refused.length ? `; refused — ${refused.join("; ")}.` : "."),
      );
      setChosen(new Set());
      reload();
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
  const columns: Column<ContentRow>[] = [
    { header: "Name", cell: (row) => <Link to={`/admin/${kind.path}/${row.id}`}>{list.name(row)}</Link> },
    { header: "Status", cell: statusText },
    ...list.columns,
  ];
  const lower = kind.title.toLowerCase();

  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{kind.title}</h1>
        {kind.newLabel && may(me, "content.write") ? (
          <Link
            to={`/admin/${kind.path}/new`}
            className="rounded-lg bg-brand-700 px-4 py-2 font-semibold text-white no-underline"
          >
            {kind.newLabel}
          </Link>
        ) : null}
      </div>
      <form
        onSubmit={filter}
        className="grid items-end gap-3 sm:grid-cols-3 lg:grid-cols-7"
        aria-label={`Filter the ${lower}`}
      >
        <Field label={list.searchLabel} name="q" type="search" defaultValue={query.q} />
        <Select label="Status" name="status" placeholder="Any" options={STATUS} defaultValue={query.status} />
        {list.filters.map((f) => (
          <Select
            key={f.name}
            label={f.label}
            name={f.name}
            placeholder="Any"
            options={f.options ?? loaded[f.name] ?? []}
            defaultValue={query[f.name]}
          />
        ))}
        {list.sorts ? <Select label="Sort by" name="sort" options={list.sorts} defaultValue={query.sort} /> : null}
        <ConsoleButton type="submit">Filter</ConsoleButton>
      </form>
      {message ? <p role="status">{message}</p> : null}
      {publishable ? (
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Bulk actions">
          <span>{chosen.size} selected</span>
          {actions.map((action) => (
            <ConsoleButton
              key={action.action}
              quiet
              busy={busy}
              disabled={chosen.size === 0}
              onClick={() => bulk(action)}
            >
              {action.label}
            </ConsoleButton>
          ))}
        </div>
      ) : null}
      <PagedTable
        caption={kind.title}
        testId={`${testIdOf(kind)}-table`}
        columns={columns}
        items={items}
        failure={failed ? "The list could not load. Check the filters and try again." : null}
        hasMore={hasMore}
        more={more}
        select={publishable ? { label: (row) => `Select ${list.name(row)}`, chosen, toggle } : undefined}
      />
    </section>
  );
}
