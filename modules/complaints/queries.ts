import { and, asc, count, desc, eq, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { Classification, ComplaintType } from "#contracts/complaints";
import type { Locale } from "#contracts/locales";
import type { Db } from "#db/client";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { casinos, complaintMessages, complaints } from "#db/schema";
import { publishedWhere } from "#modules/casinos";
import { decodeCursor, encodeCursor, timestampKey } from "#modules/paging";
import { EUR_PER_UNIT } from "./money";
import { COMPLAINT_STATUSES, type ComplaintStatus, type DeadlineParty } from "./rules";

const SORT = "complaints";

/**
 * A player's public name on a case: a short code of the account (cases are public, the player under a
 * pseudonym), shown as "Player {code}".
 */
export function playerCode(playerId: number | null): string {
  if (playerId === null) return "—";
  return ((Math.imul(playerId, 2_654_435_761) >>> 0) % 36 ** 5).toString(36).toUpperCase().padStart(5, "0");
}

/** An amount in its currency as euros, in SQL (the statistics' money returned). */
export function eurOf(
  amount: SQL | typeof complaints.amountReturned,
  currency: SQL | typeof complaints.returnedCurrency,
) {
  const cases = Object.entries(EUR_PER_UNIT).map(([code, rate]) => sql`when ${code} then ${rate}::numeric`);
  return sql`(${amount} * case ${currency} ${sql.join(cases, sql` `)} else 0 end)`;
}

export interface ComplaintFilter {
  status?: ComplaintStatus;
  casinoId?: number;
  type?: ComplaintType;
  playerId?: number;
  /** Words of the title or description. */
  q?: string;
}

export interface ComplaintListItem {
  id: number;
  slug: string;
  title: string;
  /** The site language the player filed from: the title, the story and the timeline are in it. */
  lang: Locale;
  status: ComplaintStatus;
  type: ComplaintType;
  amount: number | null;
  currency: string;
  createdAt: string;
  player: string;
  casino: { id: number; slug: string; name: string };
}

/** A list cursor read back; null when it is not one this list gave out. */
export function complaintCursor(text: string): { key: string; id: number } | null {
  const position = decodeCursor(text, SORT, timestampKey);
  return "error" in position ? null : { key: position.key as string, id: position.id };
}

function where(filter: ComplaintFilter): SQL | undefined {
  const q = filter.q?.trim();
  return and(
    filter.status && eq(complaints.status, filter.status),
    filter.casinoId !== undefined ? eq(complaints.casinoId, filter.casinoId) : undefined,
    filter.type && eq(complaints.type, filter.type),
    filter.playerId !== undefined ? eq(complaints.playerId, filter.playerId) : undefined,
    q
      ? sql`to_tsvector('simple', ${complaints.title} || ' ' || ${complaints.description}) @@ plainto_tsquery('simple', ${q})`
      : undefined,
  );
}

/** A list item's columns: the case and its casino. */
function itemFields() {
  return {
    id: complaints.id,
    slug: complaints.slug,
    title: complaints.title,
    lang: complaints.lang,
    status: complaints.status,
    type: complaints.type,
    amount: complaints.amount,
    currency: complaints.currency,
    createdAt: complaints.createdAt,
    playerId: complaints.playerId,
    casinoId: casinos.id,
    casinoSlug: casinos.slug,
    casinoName: casinos.name,
  };
}

const NEWEST = [desc(complaints.createdAt), desc(complaints.id)];

/** A list item's row as the list reads it, or as `complaintListColumn` (its amount a JSON number, its time a text). */
type ItemRow = Omit<Awaited<ReturnType<typeof selectItems>>[number], "amount" | "createdAt"> & {
  amount: string | number | null;
  createdAt: Date | string;
};

function selectItems(db: Db, where: SQL | undefined, limit: number) {
  return db
    .select(itemFields())
    .from(complaints)
    .innerJoin(casinos, eq(casinos.id, complaints.casinoId))
    .where(where)
    .orderBy(...NEWEST)
    .limit(limit);
}

function itemOf(r: ItemRow): ComplaintListItem {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    lang: r.lang,
    status: r.status,
    type: r.type,
    amount: r.amount === null ? null : Number(r.amount),
    currency: r.currency,
    createdAt: new Date(r.createdAt).toISOString(),
    player: playerCode(r.playerId),
    casino: { id: r.casinoId, slug: r.casinoSlug, name: r.casinoName },
  };
}

/** Cases, newest first, by keyset pages (`after` is the previous page's cursor). */
export async function listComplaints(
  db: Db,
  filter: ComplaintFilter,
  page: { limit: number; after: { key: string; id: number } | null },
): Promise<{ items: ComplaintListItem[]; nextCursor: string | null }> {
  const after = page.after;
  const rows = await selectItems(
    db,
    and(
      where(filter),
      after
        ? or(
            lt(complaints.createdAt, new Date(after.key)),
            and(eq(complaints.createdAt, new Date(after.key)), lt(complaints.id, after.id)),
          )
        : undefined,
    ),
    page.limit + 1,
  );
  const items = rows.slice(0, page.limit).map(itemOf);
  const last = items.at(-1);
  const nextCursor =
    rows.length > page.limit && last ? encodeCursor({ sort: SORT, key: last.createdAt, id: last.id }) : null;
  return { items, nextCursor };
}

