import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, posts, slots } from "#db/schema";
import type { CommentTarget } from "#contracts/community";
import { publishedWhere } from "#modules/casinos";

const TABLES = { casino: casinos, slot: slots, post: posts } as const;

/** The id of a casino, slot or post by its slug, or null (a casino taken off the site too). */
export async function resolveTarget(db: Db, type: CommentTarget, slug: string): Promise<number | null> {
  const table = TABLES[type];
  const visible = type === "casino" ? publishedWhere() : undefined;
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.slug, slug), visible))
    .limit(1);
  return row?.id ?? null;
}
