import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { MediaUseKind, VariantFormat } from "#contracts/media";
import { users } from "./accounts";
import { createdAt, localized } from "./common";

/**
 * The media library (issue 17; docs/decisions/0030): one row per uploaded image. The upload itself is not
 * kept: its re-encoded variants are (media_variants), as files named by their content's hash.
 */
export const media = pgTable("media", {
  id: serial("id").primaryKey(),
  /** As the uploader's computer named it: shown and searched, never used as a path. */
  fileName: text("file_name").notNull(),
  /** The upload's type, by its bytes. */
  mime: text("mime").notNull(),
  /** The upload's size in pixels (upright) and bytes. */
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  /** SHA-256 of the upload. */
  sha256: text("sha256").notNull(),
  /** `en` required (a page falls back to it). */
  alt: localized("alt").notNull(),
  uploaderId: integer("uploader_id").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** The generated files of an image: each width as WebP and as a JPEG (PNG when it has transparency). */
export const mediaVariants = pgTable(
  "media_variants",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format").$type<VariantFormat>().notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** The file's name under DATA_DIR/media/library: its content's hash and extension. */
    file: text("file").notNull(),
    bytes: integer("bytes").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.format, t.width] }),
    // One row per file: the same picture uploaded again is refused, so a removal never takes another's file.
    uniqueIndex("media_variants_file_idx").on(t.file),
  ],
);

/**
 * Where an image is used (a casino's logo, a post's hero image…), written by the content editors through
 * modules/media. An image in use cannot be deleted (the foreign key refuses it too).
 */
export const mediaUsage = pgTable(
  "media_usage",
  {
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "restrict" }),
    kind: text("kind").$type<MediaUseKind>().notNull(),
    itemId: integer("item_id").notNull(),
    role: text("role").notNull(),
    /** The image's place among the item's images in that role (a casino's screenshots, in order), from 0. */
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.kind, t.itemId, t.role] }),
    index("media_usage_item_idx").on(t.kind, t.itemId),
  ],
);
