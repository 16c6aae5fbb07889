import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, posts, slots } from "#db/schema";
import type { CommentTarget } from "#contracts/community";

const TABLES = { casino: casinos, slot: slots, post: posts } as const;

/** What the public sees of each kind (docs/decisions/0029): an unpublished post is no target. */
const SHOWN = { casino: undefined, slot: undefined, post: eq(posts.isPublished, true) } as const;

/** The id of a casino, slot or post by its slug, or null. */
export async function resolveTarget(db: Db, type: CommentTarget, slug: string): Promise<number | null> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), SHOWN[type]))
    .limit(1);
  return row?.id ?? null;
}
