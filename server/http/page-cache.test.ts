import { describe, expect, it } from "vitest";
import { PageCache } from "./page-cache";

const page = (n: number) => "x".repeat(n);
const store = (cache: PageCache, key: string, body: string) => cache.set(key, "", 200, new Headers(), body);

describe("PageCache", () => {
  it("never holds more than its size budget, dropping the least recently used first", () => {
    const cache = new PageCache(1000, 10_000);
    for (let i = 0; i < 100; i++) store(cache, `k${i}`, page(1000));
    expect(cache.heldSize).toBeLessThanOrEqual(10_000);
    expect(cache.size).toBeLessThan(10);
    expect(cache.get("k99", "")).not.toBeNull();
    expect(cache.get("k0", "")).toBeNull();
  });

  it("keeps a recently read entry over an older unread one", () => {
    const cache = new PageCache(3);
    store(cache, "a", "1");
    store(cache, "b", "2");
    cache.get("a", "");
    store(cache, "c", "3");
    store(cache, "d", "4");
    expect(cache.get("a", "")).not.toBeNull();
    expect(cache.get("b", "")).toBeNull();
  });

  it("stores nothing larger than the whole budget, and counts a replaced entry once", () => {
    const cache = new PageCache(10, 500);
    store(cache, "big", page(1000));
    expect(cache.size).toBe(0);
    store(cache, "a", page(100));
    const held = cache.heldSize;
    store(cache, "a", page(100));
    expect(cache.heldSize).toBe(held);
    cache.invalidate();
    expect(cache.heldSize).toBe(0);
  });

  it("joins a stored page with each hit's own nonce", async () => {
    const cache = new PageCache(10);
    cache.set("p", "n0nce", 200, new Headers(), '<script nonce="n0nce"></script>');
    expect(await cache.get("p", "fresh")!.text()).toBe('<script nonce="fresh"></script>');
  });
});
