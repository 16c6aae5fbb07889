import { and, eq, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { casinos, casinoTypes, gameCategories, providers } from "../../db/schema";
import { pick } from "../../contracts/locales";
import type { CardOptions, CasinoCard } from "./cards";
import { categoryWhere, type CasinoCategory } from "./categories";
import { facetConditions } from "./filter/conditions";
import { decodeCursor } from "./filter/cursor";
import { emptySelection, type FacetKey } from "./filter/facets";
import { pageOfCasinos } from "./filter/items";

/** One "load more" page of casino cards, safest first; `next_cursor` is null on the last page. */
export interface CasinoPage {
  items: CasinoCard[];
  next_cursor: string | null;
}

export interface PageOptions extends CardOptions {
  /** The `next_cursor` of the previous page; a cursor that is not one of ours starts at the first page. */
  cursor: string | null;
  limit: number;
}

async function safestFirst(db: Db, where: SQL | undefined, options: PageOptions): Promise<CasinoPage> {
  const decoded = options.cursor ? decodeCursor(options.cursor, "safety") : null;
  const position = decoded && !("error" in decoded) ? decoded : null;
  const page = await pageOfCasinos(db, { ...options, where, sort: "safety", position });
  return { items: page.items, next_cursor: page.nextCursor };
}

/** A ranking category of /casinos (spec §3: all, top20, certified, crypto). */
export function rankingPage(db: Db, category: CasinoCategory, options: PageOptions): Promise<CasinoPage> {
  return safestFirst(db, categoryWhere(category), options);
}

/** The same condition as the filter's facet, for one value. */
function facetWhere(db: Db, facet: FacetKey, slug: string): SQL | undefined {
  return facetConditions(db, { ...emptySelection(), [facet]: [slug] })[facet];
}

const GROUPS = {
  /** /casinos/games/{slug}: the casinos offering a game category. */
  game: async (db: Db, slug: string, options: PageOptions) => {
    const [game] = await db.select().from(gameCategories).where(eq(gameCategories.slug, slug)).limit(1);
    return game ? { name: pick(game.name, options.locale), where: facetWhere(db, "games", slug) } : null;
  },
  /** /casinos/types/{slug}: the casinos of a type. */
  type: async (db: Db, slug: string, options: PageOptions) => {
    const [type] = await db.select().from(casinoTypes).where(eq(casinoTypes.slug, slug)).limit(1);
    return type ? { name: pick(type.name, options.locale), where: facetWhere(db, "types", slug) } : null;
  },
  /** /casinos/providers/{slug}: the casinos carrying a provider's games. */
  provider: async (db: Db, slug: string) => {
    const [provider] = await db.select().from(providers).where(eq(providers.slug, slug)).limit(1);
    return provider ? { name: provider.name, where: facetWhere(db, "providers", slug) } : null;
  },
  /** /casinos/privat/{slug}: names one private casino project and lists them all. */
  private: async (db: Db, slug: string) => {
    const [project] = await db
      .select({ name: casinos.name })
      .from(casinos)
      .where(and(eq(casinos.slug, slug), eq(casinos.isPrivate, true)))
      .limit(1);
    return project ? { name: project.name, where: eq(casinos.isPrivate, true) } : null;
  },
};
export type CasinoGroupKind = keyof typeof GROUPS;

/** A casino sub-catalogue's name and one page of its casinos; null when the slug names nothing. */
export async function casinoGroupPage(
  db: Db,
  kind: CasinoGroupKind,
  slug: string,
  options: PageOptions,
): Promise<(CasinoPage & { name: string }) | null> {
  const group = await GROUPS[kind](db, slug, options);
  return group ? { name: group.name, ...(await safestFirst(db, group.where, options)) } : null;
}
