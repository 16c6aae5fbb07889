import type { Localized } from "./locales";

/**
 * The media library (issue 17; docs/decisions/0030): what the console, the content editors and the public
 * pages share about library images. No zod: the browser reads these.
 */

/** The largest upload. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may have (a 40 MP photo); larger ones are refused before they are decoded. */
export const MEDIA_MAX_PIXELS = 40_000_000;
/** The widths generated (never wider than the image itself), each as WebP and as a JPEG or PNG fallback. */
export const MEDIA_WIDTHS = [320, 640, 1280] as const;
/** What an upload may be, by its bytes: the file picker's `accept` too. */
export const MEDIA_TYPES = ["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];
/** The longest alt text. */
export const MEDIA_ALT_MAX = 300;
/** Where the generated files are served (immutable: each is named by its content's hash). */
export const MEDIA_LIBRARY_PATH = "/media/library/";

export type VariantFormat = "webp" | "jpeg" | "png";

export const VARIANT_TYPES: Record<VariantFormat, string> = {
  webp: "image/webp",
  jpeg: "image/jpeg",
  png: "image/png",
};

/** One generated file. */
export interface MediaVariant {
  format: VariantFormat;
  width: number;
  height: number;
  url: string;
}

/** What a page needs to show a library image: its variants, its size (no layout shift) and its alt texts. */
export interface MediaImage {
  id: number;
  /** Of the largest variant. */
  width: number;
  height: number;
  alt: Localized;
  variants: MediaVariant[];
}

/**
 * The image's largest JPEG or PNG (its WebP only when it has no other): the `<img>`'s `src` and the
 * picture a link preview shows.
 */
export function largestFallback(image: MediaImage): MediaVariant {
  const fallback = image.variants.filter((v) => v.format !== "webp");
  const variants = fallback.length > 0 ? fallback : image.variants;
  return variants.reduce((big, v) => (v.width > big.width ? v : big), variants[0]!);
}

/** The kinds of content that use library images (the content editors attach them: docs/decisions/0030). */
export const MEDIA_USE_KINDS = ["casino", "slot", "provider", "post", "author", "page"] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** Where an image is used: a casino's logo, a post's hero image, one of a casino's screenshots… */
export interface MediaUse {
  kind: MediaUseKind;
  item_id: number;
  /** The image's part in the item: "logo", "screenshot", "hero"… */
  role: string;
}

/** A library item as the console shows it. */
export interface MediaItem extends MediaImage {
  file_name: string;
  /** The upload's type, by its bytes. */
  mime: string;
  /** The upload's size. */
  bytes: number;
  uploader: string | null;
  created_at: string;
  used: number;
}

/** GET {console}/media/{id}/: an item with the places it is used. */
export interface MediaDetail extends MediaItem {
  usage: MediaUse[];
}

/** The 409 of a removal refused because the image is used. */
export interface MediaInUse {
  code: "media_in_use";
  message: string;
  usage: MediaUse[];
}

/**
 * The address of an item's picture (server/http/media.ts): a casino's or studio's mark, a slot's thumbnail,
 * a post's fallback card. `version` (modules/media's `artworkVersion`) changes with the picture: a library
 * image attached, or the name the mark is drawn from; a new picture is a new address, so no browser keeps
 * showing the old one for the day the picture is cached (docs/decisions/0034). Without it: the address link
 * previews and structured data keep.
 */
export function artworkPath(
  kind: "casino" | "slot" | "provider" | "post",
  slug: string,
  version: string | null = null,
) {
  return `/media/logos/${kind}/${encodeURIComponent(slug)}.svg${version === null ? "" : `?v=${version}`}`;
}
