import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { createAuthClient, type AuthClient, type User } from "./auth-client";
import { browserTokenStore, waitForCookie } from "./storage";

/** Spec §4: anonymous becomes authenticated after login or after a successful profile fetch. */
export type SessionState = { status: "unknown" } | { status: "anonymous" } | { status: "authenticated"; user: User };

interface Session {
  state: SessionState;
  client: AuthClient | null;
  /** Fetches the profile again (after login or an update) and updates the state. */
  reload(): Promise<User | null>;
}

const SessionContext = createContext<Session>({ state: { status: "unknown" }, client: null, reload: async () => null });

/**
 * Personal state lives only in the browser (tokens in local storage), so public pages stay cacheable:
 * the server always renders "unknown", and the profile is fetched after hydration.
 */
export function SessionProvider({ authBase, apiBase, children }: { authBase: string; apiBase: string; children: ReactNode }) {
  const [client, setClient] = useState<AuthClient | null>(null);
  const [state, setState] = useState<SessionState>({ status: "unknown" });

  useEffect(() => {
    setClient(
      createAuthClient({
        authBase,
        apiBase,
        tokens: browserTokenStore(),
        fetch: window.fetch.bind(window),
        apiCsrf: () => waitForCookie("csrftoken"),
        reload: () => window.location.reload(),
      }),
    );
  }, [authBase, apiBase]);

  const reload = useCallback(async () => {
    if (!client) return null;
    const user = client.hasSession() ? await client.fetchProfile() : null;
    setState(user ? { status: "authenticated", user } : { status: "anonymous" });
    return user;
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const value = useMemo(() => ({ state, client, reload }), [state, client, reload]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}
