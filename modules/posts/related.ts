import { and, desc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import type { Db } from "#db/client";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import { authors, posts, postTags } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { cardFields, loadPostCards, type PostCard, type PostColumnRow } from "./lists";
import { postShown } from "./visibility";

/** The other posts sharing tags with post `postId` (a value, or an SQL of an outer statement), and how many. */
function sharingTags(db: Db, postId: number | SQL) {
  const shared = sql<number>`count(*)`;
  return db
    .select({ postId: postTags.postId, shared: shared.as("shared") })
    .from(postTags)
    .where(
      and(
        ne(postTags.postId, postId),
        inArray(postTags.tagId, db.select({ tagId: postTags.tagId }).from(postTags).where(eq(postTags.postId, postId))),
      ),
    )
    .groupBy(postTags.postId)
    .as("other");
}

/** The most shared tags first, then the newest. */
const relatedOrder = (other: ReturnType<typeof sharingTags>) => [
  desc(other.shared),
  desc(posts.publishedAt),
  desc(posts.id),
];

/** Posts sharing the most tags with this one (then the newest), for "Related articles". */
export async function relatedPosts(
  db: Db,
  postId: number,
  options: { locale: Locale; limit: number },
): Promise<PostCard[]> {
  const other = sharingTags(db, postId);
  const ranked = await db
    .select({ id: posts.id, slug: posts.slug })
    .from(other)
    .innerJoin(posts, and(eq(posts.id, other.postId), postShown))
    .orderBy(...relatedOrder(other))
    .limit(options.limit);
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const cards = await loadPostCards(db, inArray(posts.id, ids), "latest", { ...options, limit: ids.length });
  const position = new Map(ranked.map((row, index) => [row.slug, index]));
  return cards.sort((a, b) => position.get(a.slug)! - position.get(b.slug)!);
}

/**
 * The related posts' cards (as `relatedPosts` reads them) as one JSON column of a bigger statement
 * (#db/json-rows, docs/decisions/0051), `postId` an SQL of the outer statement, in the language of the placeholder
 * `locale`; read it with `postCardsOfColumn`.
 */
export function relatedPostsColumn(db: Db, postId: SQL, limit: number) {
  const other = sharingTags(db, postId);
  const order = relatedOrder(other);
  const select = db
    .select({ ...namedFields(cardFields(sql.placeholder("locale"))), ...rowOrder(order) })
    .from(other)
    .innerJoin(posts, and(eq(posts.id, other.postId), postShown))
    .innerJoin(authors, eq(authors.id, posts.authorId))
    .orderBy(...order)
    .limit(limit);
  return jsonRows<PostColumnRow>(select);
}
