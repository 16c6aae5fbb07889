import { and, desc, eq, ilike, inArray, lt, or, sql, type AnyColumn, type Placeholder, type SQL } from "drizzle-orm";
import type { Locale, Localized } from "#contracts/locales";
import type { MediaDetail, MediaImage, MediaItem, MediaUseKind } from "#contracts/media";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { media, mediaUsage, mediaVariants, users } from "#db/schema";
import { mediaUsage as usageOf } from "./usage";
import { imageIn, imageOf, type VariantRow } from "./views";

export interface MediaFilter {
  /** Part of the file name or of an alt text in any language. */
  q?: string;
  unusedOnly?: boolean;
  /** The last id of the previous page (newest first). */
  beforeId?: number;
  ids?: number[];
  limit: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const usedCount = sql<number>`(select count(*)::int from ${mediaUsage} where ${mediaUsage.mediaId} = ${media.id})`;

/** The library, newest first, searched and filtered; keyset paging by id. */
export async function mediaItems(db: Db, filter: MediaFilter): Promise<MediaItem[]> {
  const where: (SQL | undefined)[] = [];
  if (filter.q) {
    const like = likeText(filter.q);
    where.push(
      or(
        ilike(media.fileName, like),
        sql`exists (select 1 from jsonb_each_text(${media.alt}) as alt(lang, text) where alt.text ilike ${like})`,
      ),
    );
  }
  if (filter.unusedOnly) {
    where.push(sql`${usedCount} = 0`);
  }
  if (filter.beforeId) where.push(lt(media.id, filter.beforeId));
  if (filter.ids) where.push(inArray(media.id, filter.ids));
  const rows = await db
    .select({
      id: media.id,
      fileName: media.fileName,
      mime: media.mime,
      bytes: media.bytes,
      alt: media.alt,
      createdAt: media.createdAt,
      uploader: users.username,
      used: usedCount,
    })
    .from(media)
    .leftJoin(users, eq(users.id, media.uploaderId))
    .where(and(...where))
    .orderBy(desc(media.id))
    .limit(filter.limit);
  const variants = await variantsOf(db, rows);
  return rows.map((row) => ({
    ...imageOf(row, variants.get(row.id) ?? []),
    file_name: row.fileName,
    mime: row.mime,
    bytes: row.bytes,
    uploader: row.uploader,
    created_at: row.createdAt.toISOString(),
    used: row.used,
  }));
}

/** The variants of each item, by its id. */
async function variantsOf(db: Db, items: { id: number }[]): Promise<Map<number, VariantRow[]>> {
  const byMedia = new Map<number, VariantRow[]>();
  if (items.length === 0) return byMedia;
  const ids = items.map((item) => item.id);
  const rows = await db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, ids));
  for (const row of rows) {
    const list = byMedia.get(row.mediaId) ?? [];
    list.push(row);
    byMedia.set(row.mediaId, list);
  }
  return byMedia;
}

/** Library images for public pages, by id (an id without an image is left out). */
export async function mediaImages(db: Db, ids: number[]): Promise<Map<number, MediaImage>> {
  const images = new Map<number, MediaImage>();
  if (ids.length === 0) return images;
  const rows = await db.select({ id: media.id, alt: media.alt }).from(media).where(inArray(media.id, ids));
  const variants = await variantsOf(db, rows);
  for (const row of rows) images.set(row.id, imageOf(row, variants.get(row.id) ?? []));
  return images;
}

/**
 * The image each of these items shows in a role (a post's "hero"), by item id, in one query over the uses,
 * the images and their variants: a list page asks once for all its cards. An item without one is left out;
 * one with several (an editor's slip) shows the first added.
 */
export async function itemImages(
  db: Db,
  use: { kind: MediaUseKind; role: string; itemIds: number[] },
): Promise<Map<number, MediaImage>> {
  const images = new Map<number, MediaImage>();
  if (use.itemIds.length === 0) return images;
  const rows = await db
    .select({ itemId: mediaUsage.itemId, id: media.id, alt: media.alt, variant: mediaVariants })
    .from(mediaUsage)
    .innerJoin(media, eq(media.id, mediaUsage.mediaId))
    .innerJoin(mediaVariants, eq(mediaVariants.mediaId, media.id))
    .where(and(eq(mediaUsage.kind, use.kind), eq(mediaUsage.role, use.role), inArray(mediaUsage.itemId, use.itemIds)))
    .orderBy(mediaUsage.itemId, media.id);
  const chosen = new Map<number, { id: number; alt: MediaImage["alt"]; variants: VariantRow[] }>();
  for (const row of rows) {
    const item = chosen.get(row.itemId) ?? { id: row.id, alt: row.alt, variants: [] };
    chosen.set(row.itemId, item);
    if (item.id === row.id) item.variants.push(row.variant);
  }
  for (const [itemId, item] of chosen) images.set(itemId, imageOf(item, item.variants));
  return images;
}

