import type { Locale, Localized } from "#contracts/locales";
import type { MediaImage, VariantFormat } from "#contracts/media";
import { variantUrl } from "./files";

export interface VariantRow {
  format: VariantFormat;
  width: number;
  height: number;
  file: string;
}

const FORMAT_ORDER: Record<VariantFormat, number> = { webp: 0, jpeg: 1, png: 2 };

/** An image as pages show it: its variants (WebP first, narrowest first) and the size of its largest. */
export function imageOf(row: { id: number; alt: Localized }, variants: VariantRow[]): MediaImage {
  const sorted = [...variants].sort((a, b) => FORMAT_ORDER[a.format] - FORMAT_ORDER[b.format] || a.width - b.width);
  const largest = sorted.reduce((big, v) => (v.width > big.width ? v : big), sorted[0] ?? { width: 0, height: 0 });
  return {
    id: row.id,
    width: largest.width,
    height: largest.height,
    alt: row.alt,
    variants: sorted.map((v) => ({ format: v.format, width: v.width, height: v.height, url: variantUrl(v.file) })),
  };
}

/**
 * The image as one page shows it: its alt text in the page's language and in English (the fallback,
 * app/ui/library-image.tsx) — the other languages' texts would only weigh on the page's data. Null without an image.
 */
export function imageIn(image: MediaImage | undefined, locale: Locale): MediaImage | null {
  if (!image) return null;
  const own = image.alt[locale];
  return { ...image, alt: own === undefined ? { en: image.alt.en } : { en: image.alt.en, [locale]: own } };
}
