import { and, desc, eq, inArray } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, favourites, slots } from "#db/schema";

import type { Favourite, FavouriteType } from "#contracts/community";
import { publishedWhere } from "#modules/casinos";

export async function addFavourite(db: Db, userId: number, targetType: FavouriteType, targetId: number): Promise<void> {
  await db.insert(favourites).values({ userId, targetType, targetId }).onConflictDoNothing();
}

export async function removeFavourite(
  db: Db,
  userId: number,
  targetType: FavouriteType,
  targetId: number,
): Promise<void> {
  await db
    .delete(favourites)
    .where(
      and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), eq(favourites.targetId, targetId)),
    );
}

/** The player's saved casinos and slots, newest first, with names and slugs (three queries). */
export async function listFavourites(db: Db, userId: number): Promise<Favourite[]> {
  const rows = await db
    .select({ type: favourites.targetType, id: favourites.targetId, savedAt: favourites.createdAt })
    .from(favourites)
    .where(eq(favourites.userId, userId))
    .orderBy(desc(favourites.createdAt));
  const ids = (type: FavouriteType) => rows.filter((r) => r.type === type).map((r) => r.id);
  const [casinoRows, slotRows] = await Promise.all([
    ids("casino").length
      ? db
          .select({ id: casinos.id, slug: casinos.slug, name: casinos.name })
          .from(casinos)
          .where(and(inArray(casinos.id, ids("casino")), publishedWhere()))
      : [],
    ids("slot").length
      ? db
          .select({ id: slots.id, slug: slots.slug, name: slots.name })
          .from(slots)
          .where(inArray(slots.id, ids("slot")))
      : [],
  ]);
  const names = new Map([
    ...casinoRows.map((c) => [`casino:${c.id}`, c] as const),
    ...slotRows.map((s) => [`slot:${s.id}`, s] as const),
  ]);
  return rows.flatMap((row) => {
    const item = names.get(`${row.type}:${row.id}`);
    return item ? [{ type: row.type, slug: item.slug, name: item.name, saved_at: row.savedAt.toISOString() }] : [];
  });
}

export async function isFavourite(
  db: Db,
  userId: number,
  targetType: FavouriteType,
  targetId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: favourites.targetId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), eq(favourites.targetType, targetType), eq(favourites.targetId, targetId)))
    .limit(1);
  return Boolean(row);
}
