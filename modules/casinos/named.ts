import { asc, ilike } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos } from "#db/schema";

/**
 * Casinos whose name holds `q` (any case), by name, at most `limit`: a picker that finds a casino as it is
 * typed (the console links a casino representative with it).
 */
export async function casinosNamed(
  db: Pick<Db, "select">,
  q: string,
  limit: number,
): Promise<{ id: number; slug: string; name: string }[]> {
  const words = q.trim();
  return db
    .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .where(words ? ilike(casinos.name, `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(asc(casinos.name), asc(casinos.id))
    .limit(limit);
}
