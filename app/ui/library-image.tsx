import type { Locale } from "#contracts/locales";
import { largestFallback, VARIANT_TYPES, type MediaImage, type MediaVariant } from "#contracts/media";

const srcSet = (variants: MediaVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(", ");

/**
 * A media library image's sources: WebP for the browsers that read it, the JPEG or PNG fallback for the
 * `<img>` (its largest as `src`). From modules/media's MediaImage (docs/decisions/0030).
 */
export function pictureSources(image: MediaImage) {
  const webp = image.variants.filter((v) => v.format === "webp");
  const fallback = image.variants.filter((v) => v.format !== "webp");
  const img = fallback.length > 0 ? fallback : webp;
  return {
    webp: fallback.length > 0 && webp.length > 0 ? srcSet(webp) : null,
    srcSet: srcSet(img),
    src: largestFallback(image).url,
  };
}

/**
 * A library image on a page: `<picture>` with WebP and a fallback at every width made, `sizes` saying how
 * wide it shows (the browser picks the file), width and height so the page does not shift as it loads,
 * lazy unless `eager` (the largest image at the top of a page). The alt text is in the page's language,
 * else in English — marked `lang="en"` then, so that a screen reader reads it as English.
 */
export function LibraryImage({
  image,
  locale,
  sizes,
  eager = false,
  className = "h-auto max-w-full",
}: {
  image: MediaImage;
  locale: Locale;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const sources = pictureSources(image);
  const own = image.alt[locale];
  return (
    <picture>
      {sources.webp ? <source type={VARIANT_TYPES.webp} srcSet={sources.webp} sizes={sizes} /> : null}
      <img
        src={sources.src}
        srcSet={sources.srcSet}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={own ?? image.alt.en}
        lang={own || locale === "en" ? undefined : "en"}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
