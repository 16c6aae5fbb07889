import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { casinos, casinoTypes, gameCategories, providers } from "#db/schema";
import { pick } from "#contracts/locales";
import { decodeCursor, encodeCursor } from "#modules/paging";
import { cardsByIds, type CardOptions, type CasinoCard } from "./cards";
import type { CasinoCategory } from "./categories";
import { casinoIndex, type CasinoIndexFacet } from "./catalogue";
import { publishedWhere } from "./visibility";

/** One "load more" page of casino cards, safest first; `next_cursor` is null on the last page. */
export interface CasinoPage {
  items: CasinoCard[];
  next_cursor: string | null;
}

export interface PageOptions extends CardOptions {
  /** The `next_cursor` of the previous page; a cursor that is not one of ours starts at the first page. */
  cursor: string | null;
  limit: number;
  /** "Show all": the casinos that do not accept the visitor's country too. */
  all?: boolean;
}

/**
 * The recommendable casinos (never a warned one) carrying one facet value, safest first, from the filter's
 * index: those accepting the visitor's country, or with `all` every one of them (./country.ts).
 */
async function safestFirst(db: Db, facet: CasinoIndexFacet, value: string, options: PageOptions): Promise<CasinoPage> {
  const { ids, next_cursor } = await safestFirstIds(db, facet, value, options);
  return { items: await cardsByIds(db, ids, options), next_cursor };
}

/** The casinos of a `safestFirst` page (their ids, in order) and its next cursor, from the index alone. */
async function safestFirstIds(db: Db, facet: CasinoIndexFacet, value: string, options: PageOptions) {
  const decoded = options.cursor ? decodeCursor(options.cursor, "safety") : null;
  const after = decoded && !("error" in decoded) ? decoded : null;
  const index = await casinoIndex(db);
  const selection = {
    [facet]: [value],
    recommendable: ["yes"],
    ...(options.all ? {} : { countries: [options.country] }),
  };
  const answer = index.query({ selection, sort: "safety", after, limit: options.limit });
  return { ids: answer.ids, next_cursor: answer.next && encodeCursor({ sort: "safety", ...answer.next }) };
}

/** A ranking category of /casinos (docs/product-spec.md §3: all, top20, certified, crypto). */
export function rankingPage(db: Db, category: CasinoCategory, options: PageOptions): Promise<CasinoPage> {
  return safestFirst(db, "category", category, options);
}

/** A `rankingPage`'s casinos (their ids, in order) and its next cursor, without their cards. */
export function rankingPageIds(db: Db, category: CasinoCategory, options: PageOptions) {
  return safestFirstIds(db, "category", category, options);
}

const GROUPS = {
  /** /casinos/games/{slug}: the casinos offering a game category. */
  game: async (db: Db, slug: string, options: PageOptions) => {
    const [game] = await db.select().from(gameCategories).where(eq(gameCategories.slug, slug)).limit(1);
    return game ? { name: pick(game.name, options.locale), facet: "games" as const } : null;
  },
  /** /casinos/types/{slug}: the casinos of a type. */
  type: async (db: Db, slug: string, options: PageOptions) => {
    const [type] = await db.select().from(casinoTypes).where(eq(casinoTypes.slug, slug)).limit(1);
    return type ? { name: pick(type.name, options.locale), facet: "types" as const } : null;
  },
  /** /casinos/providers/{slug}: the casinos carrying a provider's games (a provider off the site: 404). */
  provider: async (db: Db, slug: string) => {
    const [provider] = await db
      .select()
      .from(providers)
      .where(and(eq(providers.slug, slug), eq(providers.isPublished, true)))
      .limit(1);
    return provider ? { name: provider.name, facet: "providers" as const } : null;
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
  if (!group) return null;
  const page = await safestFirst(db, group.facet, slug, options);
  return { name: group.name, ...page };
}

/** /casinos/privat/{slug}: the private casino project the slug names (its card); null when it names none. */
export async function privateProject(
  db: Db,
  slug: string,
  options: CardOptions,
): Promise<{ name: string; casino: CasinoCard } | null> {
  const [project] = await db
    .select({ id: casinos.id, name: casinos.name })
    .from(casinos)
    .where(and(eq(casinos.slug, slug), eq(casinos.isPrivate, true), publishedWhere()))
    .limit(1);
  const [card] = project ? await cardsByIds(db, [project.id], options) : [];
  return project && card ? { name: project.name, casino: card } : null;
}