/** An item's image as `itemImageColumn` reads it. */
export interface ImageColumn {
  id: number;
  alt: Localized;
  variants: VariantRow[] | null;
}

/**
 * An item's image in a role, as a column of the item's own statement (a correlated subquery): a list's
 * images come with the list, not in a query of their own. The same image as `itemImages` chooses (the
 * first by id that has files); null when there is none. Its alt text is in `locale` and English only
 * (#db/in-language). Read it with `imageOfColumn`.
 */
export function itemImageColumn(kind: MediaUseKind, role: string, itemId: AnyColumn, locale: Locale | Placeholder) {
  return sql<ImageColumn | null>`(
    select json_build_object('id', ${media.id}, 'alt', ${inLanguage(media.alt, locale)}, 'variants', (
      select json_agg(json_build_object('format', ${mediaVariants.format}, 'width', ${mediaVariants.width},
        'height', ${mediaVariants.height}, 'file', ${mediaVariants.file}))
      from ${mediaVariants} where ${mediaVariants.mediaId} = ${media.id}))
    from ${mediaUsage} join ${media} on ${media.id} = ${mediaUsage.mediaId}
    where ${mediaUsage.kind} = ${kind} and ${mediaUsage.role} = ${role} and ${mediaUsage.itemId} = ${itemId}
      and exists (select 1 from ${mediaVariants} where ${mediaVariants.mediaId} = ${media.id})
    order by ${media.id} limit 1)`;
}

/** The image an `itemImageColumn` read, as a page in `locale` shows it (./views.ts `imageIn`). */
export function imageOfColumn(column: ImageColumn | null, locale: Locale): MediaImage | null {
  return column?.variants ? imageIn(imageOf(column, column.variants), locale) : null;
}

/** An item's use of an image in a role, as `roleImagesColumn` reads it: in the order of the role's images. */
export interface RoleImageRow {
  role: string;
  id: number;
  alt: Localized;
  variants: VariantRow[];
}

/**
 * One item's images in each of these roles, as a column of a bigger statement (a JSON array of its uses, in
 * each role's order, of images that have files): the casino page's logo and screenshots come with the page's
 * statement (docs/decisions/0050). `itemId` may be a column of the outer statement. Read it with `roleImagesOf`.
 */
export function roleImagesColumn(use: { kind: MediaUseKind; itemId: number | SQL; roles: string[] }) {
  const variants = sql`(select json_agg(json_build_object('format', ${mediaVariants.format}, 'width', ${mediaVariants.width},
      'height', ${mediaVariants.height}, 'file', ${mediaVariants.file}))
    from ${mediaVariants} where ${mediaVariants.mediaId} = ${media.id})`;
  // Nested in an SQL of its own: a select from no table would write the columns without their tables' names.
  const uses = sql`(select coalesce(json_agg(json_build_object('role', u.role, 'id', u.id, 'alt', u.alt,
      'variants', u.variants) order by u.role, u.position, u.created_at, u.id), '[]'::json)
    from (select ${mediaUsage.role} as role, ${mediaUsage.position} as position, ${mediaUsage.createdAt} as created_at,
        ${media.id} as id, ${media.alt} as alt, ${variants} as variants
      from ${mediaUsage} join ${media} on ${media.id} = ${mediaUsage.mediaId}
      where ${mediaUsage.kind} = ${use.kind} and ${mediaUsage.itemId} = ${use.itemId}
        and ${inArray(mediaUsage.role, use.roles)}) u
    where u.variants is not null)`;
  return sql<RoleImageRow[]>`${uses}`;
}

/** The images a `roleImagesColumn` read, by role, in their order; a role without an image has an empty list. */
export function roleImagesOf(rows: RoleImageRow[], roles: string[]): Map<string, MediaImage[]> {
  const byRole = new Map<string, Map<number, MediaImage>>(roles.map((role) => [role, new Map()]));
  for (const row of rows) {
    const images = byRole.get(row.role);
    // An image used twice in a role (an editor's slip) shows once, at its first place.
    if (images && !images.has(row.id)) images.set(row.id, imageOf(row, row.variants));
  }
  return new Map([...byRole].map(([role, images]) => [role, [...images.values()]]));
}

/** One item with the places it is used; null when there is none with that id. */
export async function mediaDetail(db: Db, id: number): Promise<MediaDetail | null> {
  const [item] = await mediaItems(db, { ids: [id], limit: 1 });
  return item ? { ...item, usage: await usageOf(db, id) } : null;
}
