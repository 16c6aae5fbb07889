import { describe, expect, it, vi } from "vitest";
import { ApiError, SessionError } from "./api-error";
import { createAuthClient, fileNameOf } from "./auth-client";
import type { TokenStore } from "./storage";

/** docs/product-spec.md §4 and §8, one transition per test: a scripted server and an in-memory local storage. */
type Reply = {
  status: number;
  body?: unknown;
  aborted?: "AbortError" | "TimeoutError" | "body";
  /** A file's bytes, sent as they are with this Content-Disposition. */
  file?: { bytes: string; disposition: string };
};

function setup(script: Record<string, Reply[]>, stored: Record<string, string> = {}) {
  const values = new Map(Object.entries(stored));
  const tokens: TokenStore = {
    get: (k) => values.get(k) ?? null,
    set: (k, v) => void values.set(k, v),
    remove: (k) => void values.delete(k),
  };
  const calls: string[] = [];
  const headers: Array<Record<string, string>> = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    const key = `${init?.method ?? "GET"} ${String(url)}`;
    calls.push(key);
    headers.push({ ...((init?.headers as Record<string, string> | undefined) ?? {}) });
    const reply = script[key]?.shift();
    if (!reply) throw new Error(`unexpected ${key}`);
    // Status 0 stands for a request that got no answer: browsers reject fetch with a TypeError, or with
    // an AbortError (a TimeoutError) when it was aborted; "body": the answer's body was cut short.
    if (reply.status === 0 && reply.aborted === "body") {
      const cut = new ReadableStream({ start: (c) => c.error(new DOMException("aborted", "AbortError")) });
      return new Response(cut, { status: 200 });
    }
    if (reply.status === 0)
      throw reply.aborted ? new DOMException("aborted", reply.aborted) : new TypeError("Failed to fetch");
    if (reply.file)
      return new Response(reply.file.bytes, {
        status: reply.status,
        headers: { "Content-Disposition": reply.file.disposition },
      });
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status });
  }) as unknown as typeof globalThis.fetch;
  const reload = vi.fn();
  const client = createAuthClient({
    authBase: "/auth",
    apiBase: "/api",
    tokens,
    fetch,
    apiCsrf: async () => "api-token",
    reload,
  });
  return { client, values, calls, headers, reload };
}

const PROFILE = {
  ID: 1,
  IsStaff: false,
  Username: "ana",
  Email: "ana@example.com",
  DateJoined: "2026-01-01T00:00:00.000Z",
  Avatar: { Value: null, Valid: false },
  FirstName: { Value: "Ana", Valid: true },
  LastName: { Value: null, Valid: false },
  PhoneNumber: { Value: null, Valid: false },
  Gender: { Value: "female", Valid: true },
  DateOfBirth: { Value: null, Valid: false },
  Country: { Value: "PT", Valid: true },
};
const signedIn = { access: "a1", refresh: "r1", csrf_token: "c1" };

describe("login", () => {
  it("stores both tokens, then fetches a CSRF token", async () => {
    const { client, values, calls } = setup({
      "POST /auth/login": [{ status: 200, body: { access_token: "a", refresh_token: "r" } }],
      "GET /auth/csrf-token": [{ status: 200, body: { csrf_token: "c" } }],
    });
    await client.login("ana", "pw");
    expect(Object.fromEntries(values)).toEqual({ access: "a", refresh: "r", csrf_token: "c" });
    expect(calls).toEqual(["POST /auth/login", "GET /auth/csrf-token"]);
  });

  it("fetches the CSRF token with the new bearer, so that the token is bound to the new session", async () => {
    const { client, headers } = setup({
      "POST /auth/login": [{ status: 200, body: { access_token: "a", refresh_token: "r" } }],
      "GET /auth/csrf-token": [{ status: 200, body: { csrf_token: "c" } }],
    });
    await client.login("ana", "pw");
    expect(headers[1]?.Authorization).toBe("Bearer a");
  });

  it("logs and rethrows a failure", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client, values } = setup({ "POST /auth/login": [{ status: 401, body: { message: "no" } }] });
    await expect(client.login("ana", "bad")).rejects.toMatchObject({ status: 401 });
    expect(error).toHaveBeenCalled();
    expect(values.size).toBe(0);
  });

  it("rethrows the server's error with its code", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const body = { code: "account_inactive", message: "Your account is not activated yet. Check your email." };
    const { client } = setup({ "POST /auth/login": [{ status: 403, body }] });
    const failure = await client.login("ana", "pw").catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: "account_inactive", body });
  });
});

