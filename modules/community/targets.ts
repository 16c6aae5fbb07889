import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, posts, slots } from "#db/schema";
import type { CommentTarget } from "#contracts/community";

const TABLES = { casino: casinos, slot: slots, post: posts } as const;

/** The id of a casino, slot or post by its slug, or null. */
export async function resolveTarget(db: Db, type: CommentTarget, slug: string): Promise<number | null> {
  const table = TABLES[type];
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug)).limit(1);
  return row?.id ?? null;
}
