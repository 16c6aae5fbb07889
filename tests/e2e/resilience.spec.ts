import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures";

/**
 * docs/product-spec.md §6, §7, §8 in the browser, against the built server: the reload guard on a failed chunk, the
 * build watcher, page payloads and the trailing-slash guard (docs/decisions/0015).
 */

/** Opens the page of a slot that has a demo: its game is a lazy chunk, fetched on Play. */
async function openSlotWithDemo(page: Page) {
  await page.goto("/slots");
  const explorer = page.locator('section[aria-labelledby="explorer"]');
  await explorer.getByRole("checkbox", { name: "Demo available" }).check();
  await explorer.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/[?&]demo=1/);
  const href = await explorer.locator('article a[href^="/slots/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  // `goto` waits for the page's code (./fixtures.ts): the Play button answers once it is here.
  await page.goto(href ?? "");
  return href ?? "";
}

/** Marks the current document: the mark is gone after any full page load, kept by client navigation. */
const mark = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }));
const sameDocument = (page: Page) => page.evaluate(() => "__sameDocument" in window);

test.describe("a chunk that fails to load (docs/product-spec.md §8)", () => {
  test("reloads the page once, then shows the error page, and does not loop within 10 s", async ({ page }) => {
    const path = await openSlotWithDemo(page);
    let documents = 0;
    page.on("load", () => documents++);
    await page.route("**/assets/demo-game-*.js", (route) => route.abort("failed"));
    await mark(page);

    await page.getByRole("button", { name: "Play the free demo" }).click();
    // The first failure reloads the page: a new document on the same path.
    await expect.poll(() => documents).toBe(1);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(await sameDocument(page)).toBe(false);
    const stamp = await page.evaluate((key) => sessionStorage.getItem(key), `chunk-reload:${path}`);
    expect(Number(stamp)).toBeGreaterThan(0);

    // The second failure inside 10 s: the error page, no second reload (once the reloaded page's code is here).
    await hydrated(page);
    await mark(page);
    await page.getByRole("button", { name: "Play the free demo" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No search result");
    await expect(page.getByTestId("not-found-message")).toHaveText(`Page not found: ${path}`);
    await page.waitForTimeout(1500);
    expect(documents).toBe(1);
    expect(await sameDocument(page)).toBe(true);
  });

  test("a chunk that loads again after a reload shows the page as usual", async ({ page }) => {
    await openSlotWithDemo(page);
    let fail = true;
    await page.route("**/assets/demo-game-*.js", (route) => {
      if (!fail) return route.continue();
      fail = false;
      return route.abort("failed");
    });
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Play the free demo" }).click();
    await reloaded;
    await hydrated(page);
    await page.getByRole("button", { name: "Play the free demo" }).click();
    await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeVisible();
  });
});

test.describe("builds (docs/product-spec.md §7)", () => {
  test("the page fetches its build's manifest after 1 s and follows links in-app while its build is live", async ({
    page,
    consoleErrors,
  }) => {
    const meta = page.waitForResponse((res) => /\/builds\/meta\/[^/]+\.json$/.test(res.url()));
    const latest = page.waitForResponse((res) => res.url().endsWith("/builds/latest.json"));
    const started = Date.now();
    await page.goto("/casinos");
    const manifest = await meta;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(manifest.status()).toBe(200);
    const { id } = (await manifest.json()) as { id: string };
    expect(await (await latest).json()).toMatchObject({ id });
    expect(id).toBe(
      await page.evaluate(
        () => (window as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version,
      ),
    );

    await mark(page);
    await page.locator('header a[href="/slots"]:visible').first().click();
    await expect(page).toHaveURL(/\/slots$/);
    expect(await sameDocument(page)).toBe(true);
    expect(consoleErrors).toEqual([]);
  });

  test("once a new build is live, the next link is a full page load", async ({ page }) => {
    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { id: "a-newer-build", time: new Date().toISOString() } }),
    );
    const asked = page.waitForResponse((res) => res.url().endsWith("/builds/latest.json"));
    await page.goto("/casinos");
    await asked;
    await mark(page);
    await page.locator('header a[href="/slots"]:visible').first().click();
    await expect(page).toHaveURL(/\/slots$/);
    await expect(page.locator("h1")).toBeVisible();
    expect(await sameDocument(page)).toBe(false);
  });

  test("latest.json and an unknown build's meta answer JSON", async ({ request }) => {
    const latest = await request.get("/builds/latest.json");
    expect(latest.headers()["cache-control"]).toBe("no-cache");
    const { id, time } = (await latest.json()) as { id: string; time: string };
    expect(id).toMatch(/^[0-9a-f]+$/);
    expect(new Date(time).toISOString()).toBe(time);
    const unknown = await request.get("/builds/meta/00000000.json");
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "not_found" });
  });
});

test.describe("page payloads (docs/product-spec.md §7)", () => {
  test("{page}/_payload.json is the page's loader data as plain JSON; a 404 page's is a 404", async ({ request }) => {
    const casinos = await request.get("/casinos/_payload.json");
    expect(casinos.status()).toBe(200);
    expect(casinos.headers()["content-type"]).toContain("application/json");
    const data = (await casinos.json()) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(["root", "routes/default-layout", "routes/casinos"]);
    expect(data.root).toMatchObject({ locale: "en" });

    const home = await request.get("/_payload.json");
    expect(Object.keys((await home.json()) as object)).toContain("routes/home");
    const cabinet = await request.get("/lk/_payload.json");
    expect(cabinet.status()).toBe(200);

    const missing = await request.get("/casinos/no-such-casino/_payload.json");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ code: "not_found", message: "Page Not Found: /casinos/no-such-casino" });
  });
});

test.describe("the 'redirect-trailing-slash' guard (docs/product-spec.md §6)", () => {
  test("pages move to their one form, the query kept", async ({ page }) => {
    await page.goto("/casinos/?sort=users");
    await expect(page).toHaveURL(/\/casinos\?sort=users$/);
    await page.goto("/new-casinos");
    await expect(page).toHaveURL(/\/new-casinos\/$/);
    await page.goto("/lk");
    // /lk → /lk/, then the 'auth' guard sends the visitor to login and back.
    await expect(page).toHaveURL(/\/login\?next=%2Flk%2F$/);
  });
});
