import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { posts, postTags } from "#db/schema";
import type { Locale } from "#contracts/locales";
import { loadPostCards, type PostCard } from "./lists";
import { postShown } from "./visibility";

/** Posts sharing the most tags with this one (then the newest), for "Related articles". */
export async function relatedPosts(
  db: Db,
  postId: number,
  options: { locale: Locale; limit: number },
): Promise<PostCard[]> {
  const shared = sql<number>`count(*)`;
  const other = db
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
  const ranked = await db
    .select({ id: posts.id, slug: posts.slug })
    .from(other)
    .innerJoin(posts, and(eq(posts.id, other.postId), postShown))
    .orderBy(desc(other.shared), desc(posts.publishedAt), desc(posts.id))
    .limit(options.limit);
  if (ranked.length === 0) return [];
  const ids = ranked.map((r) => r.id);
  const cards = await loadPostCards(db, inArray(posts.id, ids), "latest", { ...options, limit: ids.length });
  const position = new Map(ranked.map((row, index) => [row.slug, index]));
  return cards.sort((a, b) => position.get(a.slug)! - position.get(b.slug)!);
}
