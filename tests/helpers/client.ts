import type { Hono } from "hono";
import type { AppEnv } from "#server/http/env";

/**
 * A browser-like client for `app.request()`: keeps cookies, and sends JSON with the CSRF headers the
 * spec's browser sends (X-CSRFToken from the csrftoken cookie for the API, X-CSRF-Token for the auth
 * service once fetched) and the bearer token when it has one.
 */
export class TestClient {
  cookies = new Map<string, string>();
  authCsrf: string | null = null;
  access: string | null = null;

  constructor(private readonly app: Hono<AppEnv>) {}

  /** Sends raw bytes (an upload) with this client's cookies, CSRF token and bearer. */
  upload(method: string, path: string, bytes: Buffer | string, type: string): Promise<Response> {
    return this.request(method, path, new RawBody(bytes), { "content-type": type });
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const all: Record<string, string> = { host: "localhost", ...headers };
    if (this.cookies.size > 0) all.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) all["content-type"] ??= "application/json";
    const csrftoken = this.cookies.get("csrftoken");
    if (csrftoken && path.startsWith("/api/")) all["x-csrftoken"] ??= csrftoken;
    if (this.authCsrf && path.startsWith("/auth/")) all["x-csrf-token"] ??= this.authCsrf;
    if (this.access) all.authorization ??= `Bearer ${this.access}`;
    const payload =
      body instanceof RawBody
        ? new Uint8Array(Buffer.from(body.bytes))
        : body === undefined
          ? undefined
          : JSON.stringify(body);
    const res = await this.app.request(path, { method, headers: all, body: payload });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
    return res;
  }

  async json<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
  }

  /** GET {api}/csrf/ and GET {auth}/csrf-token, as the browser does before unsafe calls. */
  async fetchCsrf(): Promise<void> {
    await this.request("GET", "/api/csrf/");
    await this.fetchAuthCsrf();
  }

  /** GET {auth}/csrf-token (with the bearer, when signed in: the token is bound to that session). */
  async fetchAuthCsrf(): Promise<void> {
    const res = await this.json<{ csrf_token: string }>("GET", "/auth/csrf-token");
    this.authCsrf = res.body.csrf_token;
  }
}

/** A body sent as it is (bytes or text), not as JSON. */
export class RawBody {
  constructor(readonly bytes: Buffer | string) {}
}
