import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, posts, slots } from "#db/schema";
import type { CommentTarget } from "#contracts/community";
import { publishedWhere } from "#modules/casinos";

const TABLES = { casino: casinos, slot: slots, post: posts } as const;

/** What the public sees of each kind (docs/decisions/0029, 0037): a casino, slot or post taken off the site is no target. */
const shown = (type: CommentTarget) =>
  type === "casino" ? publishedWhere() : type === "post" ? eq(posts.isPublished, true) : eq(slots.isPublished, true);

/** The id of a casino, slot or post by its slug, or null. */
export async function resolveTarget(db: Db, type: CommentTarget, slug: string): Promise<number | null> {
  const table = TABLES[type];
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), shown(type)))
    .limit(1);
  return row?.id ?? null;
}
