import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, comments, posts, reviews, slots } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import type { MyContribution, MyContributions } from "#contracts/community";

/** How many of each the cabinet lists: the newest. */
export const MY_CONTRIBUTIONS_LIMIT = 50;
const EXCERPT = 200;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

/**
 * The player's own reviews and comments for the cabinet, newest first, each with what it is about (name and
 * slug, for a link). Deleted ones are left out; hidden ones are listed with their status.
 */
export function myContributions(db: Db, userId: number, locale: Locale): Promise<MyContributions> {
  return contributionsOf(db, userId, { locale, limit: MY_CONTRIBUTIONS_LIMIT, withDeleted: false });
}

/** An account's newest reviews and comments (`limit` of each), deleted ones too when asked, with their targets. */
export async function contributionsOf(
  db: Db,
  userId: number,
  options: { locale: Locale; limit: number; withDeleted: boolean },
): Promise<MyContributions> {
  const { locale, limit, withDeleted } = options;
  const [reviewRows, commentRows] = await Promise.all([
    db
      .select({
        id: reviews.id,
        text: reviews.text,
        status: reviews.status,
        createdAt: reviews.createdAt,
        slug: casinos.slug,
        name: casinos.name,
      })
      .from(reviews)
      .innerJoin(casinos, eq(casinos.id, reviews.casinoId))
      .where(and(eq(reviews.userId, userId), withDeleted ? undefined : ne(reviews.status, "deleted")))
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit),
    db
      .select({
        id: comments.id,
        text: comments.text,
        status: comments.status,
        createdAt: comments.createdAt,
        type: comments.targetType,
        targetId: comments.targetId,
      })
      .from(comments)
      .where(and(eq(comments.userId, userId), withDeleted ? undefined : ne(comments.status, "deleted")))
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(limit),
  ]);
  const targets = await targetNames(db, commentRows, locale);
  const item = (row: { id: number; text: string; status: MyContribution["status"]; createdAt: Date }) => ({
    id: row.id,
    text: excerpt(row.text),
    status: row.status,
    created_at: row.createdAt.toISOString(),
  });
  return {
    reviews: reviewRows.map((row) => ({ ...item(row), target: { type: "casino", slug: row.slug, name: row.name } })),
    comments: commentRows.flatMap((row) => {
      const target = targets.get(`${row.type}:${row.targetId}`);
      return target ? [{ ...item(row), target: { type: row.type, ...target } }] : [];
    }),
  };
}

/** The names and slugs of the casinos, slots and posts the comments are on (one query per kind present). */
export async function targetNames(
  db: Db,
  rows: ReadonlyArray<{ type: "casino" | "slot" | "post"; targetId: number }>,
  locale: Locale,
): Promise<Map<string, { slug: string; name: string }>> {
  const ids = (type: string) => [...new Set(rows.filter((r) => r.type === type).map((r) => r.targetId))];
  const [casinoRows, slotRows, postRows] = await Promise.all([
    ids("casino").length
      ? db
          .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
          .from(casinos)
          .where(inArray(casinos.id, ids("casino")))
      : [],
    ids("slot").length
      ? db
          .select({ id: slots.id, slug: slots.slug, name: slots.name })
          .from(slots)
          .where(inArray(slots.id, ids("slot")))
      : [],
    ids("post").length
      ? db
          .select({ id: posts.id, slug: posts.slug, title: posts.title })
          .from(posts)
          .where(inArray(posts.id, ids("post")))
      : [],
  ]);
  return new Map([
    ...casinoRows.map((r) => [`casino:${r.id}`, { slug: r.slug, name: r.name }] as const),
    ...slotRows.map((r) => [`slot:${r.id}`, { slug: r.slug, name: r.name }] as const),
    ...postRows.map((r) => [`post:${r.id}`, { slug: r.slug, name: pick(r.title, locale) }] as const),
  ]);
}
