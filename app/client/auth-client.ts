import type { LoginInput, ProfileUpdateInput, RefreshInput, SetPasswordInput } from "#contracts/accounts";
import {
  valueOf,
  type AuthProfile,
  type AvatarSaved,
  type CsrfToken,
  type Gender,
  type ProfileFields,
  type TokenPair,
} from "#contracts/profile";
import { answerOf, ApiError, isNoAnswer, SessionError } from "./api-error";
import type { TokenStore } from "./storage";
import { postWithProgress } from "./upload-request";

export { ApiError, isNoAnswer, SessionError } from "./api-error";

/** The browser's user model (docs/product-spec.md §3), mapped from the auth service's profile. */
export interface User {
  id: number;
  isStaff: boolean;
  username: string;
  email: string;
  dateJoined: string;
  profile: {
    avatar: string | null;
    firstName: string | null;
    lastName: string | null;
    phoneNumber: string | null;
    gender: Gender | null;
    dateOfBirth: string | null;
    country: string | null;
  };
}

export function toUser(p: AuthProfile): User {
  return {
    id: p.ID,
    isStaff: p.IsStaff,
    username: p.Username,
    email: p.Email,
    dateJoined: p.DateJoined,
    profile: {
      avatar: valueOf(p.Avatar),
      firstName: valueOf(p.FirstName),
      lastName: valueOf(p.LastName),
      phoneNumber: valueOf(p.PhoneNumber),
      gender: valueOf(p.Gender),
      dateOfBirth: valueOf(p.DateOfBirth),
      country: valueOf(p.Country),
    },
  };
}

/** A file downloaded with the session: its bytes and the name the server gave it (null when it gave none). */
export interface DownloadedFile {
  blob: Blob;
  name: string | null;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="([^"]+)"/.exec(disposition ?? "");
  return match?.[1] ?? null;
}

export interface AuthClientOptions {
  authBase: string;
  apiBase: string;
  tokens: TokenStore;
  fetch: typeof fetch;
  /** The API's CSRF token from the csrftoken cookie, waiting for it as docs/product-spec.md §9 says. */
  apiCsrf: () => Promise<string | null>;
  reload: () => void;
}

export type AuthClient = ReturnType<typeof createAuthClient>;

/**
 * The calls of docs/product-spec.md §7 and the retry rules of §4/§8: one retry after a 403 (new CSRF token) and one after
 * a 401 (refreshed tokens).
 */
