import { asc, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { bonusCategories } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";

export interface BonusCategory {
  id: number;
  slug: string;
  name: string;
  intro: string;
}

export async function listBonusCategories(db: Db, locale: Locale): Promise<BonusCategory[]> {
  const rows = await db.select().from(bonusCategories).orderBy(asc(bonusCategories.position), asc(bonusCategories.id));
  return rows.map((r) => ({ id: r.id, slug: r.slug, name: pick(r.name, locale), intro: pick(r.intro, locale) }));
}

export async function findBonusCategory(db: Db, slug: string, locale: Locale): Promise<BonusCategory | null> {
  const [row] = await db.select().from(bonusCategories).where(eq(bonusCategories.slug, slug)).limit(1);
  return row ? { id: row.id, slug: row.slug, name: pick(row.name, locale), intro: pick(row.intro, locale) } : null;
}