/**
 * The newest cases of a list's first page (as `listComplaints` reads them, without the cursor) as one JSON
 * column of a bigger statement (#db/json-rows; the casino page's, docs/decisions/0050). `where` may test the
 * case's `casinos` row: the casino page names its casino by `casinos.slug = placeholder("slug")`, the outer
 * statement's casino not being visible under that name inside. Read it with `complaintItemsOf`.
 */
export function complaintListColumn(db: Db, where: SQL | undefined, limit: number) {
  const select = db
    .select({ ...namedFields(itemFields()), ...rowOrder(NEWEST) })
    .from(complaints)
    .innerJoin(casinos, eq(casinos.id, complaints.casinoId))
    .where(where)
    .orderBy(...NEWEST)
    .limit(limit);
  return jsonRows<ItemRow>(select);
}

/** The items a `complaintListColumn` read. */
export function complaintItemsOf(rows: ItemRow[]): ComplaintListItem[] {
  return rows.map(itemOf);
}

/** How many cases match (the console's account page counts a player's). */
export async function countComplaints(db: Db, filter: ComplaintFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(complaints).where(where(filter));
  return row?.n ?? 0;
}

const DESK_SORT = "desk";

/** The statuses of the cases waiting for the team: new ones to open, opened ones to work. */
export const TEAM_STATUSES: readonly ComplaintStatus[] = ["new", "opened"];

export interface DeskFilter {
  statuses: readonly ComplaintStatus[];
  casinoId?: number;
  playerId?: number;
}

export interface DeskItem extends Omit<ComplaintListItem, "type" | "amount" | "currency"> {
  deadline: { at: string; party: DeadlineParty } | null;
}

/** A desk cursor read back (the last case's deadline, null for none, and its id); null when foreign. */
export function deskCursor(text: string): { key: string | null; id: number } | null {
  const position = decodeCursor(text, DESK_SORT, (key) => key === null || timestampKey(key));
  return "error" in position ? null : { key: position.key as string | null, id: position.id };
}

/** A case's place in the desk's order: its deadline, or after every deadline when none runs. */
const deadlineOrder = sql`coalesce(${complaints.deadlineAt}, 'infinity'::timestamptz)`;

/**
 * The complaint desk (the staff console): the cases in the given statuses, the deadline running out
 * soonest first (cases without one last, oldest first), by keyset pages.
 */
export async function complaintDesk(
  db: Db,
  filter: DeskFilter,
  page: { limit: number; after: { key: string | null; id: number } | null },
): Promise<{ items: DeskItem[]; nextCursor: string | null }> {
  const after = page.after;
  const rows = await db
    .select({
      id: complaints.id,
      slug: complaints.slug,
      title: complaints.title,
      lang: complaints.lang,
      status: complaints.status,
      createdAt: complaints.createdAt,
      playerId: complaints.playerId,
      deadlineAt: complaints.deadlineAt,
      deadlineParty: complaints.deadlineParty,
      casinoId: casinos.id,
      casinoSlug: casinos.slug,
      casinoName: casinos.name,
    })
    .from(complaints)
    .innerJoin(casinos, eq(casinos.id, complaints.casinoId))
    .where(
      and(
        inArray(complaints.status, [...filter.statuses]),
        filter.casinoId !== undefined ? eq(complaints.casinoId, filter.casinoId) : undefined,
        filter.playerId !== undefined ? eq(complaints.playerId, filter.playerId) : undefined,
        after
          ? sql`(${deadlineOrder}, ${complaints.id}) > (${after.key ?? "infinity"}::timestamptz, ${after.id})`
          : undefined,
      ),
    )
    .orderBy(deadlineOrder, complaints.id)
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    lang: r.lang,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    player: playerCode(r.playerId),
    casino: { id: r.casinoId, slug: r.casinoSlug, name: r.casinoName },
    deadline: r.deadlineAt && r.deadlineParty ? { at: r.deadlineAt.toISOString(), party: r.deadlineParty } : null,
  }));
  const last = rows.length > page.limit ? rows[page.limit - 1] : undefined;
  const nextCursor = last
    ? encodeCursor({ sort: DESK_SORT, key: last.deadlineAt?.toISOString() ?? null, id: last.id })
    : null;
  return { items, nextCursor };
}

export interface ComplaintDetail extends ComplaintListItem {
  playerId: number | null;
  description: string;
  problemDate: string | null;
  classification: Classification | null;
  amountReturned: number | null;
  returnedCurrency: string | null;
  deadline: { at: string; party: DeadlineParty; extended: boolean } | null;
  openedAt: string | null;
  closedAt: string | null;
  timeline: Array<{ id: number; role: "player" | "mediator" | "casino"; body: string; createdAt: string }>;
}

