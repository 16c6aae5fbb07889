import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { markRecentWrites, RECENT_WRITE_COOKIE, wroteRecently } from "./recent-write";

const app = new Hono();
app.use(markRecentWrites(true));
app.post("/api/ok", (c) => c.json({ ok: true }, 201));
app.post("/api/refused", (c) => c.json({ code: "validation_error" }, 400));
app.get("/casinos", (c) => c.text(wroteRecently(c) ? "as it is now" : "any copy"));

describe("read your own writes", () => {
  it("marks the browser after a write answered with success, a little longer than a stale copy lives", async () => {
    const cookie = (await app.request("/api/ok", { method: "POST" })).headers.get("set-cookie");
    expect(cookie).toMatch(new RegExp(`^${RECENT_WRITE_COOKIE}=1;`));
    expect(cookie).toContain("Max-Age=3");
    expect(cookie).toContain("Path=/");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("SameSite=Lax");
  });

  it("does not mark a refused write or a read", async () => {
    expect((await app.request("/api/refused", { method: "POST" })).headers.get("set-cookie")).toBeNull();
    expect((await app.request("/casinos")).headers.get("set-cookie")).toBeNull();
  });

  it("knows a marked browser", async () => {
    const marked = await app.request("/casinos", { headers: { cookie: `${RECENT_WRITE_COOKIE}=1` } });
    expect(await marked.text()).toBe("as it is now");
    expect(await (await app.request("/casinos")).text()).toBe("any copy");
  });
});
