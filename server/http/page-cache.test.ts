import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { isBusy, PageCache, pickEncoding, STALE_GRACE_MS } from "./page-cache";

const page = (n: number) => "x".repeat(n);
const store = (cache: PageCache, key: string, body: string, tags = ["lists"]) =>
  cache.set(key, 200, new Headers(), body, tags);
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe("PageCache", () => {
  it("never holds more than its size budget, dropping the least recently used first", async () => {
    const cache = new PageCache(1000, 10_000);
    for (let i = 0; i < 100; i++) await store(cache, `k${i}`, `${i} ${Math.random()}`.repeat(100));
    expect(cache.heldSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(100);
    expect(cache.get("k99")).not.toBeNull();
    expect(cache.get("k0")).toBeNull();
  });

  it("keeps a recently read entry over an older unread one", async () => {
    const cache = new PageCache(3);
    await store(cache, "a", "1");
    await store(cache, "b", "2");
    cache.get("a");
    await store(cache, "c", "3");
    await store(cache, "d", "4");
    expect(cache.get("a")).not.toBeNull();
    expect(cache.get("b")).toBeNull();
  });

  it("stores nothing larger than the whole budget, and counts a replaced entry once", async () => {
    const cache = new PageCache(10, 500);
    await store(
      cache,
      "big",
      page(100_000).replace(/x/g, () => String.fromCharCode(33 + Math.floor(Math.random() * 90))),
    );
    expect(cache.size).toBe(0);
    await store(cache, "a", page(100));
    const held = cache.heldSize;
    await store(cache, "a", page(100));
    expect(cache.heldSize).toBe(held);
    cache.invalidate();
    expect(cache.heldSize).toBe(0);
  });

  it("answers each client with the bytes compressed once at store time: brotli, gzip or none", async () => {
    const cache = new PageCache(10);
    const body = `<p>${"Olá, mundo. ".repeat(500)}</p>`;
    await store(cache, "p", body);
    const br = cache.get("p", { acceptEncoding: "gzip, deflate, br" })!;
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(body);
    const gz = cache.get("p", { acceptEncoding: "gzip" })!;
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(await bytes(gz)).toString()).toBe(body);
    const plain = cache.get("p", { acceptEncoding: "br;q=0, identity" })!;
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    expect(Number(plain.headers.get("content-length"))).toBe(Buffer.byteLength(body));
    expect(plain.headers.get("vary")).toMatch(/accept-encoding/i);
  });

  it("keeps a page as its gzip and brotli bytes only, a fraction of its plain size", async () => {
    const cache = new PageCache(10);
    const card = (i: number) =>
      `<article class="flex flex-col gap-3 rounded-xl bg-white p-4"><h3><a href="/casinos/c-${i}">Casino ${i}</a></h3>` +
      `<dl class="card-facts text-sm"><dt>Min deposit</dt><dd>€${10 + (i % 7) * 5}</dd></dl></article>`;
    const body = Array.from({ length: 300 }, (_, i) => card(i)).join("");
    await store(cache, "p", body);
    const kept = cache.page("p")!;
    expect(kept.identity).toBeNull();
    expect(kept.size).toBeLessThan(Buffer.byteLength(body) / 3);
  });

  it("keeps a page's plain bytes too once a client accepting no compression asked for it, within the budget", async () => {
    const cache = new PageCache(10, 20_000);
    const body = `<p>${"Olá, mundo. ".repeat(500)}</p>`;
    await store(cache, "p", body);
    const compressed = cache.heldSize;
    expect(cache.page("p")!.identity).toBeNull();
    expect(await cache.get("p", { acceptEncoding: "gzip" })!.arrayBuffer()).toBeDefined();
    expect(cache.heldSize).toBe(compressed); // a browser's hit keeps nothing more
    expect(await cache.get("p")!.text()).toBe(body);
    expect(cache.heldSize).toBe(compressed + Buffer.byteLength(body));
    expect(cache.page("p")!.identity!.toString()).toBe(body);
    expect(await cache.get("p")!.text()).toBe(body); // from the kept bytes
    // Kept within the budget: the least recently used page goes to make room.
    await store(cache, "q", "<p>other</p>");
    cache.get("p");
    await store(cache, "big", `<p>${"Bom dia! ".repeat(1500)}</p>`);
    expect(await cache.get("big")!.text()).toBe(`<p>${"Bom dia! ".repeat(1500)}</p>`);
    expect(cache.heldSize).toBeLessThanOrEqual(20_000);
    expect(cache.page("q")).toBeNull();
  });

  it("answers 304 to a matching If-None-Match, with the same ETag", async () => {
    const cache = new PageCache(10);
    await store(cache, "p", "<p>hello</p>");
    const first = cache.get("p")!;
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = cache.get("p", { ifNoneMatch: `"other", ${etag}` })!;
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    await store(cache, "p", "<p>changed</p>");
    expect(cache.get("p", { ifNoneMatch: etag })!.status).toBe(200);
  });

  it("compresses nothing when it keeps nothing (the compression middleware does it then)", async () => {
    const off = new PageCache(0);
    const stored = await store(off, "p", page(2000));
    expect([stored.gzip, stored.br]).toEqual([null, null]);
    expect(off.size).toBe(0);
  });
});

