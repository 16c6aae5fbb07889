import type { MediaImage } from "#contracts/media";
import { useRootData } from "#app/root-data";
import { LibraryImage } from "#app/ui/library-image";

/**
 * A post's hero image from the media library (docs/decisions/0030), or, for a post without one, its
 * generated decorative picture; 16:9 either way, so the space is kept before it loads.
 */
export function PostPicture({
  slug,
  image,
  sizes,
  eager = false,
  className,
}: {
  slug: string;
  image: MediaImage | null;
  sizes: string;
  eager?: boolean;
  className: string;
}) {
  const { locale } = useRootData();
  if (image) return <LibraryImage image={image} locale={locale} sizes={sizes} eager={eager} className={className} />;
  return (
    <img
      src={`/media/logos/post/${slug}.svg`}
      alt=""
      width={320}
      height={180}
      className={className}
      loading={eager ? "eager" : "lazy"}
    />
  );
}
