import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { largestFallback } from "#contracts/media";
import type { Db } from "#db/client";
import { casinos, mediaUsage, providers, slots, slotThemeLinks, slotThemes } from "#db/schema";
import { artworkSvg, type ArtworkKind } from "./artwork";
import { itemImages } from "./read";

/** The role of an item's own picture in the media library: its logo (a casino, a studio) or artwork (a slot). */
export const ARTWORK_ROLES = { casino: "logo", provider: "logo", slot: "artwork" } as const;

export type Artwork = { svg: string } | { image: string };

/** The row an item's picture follows: its table's id, and what its drawing is made from besides the slug. */
const PICTURED = {
  casino: { id: sql`${casinos.id}`, drawnFrom: sql`${casinos.name}` },
  provider: { id: sql`${providers.id}`, drawnFrom: sql`${providers.name}` },
  slot: {
    id: sql`${slots.id}`,
    // Its themes in the order `findItem` reads them: the scene is drawn from the first.
    drawnFrom: sql`${slots.name} || coalesce((select string_agg(${slotThemes.slug}, ',' order by ${slotThemes.id})
      from ${slotThemeLinks} join ${slotThemes} on ${slotThemes.id} = ${slotThemeLinks.themeId}
      where ${slotThemeLinks.slotId} = ${slots.id}), '')`,
  },
} satisfies Record<keyof typeof ARTWORK_ROLES, { id: SQL; drawnFrom: SQL }>;

/**
 * The version of an item's picture (`artworkPath`), as a column of a statement that reads the item's table
 * (casinos, providers or slots): the id of the library image its own picture is (the one `artworkOf` shows:
 * the lowest id in the role), else a digest of what its drawing is made from, so that a renamed casino or a
 * slot given other themes gets a new address as surely as a new logo does.
 */
export function artworkVersion(kind: keyof typeof ARTWORK_ROLES): SQL<string> {
  const { id, drawnFrom } = PICTURED[kind];
  return sql<string>`coalesce((select min(${mediaUsage.mediaId}) from ${mediaUsage}
    where ${mediaUsage.kind} = ${kind} and ${mediaUsage.role} = ${ARTWORK_ROLES[kind]} and ${mediaUsage.itemId} = ${id})::text,
    left(md5(${drawnFrom}), 10))`;
}

/**
 * What /media/logos/{kind}/{slug}.svg shows: the item's own library image when an editor attached one
 * (it wins), else its generated artwork from its name (and a slot's themes). Null for an item that does not
 * exist or is not published, so that the address tells nothing about unpublished items. Posts have no
 * lookup: their fallback card draws no text (their hero images are library images already).
 */
export async function artworkOf(db: Db, kind: ArtworkKind, slug: string): Promise<Artwork | null> {
  if (kind === "post") return { svg: artworkSvg("post", { slug, name: slug.replace(/-/g, " ") }) };
  const item = await findItem(db, kind, slug);
  if (!item) return null;
  const own = (await itemImages(db, { kind, role: ARTWORK_ROLES[kind], itemIds: [item.id] })).get(item.id);
  if (own) return { image: largestFallback(own).url };
  return { svg: artworkSvg(kind, { slug, name: item.name, themes: item.themes }) };
}

async function findItem(
  db: Db,
  kind: "casino" | "slot" | "provider",
  slug: string,
): Promise<{ id: number; name: string; themes?: string[] } | null> {
  if (kind === "casino") {
    const [row] = await db
      .select({ id: casinos.id, name: casinos.name })
      .from(casinos)
      .where(and(eq(casinos.slug, slug), eq(casinos.isPublished, true)));
    return row ?? null;
  }
  if (kind === "provider") {
    const [row] = await db
      .select({ id: providers.id, name: providers.name })
      .from(providers)
      .where(eq(providers.slug, slug));
    return row ?? null;
  }
  const [row] = await db.select({ id: slots.id, name: slots.name }).from(slots).where(eq(slots.slug, slug));
  if (!row) return null;
  const themes = await db
    .select({ slug: slotThemes.slug })
    .from(slotThemeLinks)
    .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId))
    .where(eq(slotThemeLinks.slotId, row.id))
    .orderBy(asc(slotThemes.id));
  return { ...row, themes: themes.map((t) => t.slug) };
}