describe("PageCache tags", () => {
  it("drops only the entries carrying a touched tag, and says so to a CDN", async () => {
    const cache = new PageCache(100);
    await store(cache, "home", "h", ["lists"]);
    await store(cache, "casino-1", "c1", ["casino:1"]);
    await store(cache, "casino-2", "c2", ["casino:2"]);
    await store(cache, "slot-9", "s9", ["slot:9", "lists"]);
    expect(cache.get("casino-1")!.headers.get("surrogate-key")).toBe("casino:1");
    expect(cache.tagsOf("slot-9")).toEqual(["slot:9", "lists"]);
    expect(cache.tagsOf("nothing")).toBeUndefined();
    expect(cache.invalidateTags(["casino:1"])).toBe(1);
    expect([cache.get("home"), cache.get("casino-2"), cache.get("slot-9")].every(Boolean)).toBe(true);
    expect(cache.get("casino-1")).toBeNull();
    expect(cache.invalidateTags(["lists"])).toBe(2);
    expect(cache.size).toBe(1);
  });

  it("keeps nothing a change touched while it was rendered, and keeps what the change left alone", async () => {
    const cache = new PageCache(100);
    const since = cache.mark();
    cache.invalidateTags(["casino:1"]); // a rating lands while two pages render
    await cache.set("casino-1", 200, new Headers(), "old score", ["casino:1"], since);
    await cache.set("casino-2", 200, new Headers(), "unrelated", ["casino:2"], since);
    expect(cache.get("casino-1")).toBeNull();
    expect(cache.get("casino-2")).not.toBeNull();
    await cache.set("casino-1", 200, new Headers(), "new score", ["casino:1"], cache.mark());
    expect(cache.get("casino-1")).not.toBeNull();
    const before = cache.mark();
    cache.invalidate(); // a lost LISTEN: anything rendered before may be stale
    await cache.set("casino-2", 200, new Headers(), "unrelated", ["casino:2"], before);
    expect(cache.size).toBe(0);
  });

  it("keeps nothing a change touched while it was compressed (in the thread pool, after the render)", async () => {
    const cache = new PageCache(100);
    const kept = cache.set("casino-1", 200, new Headers(), "old score", ["casino:1"], cache.mark());
    cache.invalidateTags(["casino:1"]); // lands while the bytes are compressed
    expect(gunzipSync((await kept).gzip!).toString()).toBe("old score"); // still this request's answer
    expect(cache.get("casino-1")).toBeNull();
  });

  it("keeps a dropped page as a stale copy for a short grace, until a new one is kept", async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache(100);
      await store(cache, "casino-1", "old", ["casino:1"]);
      cache.invalidateTags(["casino:1"]);
      expect(cache.get("casino-1")).toBeNull();
      expect(gunzipSync(cache.staleCopy("casino-1")!.gzip!).toString()).toBe("old");
      vi.advanceTimersByTime(STALE_GRACE_MS + 1);
      expect(cache.staleCopy("casino-1")).toBeNull();
      await store(cache, "casino-2", "old", ["casino:2"]);
      cache.invalidateTags(["casino:2"]);
      await store(cache, "casino-2", "new", ["casino:2"]);
      expect(cache.staleCopy("casino-2")).toBeNull();
      await store(cache, "casino-3", "old", ["casino:3"]);
      cache.invalidateTags(["casino:3"]);
      cache.invalidate(); // changes may have been missed: nothing old may be served
      expect(cache.staleCopy("casino-3")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("hands a busy dropped page to its refresh, and leaves a page seldom asked for to its next request", async () => {
    vi.useFakeTimers();
    try {
      const cache = new PageCache(100);
      const refreshed: string[] = [];
      const keep = (key: string) =>
        cache.set(key, 200, new Headers(), key, ["lists"], cache.mark(), () => refreshed.push(key));
      await keep("slots");
      for (let i = 0; i < 3; i++) cache.get("slots");
      vi.advanceTimersByTime(4000); // 3 reads in 4 s: less than once a second, not busy
      await keep("home");
      await keep("blog");
      for (let i = 0; i < 3; i++) cache.get("home"); // 3 reads at once: busy
      cache.get("blog"); // once: not busy
      cache.invalidateTags(["lists"]);
      expect(refreshed).toEqual(["home"]);
      expect(cache.staleCopy("home")).not.toBeNull(); // what answers meanwhile
      await keep("home");
      for (let i = 0; i < 3; i++) cache.get("home");
      cache.invalidate(); // everything dropped, nothing rendered again
      expect(refreshed).toEqual(["home"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("calls a page busy when read at least 3 times and on average at least once a second", async () => {
    expect(isBusy(3, 0)).toBe(true);
    expect(isBusy(3, 3000)).toBe(true);
    expect(isBusy(3, 3001)).toBe(false);
    expect(isBusy(2, 10)).toBe(false);
    expect(isBusy(600, 60_000)).toBe(true);
  });

  it("forgets the tags of an entry replaced or pushed out", async () => {
    const cache = new PageCache(1);
    await store(cache, "a", "1", ["casino:1"]);
    await store(cache, "b", "2", ["casino:2"]);
    expect(cache.invalidateTags(["casino:1"])).toBe(0);
    expect(cache.size).toBe(1);
  });
});

describe("pickEncoding", () => {
  it.each([
    ["gzip, deflate, br", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.8", "gzip"],
    ["*", "gzip"],
    ["identity", null],
    ["", null],
    [null, null],
  ] as const)("%s → %s", (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
