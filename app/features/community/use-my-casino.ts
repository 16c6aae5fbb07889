import { useCallback, useEffect, useState } from "react";
import type { MyCasino } from "#contracts/community";
import { loadApi } from "#app/client/lazy-api";
import { useSession } from "#app/client/session";

/** The signed-in player's own score, review and heart for a casino, fetched after hydration. */
export function useMyCasino(slug: string) {
  const { state, client } = useSession();
  const [mine, setMine] = useState<MyCasino | null>(null);
  const signedIn = state.status === "authenticated";
  const refresh = useCallback(async () => {
    if (!client || !signedIn) return setMine(null);
    const { myCasino } = await loadApi();
    setMine(await myCasino(client, slug).catch(() => null));
  }, [client, signedIn, slug]);
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return { mine, refresh, signedIn, unknown: state.status === "unknown" };
}
