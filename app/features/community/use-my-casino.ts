import { useCallback, useEffect, useState } from "react";
import { useSession } from "#app/client/session";

export interface MyCasino {
  my_score: number | null;
  my_review: { text: string; rating: number | null } | null;
  favourite: boolean;
}

/** The signed-in player's own score, review and heart for a casino, fetched after hydration. */
export function useMyCasino(slug: string) {
  const { state, client } = useSession();
  const [mine, setMine] = useState<MyCasino | null>(null);
  const signedIn = state.status === "authenticated";
  const refresh = useCallback(async () => {
    if (!client || !signedIn) return setMine(null);
    setMine(await client.api<MyCasino>("GET", `/me/casinos/${encodeURIComponent(slug)}/`).catch(() => null));
  }, [client, signedIn, slug]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { mine, refresh, signedIn, unknown: state.status === "unknown" };
}
