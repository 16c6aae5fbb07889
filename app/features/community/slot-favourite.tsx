import { Suspense, useEffect, useState } from "react";
import { useSession } from "../../client/session";
import { FavouriteButton } from "./lazy-parts";

/** The heart on a slot page, with the player's saved state fetched after hydration. */
export function SlotFavourite({ slug, name }: { slug: string; name: string }) {
  const { state, client } = useSession();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (state.status !== "authenticated" || !client) return;
    client.api<{ favourite: boolean }>("GET", `/favourites/slot/${encodeURIComponent(slug)}/`).then(
      (body) => setSaved(body.favourite),
      () => setSaved(false),
    );
  }, [state.status, client, slug]);
  if (state.status !== "authenticated") return null;
  return (
    <Suspense fallback={null}>
      <FavouriteButton type="slot" slug={slug} name={name} saved={saved} />
    </Suspense>
  );
}