/** A case with its public timeline; null if unknown. */
export async function complaintDetail(db: Db, id: number): Promise<ComplaintDetail | null> {
  const [row] = await db
    .select({ complaint: complaints, casino: { id: casinos.id, slug: casinos.slug, name: casinos.name } })
    .from(complaints)
    .innerJoin(casinos, eq(casinos.id, complaints.casinoId))
    .where(eq(complaints.id, id));
  if (!row) return null;
  const c = row.complaint;
  const messages = await db
    .select({
      id: complaintMessages.id,
      role: complaintMessages.authorRole,
      body: complaintMessages.body,
      createdAt: complaintMessages.createdAt,
    })
    .from(complaintMessages)
    .where(and(eq(complaintMessages.complaintId, id), eq(complaintMessages.internal, false)))
    .orderBy(asc(complaintMessages.createdAt), asc(complaintMessages.id));
  return {
    id: c.id,
    slug: c.slug,
    title: c.title,
    lang: c.lang,
    status: c.status,
    type: c.type,
    amount: c.amount === null ? null : Number(c.amount),
    currency: c.currency,
    createdAt: c.createdAt.toISOString(),
    player: playerCode(c.playerId),
    playerId: c.playerId,
    casino: row.casino,
    description: c.description,
    problemDate: c.problemDate,
    classification: c.classification,
    amountReturned: c.amountReturned === null ? null : Number(c.amountReturned),
    returnedCurrency: c.returnedCurrency,
    deadline:
      c.deadlineAt && c.deadlineParty
        ? { at: c.deadlineAt.toISOString(), party: c.deadlineParty, extended: c.deadlineExtended }
        : null,
    openedAt: c.openedAt?.toISOString() ?? null,
    closedAt: c.closedAt?.toISOString() ?? null,
    timeline: messages.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export interface ComplaintFigures {
  total: number;
  byStatus: Record<ComplaintStatus, number>;
  /** Money returned to players by resolved cases, in euros. */
  returnedEur: number;
}

/**
 * A casino's figures (its page's complaints section) as a column of a bigger statement: its cases counted by
 * status, with the money returned, as JSON. `casinoId` may be the outer statement's `sql\`${casinos.id}\``
 * (docs/decisions/0050). Read it with `complaintFiguresOf`.
 */
export function complaintFiguresColumn(casinoId: number | SQL) {
  // Nested in an SQL of its own: a select from no table would write the columns without their tables' names.
  const figures = sql`(select coalesce(json_agg(f order by f.status), '[]'::json) from (
    select ${complaints.status} as status, count(*)::int as count,
      coalesce(sum(${eurOf(complaints.amountReturned, complaints.returnedCurrency)}), 0) as returned
    from ${complaints} where ${complaints.casinoId} = ${casinoId} group by ${complaints.status}) f)`;
  return sql<FigureRow[]>`${figures}`;
}

/** A status's figures as `complaintFiguresColumn` reads them (the money a JSON number). */
interface FigureRow {
  status: ComplaintStatus;
  count: number;
  returned: number | string;
}

/** The figures a `complaintFiguresColumn` read. */
export function complaintFiguresOf(rows: FigureRow[]): ComplaintFigures {
  const byStatus = Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, 0])) as Record<ComplaintStatus, number>;
  let returnedEur = 0;
  for (const row of rows) {
    byStatus[row.status] = row.count;
    returnedEur += Number(row.returned);
  }
  return {
    total: rows.reduce((sum, r) => sum + r.count, 0),
    byStatus,
    returnedEur: Math.round(returnedEur * 100) / 100,
  };
}

/** A casino's figures (its page's complaints section), computed from its cases. */
export async function casinoComplaintFigures(db: Db, casinoId: number): Promise<ComplaintFigures> {
  const [row] = await db.select({ figures: complaintFiguresColumn(casinoId) }).from(sql`(values (1)) as one`);
  return complaintFiguresOf(row?.figures ?? []);
}

/** The casinos a complaint can be about (the form's picker, the list's casino filter), by name. */
/** `%`, `_` and `\\` match themselves in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The casinos a player may name in a complaint whose name holds `text` (any case): names that start with
 * it first, then those with a word that does, then the rest, each alphabetically; at most `limit`.
 */
export async function suggestComplaintCasinos(
  db: Db,
  text: string,
  limit: number,
): Promise<Array<{ id: number; slug: string; name: string }>> {
  const part = literal(text);
  const rank = sql`case when ${casinos.name} ilike ${`${part}%`} then 0 when ${casinos.name} ilike ${`% ${part}%`} or ${casinos.name} ilike ${`%-${part}%`} then 1 else 2 end`;
  return db
    .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .where(ilike(casinos.name, `%${part}%`))
    .orderBy(rank, asc(casinos.name), asc(casinos.id))
    .limit(limit);
}

export async function complaintCasinos(db: Db): Promise<Array<{ id: number; slug: string; name: string }>> {
  return db
    .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .where(publishedWhere())
    .orderBy(asc(casinos.name));
}