export function createAuthClient(o: AuthClientOptions) {
  const { tokens } = o;

  async function call<T>(url: string, init: RequestInit): Promise<T> {
    return answerOf<T>(await o.fetch(url, { credentials: "include", ...init }));
  }

  const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });

  async function fetchCsrfToken(): Promise<string> {
    // With the bearer when there is one: the token is bound to that session.
    const access = tokens.get("access");
    const headers: Record<string, string> = access ? { Authorization: `Bearer ${access}` } : {};
    const { csrf_token } = await call<CsrfToken>(`${o.authBase}/csrf-token`, { method: "GET", headers });
    tokens.set("csrf_token", csrf_token);
    return csrf_token;
  }

  function clearTokens(): void {
    tokens.remove("access");
    tokens.remove("refresh");
  }

  async function refreshTokens(): Promise<void> {
    const refresh = tokens.get("refresh");
    if (!refresh) throw new SessionError("no_refresh_token");
    const pair = await call<TokenPair>(`${o.authBase}/refresh-token`, json("POST", { refresh } satisfies RefreshInput));
    tokens.set("access", pair.access_token);
    tokens.set("refresh", pair.refresh_token);
  }

  function authHeaders(): Record<string, string> {
    const access = tokens.get("access");
    if (!access) throw new SessionError("unauthorized");
    const csrf = tokens.get("csrf_token");
    if (!csrf) throw new SessionError("csrf_unavailable");
    return { Authorization: `Bearer ${access}`, "X-CSRF-Token": csrf };
  }

  /** Runs a signed-in call; after a 403 fetches a new CSRF token, after a 401 refreshes, each once. */
  async function withRetry<T>(run: () => Promise<T>, onCsrf: () => Promise<unknown> = fetchCsrfToken): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.status === 403) {
        await onCsrf();
        return run();
      }
      if (error.status === 401) {
        try {
          await refreshTokens();
        } catch (refreshError) {
          // A refresh that got no answer is no verdict: the refresh token may still be good.
          if (isNoAnswer(refreshError)) throw refreshError;
          clearTokens();
          throw new SessionError("session_expired");
        }
        return run();
      }
      throw error;
    }
  }

  async function apiHeaders(): Promise<Record<string, string>> {
    let csrf = await o.apiCsrf();
    if (!csrf) {
      await call(`${o.apiBase}/csrf/`, { method: "GET" });
      csrf = await o.apiCsrf();
    }
    if (!csrf) throw new SessionError("csrf_unavailable");
    return { "X-CSRFToken": csrf };
  }

  /** A signed-in call's headers: the bearer always, the CSRF header on unsafe methods. */
  async function signedApiHeaders(method: string): Promise<Record<string, string>> {
    const access = tokens.get("access");
    if (!access) throw new SessionError("unauthorized");
    const headers: Record<string, string> = { Authorization: `Bearer ${access}` };
    if (method !== "GET") Object.assign(headers, await apiHeaders());
    return headers;
  }

  /** An unsafe call of the main API with its CSRF header; the bearer too when `bearer`. */
  async function apiPost<T>(path: string, body: unknown, bearer = false): Promise<T> {
    const headers = await apiHeaders();
    if (bearer) {
      const access = tokens.get("access");
      if (!access) throw new SessionError("unauthorized");
      headers.Authorization = `Bearer ${access}`;
    }
    return call<T>(`${o.apiBase}${path}`, json("POST", body, headers));
  }

  /** A call of the main API with the bearer (and the CSRF header on unsafe methods), its answer read by `read`. */
  function signedIn<T>(
    method: "GET" | "POST" | "PUT" | "DELETE",
    path: string,
    body: unknown,
    read: (res: Response) => Promise<T>,
  ): Promise<T> {
    const run = async () => {
      const headers = await signedApiHeaders(method);
      // A Blob (an evidence file) goes as its bytes with its own type; anything else as JSON.
      const init: RequestInit =
        body === undefined
          ? { method, headers }
          : body instanceof Blob
            ? { method, headers: { ...headers, "Content-Type": body.type || "application/octet-stream" }, body }
            : json(method, body, headers);
      return read(await o.fetch(`${o.apiBase}${path}`, { credentials: "include", ...init }));
    };
    return withRetry(run, () => call(`${o.apiBase}/csrf/`, { method: "GET" }));
  }

  return {
    fetchCsrfToken,
    clearTokens,
    refreshTokens,
    hasSession: () => Boolean(tokens.get("access")),

    /** Login; then a CSRF token is fetched (docs/product-spec.md §7). Failure is logged and rethrown (§8). */
    async login(login: string, password: string): Promise<void> {
      try {
        const pair = await call<TokenPair>(
          `${o.authBase}/login`,
          json("POST", { login, password } satisfies LoginInput),
        );
        tokens.set("access", pair.access_token);
        tokens.set("refresh", pair.refresh_token);
        await fetchCsrfToken();
      } catch (error) {
        console.error("login failed", error);
        throw error;
      }
    },

    /**
     * docs/product-spec.md §4 first profile fetch: 403 → new CSRF token, 401 → refresh, once each; any other failure
     * clears both tokens. A request that got no answer (isNoAnswer: aborted because the player navigated
     * away, the network dropped, no response at all) is not a failure of the session: the player is
     * anonymous for now and keeps the tokens for the next page (docs/decisions/0015).
     */
    async fetchProfile(): Promise<User | null> {
      try {
        if (!tokens.get("csrf_token")) await fetchCsrfToken();
        const profile = await withRetry(() =>
          call<AuthProfile>(`${o.authBase}/profile`, { method: "GET", headers: authHeaders() }),
        );
        return toUser(profile);
      } catch (error) {
        if (!isNoAnswer(error)) clearTokens();
        return null;
      }
    },

    updateProfile(patch: ProfileUpdateInput): Promise<ProfileFields> {
      return withRetry(() => call<ProfileFields>(`${o.authBase}/profile`, json("PATCH", patch, authHeaders())));
    },

    /** PUT {auth}/profile/avatar with the file's bytes; the server checks and re-encodes them. */
    uploadAvatar(file: Blob): Promise<AvatarSaved> {
      return withRetry(() =>
        call<AvatarSaved>(`${o.authBase}/profile/avatar`, {
          method: "PUT",
          headers: { ...authHeaders(), "Content-Type": file.type || "application/octet-stream" },
          body: file,
        }),
      );
    },

    /** POST {api}/users/set_password/ (docs/product-spec.md §7); the tokens are cleared afterwards (§4). */
    async changePassword(body: SetPasswordInput): Promise<void> {
      await withRetry(
        () => apiPost("/users/set_password/", body, true),
        () => call(`${o.apiBase}/csrf/`, { method: "GET" }),
      );
      clearTokens();
    },

    /** Calls the server when there is an access token, then clears the tokens and reloads — even on failure. */
    async logout(): Promise<void> {
      try {
        if (tokens.get("access")) await call(`${o.authBase}/logout`, { method: "POST", headers: authHeaders() });
      } catch (error) {
        console.error("logout failed", error);
      } finally {
        clearTokens();
        o.reload();
      }
    },

    /**
     * A call to the main API as the signed-in user: bearer always, the CSRF header on unsafe methods;
     * one retry after a 403 (new csrftoken cookie) and one after a 401 (refreshed tokens).
     */
    api<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T> {
      return signedIn(method, path, body, (res) => answerOf<T>(res));
    },

    /**
     * A file the main API serves only to the signed-in user (a case's evidence): its bytes and the name
     * its Content-Disposition gives, with the same bearer and retries as `api`.
     */
    file(path: string): Promise<DownloadedFile> {
      return signedIn("GET", path, undefined, async (res) => {
        if (!res.ok) return answerOf<never>(res);
        return { blob: await res.blob(), name: fileNameOf(res.headers.get("content-disposition")) };
      });
    },

    /**
     * POST {api}{path} with a form (an upload) as the signed-in user, reporting the share sent (0…1) as it
     * goes; the same headers and retries as `api`.
     */
    upload<T = unknown>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
      const run = async () =>
        answerOf<T>(await postWithProgress(`${o.apiBase}${path}`, await signedApiHeaders("POST"), form, onProgress));
      return withRetry(run, () => call(`${o.apiBase}/csrf/`, { method: "GET" }));
    },

    /**
     * An unsafe call of the main API without a session (registration, activation, password reset): the
     * CSRF header, no bearer, no retry. The calls themselves are in ./api.
     */
    post<T = void>(path: string, body: unknown): Promise<T> {
      return apiPost<T>(path, body);
    },
  };
}
