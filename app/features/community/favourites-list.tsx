import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { Favourite } from "#contracts/community";
import { listFavourites } from "#app/client/api";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";

/** The player's saved casinos and slots, in the cabinet. */
export function FavouritesList() {
  const { t } = useTranslation();
  const { client } = useSession();
  const [items, setItems] = useState<Favourite[] | null>(null);
  useEffect(() => {
    if (!client) return;
    listFavourites(client).then(
      (body) => setItems(body.items),
      () => setItems([]),
    );
  }, [client]);
  return (
    <section aria-labelledby="favourites-heading" className="rounded-xl bg-white p-6 shadow-sm">
      <h2 id="favourites-heading" className="mb-3 text-xl font-semibold">
        {t("community.favouritesTitle")}
      </h2>
      {items === null ? null : items.length === 0 ? (
        <p className="text-slate-700">{t("community.noFavourites")}</p>
      ) : (
        <ul className="space-y-1" data-testid="favourites">
          {items.map((item) => (
            <li key={`${item.type}:${item.slug}`}>
              <Link to={item.type === "casino" ? `/casinos/${item.slug}` : `/slots/${item.slug}`}>{item.name}</Link>{" "}
              <span className="text-sm text-slate-700">
                ({t(item.type === "casino" ? "community.favouriteCasino" : "community.favouriteSlot")})
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