describe("profile fetch (first attempt)", () => {
  it("maps the profile to the user model", async () => {
    const { client } = setup({ "GET /auth/profile": [{ status: 200, body: PROFILE }] }, signedIn);
    expect(await client.fetchProfile()).toEqual({
      id: 1,
      isStaff: false,
      username: "ana",
      email: "ana@example.com",
      dateJoined: "2026-01-01T00:00:00.000Z",
      profile: {
        avatar: null,
        firstName: "Ana",
        lastName: null,
        phoneNumber: null,
        gender: "female",
        dateOfBirth: null,
        country: "PT",
      },
    });
  });

  it("after a 403 fetches a new CSRF token and retries once", async () => {
    const { client, calls } = setup(
      {
        "GET /auth/profile": [{ status: 403 }, { status: 200, body: PROFILE }],
        "GET /auth/csrf-token": [{ status: 200, body: { csrf_token: "c2" } }],
      },
      signedIn,
    );
    expect((await client.fetchProfile())?.username).toBe("ana");
    expect(calls).toEqual(["GET /auth/profile", "GET /auth/csrf-token", "GET /auth/profile"]);
  });

  it("after a 401 refreshes the tokens and retries once", async () => {
    const { client, values } = setup(
      {
        "GET /auth/profile": [{ status: 401 }, { status: 200, body: PROFILE }],
        "POST /auth/refresh-token": [{ status: 200, body: { access_token: "a2", refresh_token: "r2" } }],
      },
      signedIn,
    );
    expect((await client.fetchProfile())?.username).toBe("ana");
    expect([values.get("access"), values.get("refresh")]).toEqual(["a2", "r2"]);
  });

  it("clears both tokens and stays anonymous when the refresh fails", async () => {
    const { client, values } = setup(
      { "GET /auth/profile": [{ status: 401 }], "POST /auth/refresh-token": [{ status: 401 }] },
      signedIn,
    );
    expect(await client.fetchProfile()).toBeNull();
    expect([values.get("access"), values.get("refresh")]).toEqual([undefined, undefined]);
  });

  it("clears both tokens on any other failure", async () => {
    const { client, values } = setup({ "GET /auth/profile": [{ status: 500 }] }, signedIn);
    expect(await client.fetchProfile()).toBeNull();
    expect(values.has("access")).toBe(false);
  });

  it("keeps the tokens when the request got no answer (page left, network down)", async () => {
    const { client, values } = setup({ "GET /auth/profile": [{ status: 0 }] }, signedIn);
    expect(await client.fetchProfile()).toBeNull();
    expect(values.get("access")).toBe("a1");
  });

  it("keeps the tokens when the request was aborted (the player navigated away) or timed out", async () => {
    for (const aborted of ["AbortError", "TimeoutError", "body"] as const) {
      const { client, values } = setup({ "GET /auth/profile": [{ status: 0, aborted }] }, signedIn);
      expect(await client.fetchProfile(), aborted).toBeNull();
      expect([values.get("access"), values.get("refresh")], aborted).toEqual(["a1", "r1"]);
    }
  });

  it("keeps the tokens when the CSRF fetch before the profile got no answer", async () => {
    const { client, values } = setup(
      { "GET /auth/csrf-token": [{ status: 0, aborted: "AbortError" }] },
      {
        access: "a1",
        refresh: "r1",
      },
    );
    expect(await client.fetchProfile()).toBeNull();
    expect(values.get("access")).toBe("a1");
  });

  it("keeps the tokens when the refresh after a 401 got no answer: the refresh token may still be good", async () => {
    const { client, values } = setup(
      { "GET /auth/profile": [{ status: 401 }], "POST /auth/refresh-token": [{ status: 0 }] },
      signedIn,
    );
    expect(await client.fetchProfile()).toBeNull();
    expect([values.get("access"), values.get("refresh")]).toEqual(["a1", "r1"]);
  });

  it("clears the tokens when the server answered something unreadable", async () => {
    const { client, values } = setup({ "GET /auth/profile": [{ status: 502, body: "<html>" }] }, signedIn);
    expect(await client.fetchProfile()).toBeNull();
    expect(values.has("access")).toBe(false);
  });

  it("does not retry twice", async () => {
    const { client, calls } = setup(
      {
        "GET /auth/profile": [{ status: 403 }, { status: 403 }],
        "GET /auth/csrf-token": [{ status: 200, body: { csrf_token: "c" } }],
      },
      signedIn,
    );
    expect(await client.fetchProfile()).toBeNull();
    expect(calls.filter((c) => c === "GET /auth/profile")).toHaveLength(2);
  });
});

