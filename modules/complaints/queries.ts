import { and, asc, count, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import type { Classification, ComplaintType } from "#contracts/complaints";
import type { Db } from "#db/client";
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

/** Cases, newest first, by keyset pages (`after` is the previous page's cursor). */
export async function listComplaints(
  db: Db,
  filter: ComplaintFilter,
  page: { limit: number; after: { key: string; id: number } | null },
): Promise<{ items: ComplaintListItem[]; nextCursor: string | null }> {
  const after = page.after;
  const rows = await db
    .select({
      id: complaints.id,
      slug: complaints.slug,
      title: complaints.title,
      status: complaints.status,
      type: complaints.type,
      amount: complaints.amount,
      currency: complaints.currency,
      createdAt: complaints.createdAt,
      playerId: complaints.playerId,
      casinoId: casinos.id,
      casinoSlug: casinos.slug,
      casinoName: casinos.name,
    })
    .from(complaints)
    .innerJoin(casinos, eq(casinos.id, complaints.casinoId))
    .where(
      and(
        where(filter),
        after
          ? or(
              lt(complaints.createdAt, new Date(after.key)),
              and(eq(complaints.createdAt, new Date(after.key)), lt(complaints.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(complaints.createdAt), desc(complaints.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    status: r.status,
    type: r.type,
    amount: r.amount === null ? null : Number(r.amount),
    currency: r.currency,
    createdAt: r.createdAt.toISOString(),
    player: playerCode(r.playerId),
    casino: { id: r.casinoId, slug: r.casinoSlug, name: r.casinoName },
  }));
  const last = items.at(-1);
  const nextCursor =
    rows.length > page.limit && last ? encodeCursor({ sort: SORT, key: last.createdAt, id: last.id }) : null;
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

/** A casino's figures (its page's complaints section), computed from its cases. */
export async function casinoComplaintFigures(db: Db, casinoId: number): Promise<ComplaintFigures> {
  const rows = await db
    .select({
      status: complaints.status,
      count: count(),
      returned: sql<string>`coalesce(sum(${eurOf(complaints.amountReturned, complaints.returnedCurrency)}), 0)`,
    })
    .from(complaints)
    .where(eq(complaints.casinoId, casinoId))
    .groupBy(complaints.status);
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

/** The casinos a complaint can be about (the form's picker, the list's casino filter), by name. */
export async function complaintCasinos(db: Db): Promise<Array<{ id: number; slug: string; name: string }>> {
  return db
    .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .where(publishedWhere())
    .orderBy(asc(casinos.name));
}
