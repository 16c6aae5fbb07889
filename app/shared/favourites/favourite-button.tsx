import { useEffect, useSyncExternalStore } from "react";
import { useSession } from "#app/client/session";
import { useTranslation } from "#app/ui/i18n";
import { favourites, type FavouriteType } from "./favourites-store";

const unknown = () => undefined;

/**
 * The heart: saves or unsaves a casino or slot for the signed-in player; hidden for visitors. Every heart
 * on the page reads the one favourites store, which asks for the player's list once.
 */
export default function FavouriteButton({
  type,
  slug,
  name,
  saved,
  className = "",
}: {
  type: FavouriteType;
  slug: string;
  name: string;
  saved?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  const { state, client } = useSession();
  const userId = state.status === "authenticated" ? state.user.id : null;
  useEffect(() => {
    if (client && userId !== null) favourites.load(client, userId);
  }, [client, userId]);
  const entry = useSyncExternalStore(favourites.subscribe, () => favourites.entry(type, slug), unknown);
  // Until the list arrives, a detail page may know the state from its own request.
  const on = entry?.saved ?? saved;
  if (userId === null || !client || on === undefined) return null;
  return (
    <button
      type="button"
      // Not disabled while the change is sent (focus would be lost): the store ignores a second click.
      onClick={() => void favourites.toggle(client, type, slug, on)}
      aria-pressed={on}
      aria-busy={entry?.busy}
      aria-label={on ? t("community.removeFavourite", { name }) : t("community.saveFavourite", { name })}
      className={`rounded-full border border-slate-300 bg-white p-2 text-red-700 aria-busy:opacity-60 ${className}`}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-6 w-6"
        aria-hidden="true"
        fill={on ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
      </svg>
    </button>
  );
}
