import { FavouriteHeart } from "#app/shared/favourites/favourite-heart";

/** The heart on a slot page; its state comes from the player's favourites list, fetched after hydration. */
export function SlotFavourite({ slug, name }: { slug: string; name: string }) {
  return <FavouriteHeart type="slot" slug={slug} name={name} />;
}