describe("update and password change (docs/product-spec.md §5, §8)", () => {
  it("needs an access token: 'Unauthorized'", async () => {
    const { client } = setup({}, { csrf_token: "c" });
    await expect(client.updateProfile({ first_name: "A" })).rejects.toThrow("Unauthorized");
    await expect(client.updateProfile({ first_name: "A" })).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("needs a CSRF token: 'CSRF token is not available'", async () => {
    const { client } = setup({}, { access: "a" });
    await expect(client.updateProfile({ first_name: "A" })).rejects.toThrow("CSRF token is not available");
  });

  it("raises 'Session expired' and clears the tokens when the refresh after a 401 fails", async () => {
    const { client, values } = setup(
      { "PATCH /auth/profile": [{ status: 401 }], "POST /auth/refresh-token": [{ status: 400 }] },
      signedIn,
    );
    const failure = await client.updateProfile({ first_name: "A" }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SessionError);
    expect(failure).toMatchObject({ code: "session_expired", message: "Session expired" });
    expect(values.has("access")).toBe(false);
  });

  it("a refresh without a refresh token: 'No refresh token available'", async () => {
    const { client } = setup({});
    await expect(client.refreshTokens()).rejects.toThrow("No refresh token available");
  });

  it("clears the tokens after a password change", async () => {
    const { client, values } = setup({ "POST /api/users/set_password/": [{ status: 204 }] }, signedIn);
    await client.changePassword({ current_password: "a", new_password: "b", re_new_password: "b" });
    expect(values.has("access")).toBe(false);
    expect(values.has("refresh")).toBe(false);
  });
});

describe("files served to the signed-in user (a case's evidence)", () => {
  const path = "/complaints/7/attachments/3/";
  const disposition = 'attachment; filename="complaint-7-3-evidence.pdf"';

  it("fetches the bytes with the bearer and names them as the server does", async () => {
    const { client, headers } = setup(
      { [`GET /api${path}`]: [{ status: 200, file: { bytes: "%PDF-1.4", disposition } }] },
      signedIn,
    );
    const file = await client.file(path);
    expect(await file.blob.text()).toBe("%PDF-1.4");
    expect(file.name).toBe("complaint-7-3-evidence.pdf");
    expect(headers[0]?.Authorization).toBe("Bearer a1");
  });

  it("refreshes the tokens after a 401 and retries once; a refusal is an ApiError with its code", async () => {
    const { client, calls } = setup(
      {
        [`GET /api${path}`]: [{ status: 401 }, { status: 200, file: { bytes: "x", disposition } }],
        "POST /auth/refresh-token": [{ status: 200, body: { access_token: "a2", refresh_token: "r2" } }],
      },
      signedIn,
    );
    expect((await client.file(path)).name).toBe("complaint-7-3-evidence.pdf");
    expect(calls).toEqual([`GET /api${path}`, "POST /auth/refresh-token", `GET /api${path}`]);

    const refused = setup(
      {
        [`GET /api${path}`]: [
          { status: 403, body: { code: "forbidden", message: "No" } },
          { status: 403, body: { code: "forbidden", message: "No" } },
        ],
        "GET /api/csrf/": [{ status: 204 }],
      },
      signedIn,
    );
    const failure = await refused.client.file(path).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("reads the name of a Content-Disposition header, or none", () => {
    expect(fileNameOf(disposition)).toBe("complaint-7-3-evidence.pdf");
    expect(fileNameOf("attachment")).toBeNull();
    expect(fileNameOf(null)).toBeNull();
  });
});

describe("logout", () => {
  it("calls the server when there is an access token, then clears and reloads", async () => {
    const { client, values, reload, calls } = setup({ "POST /auth/logout": [{ status: 204 }] }, signedIn);
    await client.logout();
    expect(calls).toEqual(["POST /auth/logout"]);
    expect(values.has("access")).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("clears the tokens and reloads even when the call fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { client, values, reload } = setup({ "POST /auth/logout": [{ status: 500 }] }, signedIn);
    await client.logout();
    expect(values.has("refresh")).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not call the server without an access token", async () => {
    const { client, calls, reload } = setup({});
    await client.logout();
    expect(calls).toEqual([]);
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe("isNoAnswer: the rule of docs/decisions/0015", () => {
  it("is true for a fetch that got no response or was aborted, false for an answer", async () => {
    const { isNoAnswer } = await import("./api-error");
    expect(isNoAnswer(new TypeError("Failed to fetch"))).toBe(true);
    expect(isNoAnswer(new DOMException("The user aborted a request.", "AbortError"))).toBe(true);
    expect(isNoAnswer(new DOMException("signal timed out", "TimeoutError"))).toBe(true);
    expect(isNoAnswer(new ApiError(500, null))).toBe(false);
    expect(isNoAnswer(new ApiError(401, null))).toBe(false);
    expect(isNoAnswer(new SessionError("session_expired"))).toBe(false);
    expect(isNoAnswer(new SyntaxError("Unexpected token <"))).toBe(false);
    expect(isNoAnswer(null)).toBe(false);
  });
});
