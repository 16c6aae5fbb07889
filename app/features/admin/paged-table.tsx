import type { ReactNode } from "react";
import { ConsoleButton } from "./console-button";
import { ListStatus } from "./list-status";

/** A column of a console table: its header and what each row shows in it. */
export interface Column<R> {
  header: string;
  cell(row: R): ReactNode;
}

/**
 * A console list's table, a page at a time (./use-paged-list.ts): why it failed or "Loading…" (./list-status.tsx),
 * "Nothing matches.", or the rows
 * with "Load more" while the list has more; an optional first column of selection boxes for bulk actions.
 */
export function PagedTable<R extends { id: number | string }>({
  caption,
  testId,
  columns,
  items,
  failure,
  hasMore,
  more,
  select,
}: {
  caption: string;
  testId: string;
  columns: Column<R>[];
  items: R[] | null;
  /** What to say when the list failed to load (the caller knows), null while it has not. */
  failure: string | null;
  hasMore: boolean;
  more(): void;
  select?: { label(row: R): string; chosen: Set<R["id"]>; toggle(id: R["id"], on: boolean): void };
}) {
  const status = <ListStatus failure={failure} loaded={items !== null} />;
  if (items === null) return status;
  if (items.length === 0)
    return (
      <>
        {status}
        <p>Nothing matches.</p>
      </>
    );
  return (
    <>
      {status}
      {/* Focusable, so a keyboard can scroll a table wider than a phone (axe: scrollable-region-focusable);
          unnamed, so its name does not shadow the filters' labels. */}
      <div className="overflow-x-auto" tabIndex={0}>
        <table className="w-full border-collapse text-left text-sm" data-testid={testId}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-400">
              {select ? (
                <th scope="col">
                  <span className="sr-only">Select</span>
                </th>
              ) : null}
              {columns.map((column) => (
                <th key={column.header} scope="col">
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((row) => (
              <tr key={row.id} className="border-b border-slate-200">
                {select ? (
                  <td>
                    <input
                      type="checkbox"
                      aria-label={select.label(row)}
                      checked={select.chosen.has(row.id)}
                      onChange={(event) => select.toggle(row.id, event.currentTarget.checked)}
                    />
                  </td>
                ) : null}
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {hasMore ? (
        <ConsoleButton quiet onClick={more}>
          Load more
        </ConsoleButton>
      ) : null}
    </>
  );
}
