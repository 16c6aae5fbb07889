import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import type { AuthClient, User } from "./auth-client";
import { importWithReload } from "./reload-guard";
import { browserTokenStore, waitForCookie } from "./storage";

/** docs/product-spec.md §4: anonymous becomes authenticated after login or after a successful profile fetch. */
export type SessionState = { status: "unknown" } | { status: "anonymous" } | { status: "authenticated"; user: User };

interface Session {
  state: SessionState;
  client: AuthClient | null;
  /** Fetches the profile again (after login or an update) and updates the state. */
  reload(): Promise<User | null>;
  /** Asks for the auth client on a page that needs it without a session (login, registration …). */
  want(): void;
}

const SessionContext = createContext<Session>({
  state: { status: "unknown" },
  client: null,
  reload: async () => null,
  want: () => undefined,
});

/**
 * Personal state lives only in the browser (tokens in local storage), so public pages stay cacheable:
 * the server always renders "unknown", and the profile is fetched after hydration. The auth client is
 * downloaded only when there is a session or a page asks for it, never on a visitor's first load.
 */
export function SessionProvider({
  authBase,
  apiBase,
  children,
}: {
  authBase: string;
  apiBase: string;
  children: ReactNode;
}) {
  const [client, setClient] = useState<AuthClient | null>(null);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<SessionState>({ status: "unknown" });

  useEffect(() => {
    const tokens = browserTokenStore();
    if (!wanted && !tokens.get("access")) {
      setState({ status: "anonymous" });
      return;
    }
    let current = true;
    void importWithReload(() => import("./auth-client")).then(({ createAuthClient }) => {
      if (!current) return;
      setClient(
        createAuthClient({
          authBase,
          apiBase,
          tokens,
          fetch: window.fetch.bind(window),
          apiCsrf: () => waitForCookie("csrftoken"),
          reload: () => window.location.reload(),
        }),
      );
    });
    return () => {
      current = false;
    };
  }, [authBase, apiBase, wanted]);

  const reload = useCallback(async () => {
    if (!client) return null;
    const user = client.hasSession() ? await client.fetchProfile() : null;
    setState(user ? { status: "authenticated", user } : { status: "anonymous" });
    return user;
  }, [client]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const want = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ state, client, reload, want }), [state, client, reload, want]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  return useContext(SessionContext);
}

/** The session, with the auth client loaded even without a session (for the account pages). */
export function useAuthClient(): Session {
  const session = useContext(SessionContext);
  const { want } = session;
  useEffect(() => want(), [want]);
  return session;
}
