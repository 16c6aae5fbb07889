import { and, sql, type SQL } from "drizzle-orm";
import type { ContentStatus } from "#contracts/content";
import type { Db } from "#db/client";
import { contentItems, contentRevisions } from "#db/schema";

/**
 * The rows of a kind's console list (docs/decisions/0029: "the console's lists join content_items for
 * drafts"), as one SQL relation to filter, sort and page: the kind's table rows with their item's state
 * (a row the console has not seen yet is published or unpublished by its visibility column), and the drafts
 * never published, whose only copy is their newest revision's document. Both parts give the same columns,
 * so a list's filters and orders read one set of names: `id`, `status`, `pending`, `updated_at` and the
 * kind's own.
 */
export interface ListingParts {
  kind: string;
  /** The kind's rows: `from` its table (and joins), with its `id`, visibility and creation time (null::timestamptz when it has none). */
  rows: { from: SQL; id: SQL; visible: SQL; created: SQL; columns: SQL };
  /** The kind's own columns of a draft, over its document `d` (jsonb). */
  drafts: SQL;
}

export function consoleListing({ kind, rows, drafts }: ListingParts): SQL {
  return sql`(
    select ${rows.columns}, ${rows.id} as id,
      coalesce(ci.status::text, case when ${rows.visible} then 'published' else 'unpublished' end) as status,
      coalesce(ci.status <> 'draft' and ci.latest_revision is distinct from ci.published_revision, false) as pending,
      coalesce(ci.updated_at, ${rows.created}) as updated_at
    from ${rows.from}
    left join ${contentItems} ci on ci.kind = ${kind} and ci.target_id = ${rows.id}
    union all
    select ${drafts}, ci.target_id as id, 'draft' as status, false as pending, ci.updated_at as updated_at
    from ${contentItems} ci
    join lateral (select r.document as d from ${contentRevisions} r
      where r.item_id = ci.id and r.number = ci.latest_revision) r on true
    where ci.kind = ${kind} and ci.status = 'draft'
  ) items`;
}

/** `%`, `_` and `\` match themselves. */
export const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A list's text search: the words anywhere in these columns (none: no condition). */
export const textMatch = (q: string | undefined, columns: SQL): SQL | undefined =>
  q ? sql`concat_ws(' ', ${columns}) ilike ${likeText(q)}` : undefined;

/**
 * A list's order: a key (numbers or texts, never null: a missing value is given one) and its direction; the
 * id, in the same direction, breaks ties, so the keyset (key, id) of the last row starts the next page.
 */
export interface ListOrder {
  key: SQL;
  /** Whether the key is a text or a number (a bigint: microseconds of a time). */
  type: "text" | "number";
  direction: "asc" | "desc";
}

/** Where the previous page ended. */
export interface ListPosition {
  key: number | string;
  id: number;
}

/** The statuses a console list filters by: the item's own, or `pending` (on the site, with newer revisions). */
export type ListStatus = ContentStatus | "pending";

export const statusMatch = (status: ListStatus | undefined): SQL | undefined =>
  status === undefined ? undefined : status === "pending" ? sql`pending` : sql`status = ${status}`;

/** One page of a listing after a position (keyset), and the position its last row ends at when more follow. */
export async function pageAfter<R>(
  db: Db,
  listing: SQL,
  where: SQL | undefined,
  order: ListOrder,
  after: ListPosition | null,
  limit: number,
): Promise<{ rows: R[]; next: ListPosition | null }> {
  const direction = sql.raw(order.direction);
  const keyset = after
    ? sql`and ((${order.key}), id) ${sql.raw(order.direction === "asc" ? ">" : "<")} (${after.key}, ${after.id})`
    : sql``;
  const result = (await db.execute(sql`
    select *, ${order.key} as sort_key from ${listing}
    where ${where ?? sql`true`} ${keyset}
    order by sort_key ${direction}, id ${direction}
    limit ${limit + 1}`)) as unknown as { rows: Array<R & { sort_key: number | string; id: number }> };
  const rows = result.rows.slice(0, limit);
  const last = rows.at(-1);
  const next =
    result.rows.length > limit && last
      ? { key: order.type === "number" ? Number(last.sort_key) : String(last.sort_key), id: Number(last.id) }
      : null;
  return { rows, next };
}

/**
 * A time as a numeric sort key: microseconds since the epoch (exact, and a safe integer for 270 years);
 * no time counts as the lowest key or as one above every time.
 */
export const microseconds = (time: SQL, missing: "low" | "high" = "low") =>
  sql`coalesce((extract(epoch from ${time}) * 1000000)::bigint, ${sql.raw(missing === "low" ? "0" : "9000000000000000")})`;

/**
 * The console list of a kind whose rows have a slug, a name and one more column to show (`detail`: a slot's
 * provider, a licence's jurisdiction): text searched in slug, name and detail, a status filter, by newest
 * change or by name (docs/decisions/0037).
 */
export function namedListing(
  kind: string,
  parts: { from: SQL; id: SQL; visible: SQL; detail: SQL; draftDetail: SQL; draftName?: SQL },
) {
  const listing = consoleListing({
    kind,
    rows: {
      from: parts.from,
      id: parts.id,
      visible: parts.visible,
      created: sql`null::timestamptz`,
      columns: sql`t.slug, t.name, ${parts.detail} as detail`,
    },
    drafts: sql`d ->> 'slug', ${parts.draftName ?? sql`d ->> 'name'`}, ${parts.draftDetail}`,
  });
  const orders: Record<"updated" | "name", ListOrder> = {
    updated: { key: microseconds(sql`updated_at`), type: "number", direction: "desc" },
    name: { key: sql`lower(name)`, type: "text", direction: "asc" },
  };
  return {
    orders,
    async page(
      db: Db,
      query: { q?: string; status?: ListStatus; sort: "updated" | "name"; after: ListPosition | null; limit: number },
    ) {
      const where = and(textMatch(query.q, sql`slug, name, detail`), statusMatch(query.status));
      const { rows, next } = await pageAfter<NamedRow>(
        db,
        listing,
        where,
        orders[query.sort],
        query.after,
        query.limit,
      );
      return {
        items: rows.map((row) => ({
          id: Number(row.id),
          slug: row.slug,
          name: row.name,
          detail: row.detail,
          status: row.status,
          pending: Boolean(row.pending),
          updated_at: new Date(row.updated_at).toISOString(),
        })),
        next,
      };
    },
  };
}

interface NamedRow {
  id: number;
  slug: string;
  name: string;
  detail: string | null;
  status: ContentStatus;
  pending: boolean;
  updated_at: string | Date;
}
