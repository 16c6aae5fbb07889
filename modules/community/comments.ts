import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "#db/client";
import { comments } from "#db/schema";
import type { CommentTarget } from "#contracts/community";
import type { Locale } from "#contracts/locales";
import { announce } from "#modules/changes";

export type CommentResult = { status: "created"; id: number; createdAt: string } | { status: "bad_parent" };

/**
 * A comment or a reply. Replies go one level deep: the parent must be a published top-level comment on
 * the same target. `lang` is the site language it was written from.
 */
export async function createComment(
  db: Db,
  userId: number,
  target: { type: CommentTarget; id: number },
  text: string,
  parentId: number | null,
  lang: Locale = "en",
): Promise<CommentResult> {
  if (parentId !== null) {
    const [parent] = await db
      .select({ id: comments.id })
      .from(comments)
      .where(
        and(
          eq(comments.id, parentId),
          eq(comments.targetType, target.type),
          eq(comments.targetId, target.id),
          isNull(comments.parentId),
          eq(comments.status, "published"),
        ),
      )
      .limit(1);
    if (!parent) return { status: "bad_parent" };
  }
  const [row] = await db
    .insert(comments)
    .values({ userId, targetType: target.type, targetId: target.id, parentId, text, lang })
    .returning({ id: comments.id, createdAt: comments.createdAt });
  announce(db, { kind: "comment", ids: [row!.id], on: { kind: target.type, ids: [target.id] } });
  return { status: "created", id: row!.id, createdAt: row!.createdAt.toISOString() };
}
