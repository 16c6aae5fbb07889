import { expect, firstLink, test } from "./fixtures";

/**
 * A page the server renders again writes its unchanged cards, menu, footer and deferred parts from the HTML
 * an earlier render gave them (app/part-fragments.server.ts, docs/decisions/0065, 0066). The browser must not
 * tell the difference: the same bytes, and hydration without an error. A browser that wrote a moment ago
 * (the `recent_write` mark, server/http/recent-write.ts) has every page rendered for it, never the cached
 * copy: so each request below is a render, and from the second on, one written from what was kept.
 */
test("pages written from the parts the server kept are the same bytes, and hydrate without an error", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  const slot = await firstLink(page, "/slots", "/slots/");
  const casino = await firstLink(page, "/casinos", "/casinos/");
  await context.addCookies([{ name: "recent_write", value: "1", url: baseURL! }]);
  for (const path of ["/", "/casinos", "/slots", "/bonuses", "/blog", slot, casino]) {
    const first = await page.request.get(path);
    expect(first.headers()["x-page-cache"], path).toBeUndefined();
    const again = await page.request.get(path);
    expect(await again.text(), path).toBe(await first.text());
    // Rendered once more, from what was kept, and hydrated (the fixture waits for it): a mismatch would be
    // an error in the console.
    await page.goto(path);
    await expect(page.locator("main h1"), path).toBeVisible();
  }
  expect(consoleErrors).toEqual([]);
});
