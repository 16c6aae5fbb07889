import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, isNoAnswer } from "./api-error";
import { createAuthClient } from "./auth-client";
import { postWithProgress } from "./upload-request";

/** A scripted XMLHttpRequest: each send answers with the next reply, after reporting its upload progress. */
type Reply = { status: number; body?: unknown } | "network-error";
const sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
let replies: Reply[] = [];

class FakeXhr {
  status = 0;
  responseText = "";
  withCredentials = false;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = "";
  private headers: Record<string, string> = {};

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    sent.push({ url: this.url, headers: this.headers, body });
    const reply = replies.shift();
    queueMicrotask(() => {
      if (!reply || reply === "network-error") return this.onerror?.();
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
      this.status = reply.status;
      this.responseText = reply.body === undefined ? "" : JSON.stringify(reply.body);
      this.onload?.();
    });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  sent.length = 0;
  replies = [];
});

describe("a form posted with progress", () => {
  it("reports the share sent and answers as fetch does", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    replies = [{ status: 201, body: { id: 4 } }];
    const progress: number[] = [];
    const form = new FormData();
    const res = await postWithProgress("/api/x/", { "X-CSRFToken": "t" }, form, (share) => progress.push(share));
    expect([res.status, await res.json()]).toEqual([201, { id: 4 }]);
    expect(progress).toEqual([0.5, 1]);
    expect(sent).toEqual([{ url: "/api/x/", headers: { "X-CSRFToken": "t" }, body: form }]);
  });

  it("fails as a request without an answer when the network fails", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    replies = ["network-error"];
    const failure = await postWithProgress("/api/x/", {}, new FormData()).catch((error: unknown) => error);
    expect(isNoAnswer(failure)).toBe(true);
  });
});

describe("the auth client's upload", () => {
  function client(stored: Record<string, string>) {
    const values = new Map(Object.entries(stored));
    const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const key = `${init?.method ?? "GET"} ${String(url)}`;
      if (key === "POST /auth/refresh-token") {
        return new Response(JSON.stringify({ access_token: "a2", refresh_token: "r2" }), { status: 200 });
      }
      throw new Error(`unexpected ${key}`);
    }) as unknown as typeof globalThis.fetch;
    return createAuthClient({
      authBase: "/auth",
      apiBase: "/api",
      tokens: {
        get: (k) => values.get(k) ?? null,
        set: (k, v) => void values.set(k, v),
        remove: (k) => void values.delete(k),
      },
      fetch,
      apiCsrf: async () => "api-token",
      reload: vi.fn(),
    });
  }

  it("sends the bearer and the CSRF header, and after a 401 refreshes and sends again", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    replies = [
      { status: 401, body: { code: "unauthorized", message: "Unauthorized" } },
      { status: 201, body: { id: 9 } },
    ];
    const auth = client({ access: "a1", refresh: "r1", csrf_token: "c1" });
    expect(await auth.upload("/admin/media/", new FormData())).toEqual({ id: 9 });
    expect(sent.map((s) => [s.url, s.headers])).toEqual([
      ["/api/admin/media/", { Authorization: "Bearer a1", "X-CSRFToken": "api-token" }],
      ["/api/admin/media/", { Authorization: "Bearer a2", "X-CSRFToken": "api-token" }],
    ]);
  });

  it("turns a refusal into an ApiError with its field errors", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const body = { code: "invalid_input", message: "Invalid input", errors: { "alt.en": [{ code: "required" }] } };
    replies = [{ status: 400, body }];
    const failure = await client({ access: "a1", refresh: "r1", csrf_token: "c1" })
      .upload("/admin/media/", new FormData())
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).body).toEqual(body);
  });
});
