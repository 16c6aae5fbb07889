import { asc } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategories } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { keptPerDatabase } from "#modules/changes";

export interface BonusCategory {
  id: number;
  slug: string;
  name: string;
  intro: string;
}

type Row = typeof bonusCategories.$inferSelect;

/**
 * The categories in every language, read once per database and kept in memory: every page's menu shows them
 * (a query per page before). Dropped by `bonusCategoriesChanged` (a bonus change, or a process that may have
 * missed changes: server/subscriptions.ts, server/change-bus.ts); a failed read is not kept.
 */
const kept = keptPerDatabase<Promise<Row[]>>("bonus-categories");

function categoryRows(db: Db): Promise<Row[]> {
  let rows = kept.get(db);
  if (!rows) {
    // A Drizzle query runs at each `then`: the promise of its one run is what is kept.
    rows = Promise.resolve(
      db.select().from(bonusCategories).orderBy(asc(bonusCategories.position), asc(bonusCategories.id)),
    );
    kept.set(db, rows);
    const mine = rows;
    mine.catch(() => kept.get(db) === mine && kept.delete(db));
  }
  return rows;
}

/** The categories are read again at their next use. */
export const bonusCategoriesChanged = (db: Db): void => void kept.delete(db);

const categoryOf = (r: Row, locale: Locale): BonusCategory => ({
  id: r.id,
  slug: r.slug,
  name: pick(r.name, locale),
  intro: pick(r.intro, locale),
});

export async function listBonusCategories(db: Db, locale: Locale): Promise<BonusCategory[]> {
  return (await categoryRows(db)).map((r) => categoryOf(r, locale));
}

export async function findBonusCategory(db: Db, slug: string, locale: Locale): Promise<BonusCategory | null> {
  const row = (await categoryRows(db)).find((r) => r.slug === slug);
  return row ? categoryOf(row, locale) : null;
}
