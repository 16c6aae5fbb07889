import { useEffect, useState } from "react";
import { useSession } from "../../client/session";
import { useTranslation } from "../../i18n/react";

/** The heart: saves or unsaves a casino or slot for the signed-in player; hidden for visitors. */
export default function FavouriteButton({ type, slug, name, saved }: { type: "casino" | "slot"; slug: string; name: string; saved: boolean }) {
  const { t } = useTranslation();
  const { state, client } = useSession();
  const [on, setOn] = useState(saved);
  const [busy, setBusy] = useState(false);
  useEffect(() => setOn(saved), [saved]);
  if (state.status !== "authenticated" || !client) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await client.api(on ? "DELETE" : "PUT", `/favourites/${type}/${encodeURIComponent(slug)}/`);
      setOn(!on);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={on}
      aria-label={on ? t("community.removeFavourite", { name }) : t("community.saveFavourite", { name })}
      className="rounded-full border border-slate-300 bg-white p-2 text-red-700"
    >
      <svg viewBox="0 0 24 24" className="h-6 w-6" aria-hidden="true" fill={on ? "currentColor" : "none"} stroke="currentColor" strokeWidth={2}>
        <path d="M12 21s-7-4.5-9.5-9A5.5 5.5 0 0 1 12 6a5.5 5.5 0 0 1 9.5 6c-2.5 4.5-9.5 9-9.5 9z" />
      </svg>
    </button>
  );
}
