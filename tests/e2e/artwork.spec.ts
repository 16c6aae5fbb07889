import type { Page } from "@playwright/test";
import { expect, firstLink, test } from "./fixtures";

/**
 * Generated artwork in a real browser (docs/decisions/0034): every card's picture on the casino and slot lists
 * loads under the page's CSP as a picture of its own (no two casinos alike, no initials), and the casino and
 * slot pages name theirs.
 */
async function loadedSources(page: Page, selector: string): Promise<string[]> {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)))
    .toBe(true);
  return images.evaluateAll((all) => all.map((img) => (img as HTMLImageElement).getAttribute("src") ?? ""));
}

test("the casino list shows each casino's own mark, and its page names it", async ({ page, consoleErrors }) => {
  await page.goto("/casinos");
  const sources = [...new Set(await loadedSources(page, 'img[src^="/media/logos/casino/"]'))];
  expect(sources.length).toBeGreaterThan(5);
  const marks = await page.evaluate(
    async (urls) => Promise.all(urls.map(async (url) => (await fetch(url)).text())),
    sources,
  );
  expect(new Set(marks).size).toBe(sources.length);
  for (const mark of marks) expect(mark).not.toMatch(/>[A-Z]{2}<\/text>/);

  await page.goto(await firstLink(page, "/casinos", "/casinos/"));
  const name = (await page.locator("h1").innerText()).trim();
  const logo = page.getByRole("img", { name, exact: true });
  await expect(logo).toHaveAttribute("src", /^\/media\/logos\/casino\/[a-z0-9-]+\.svg\?v=[0-9a-f]+$/);
  await expect.poll(() => logo.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  expect(consoleErrors).toEqual([]);
});

test("slot thumbnails and studio marks load on the slots page, and a slot's page names its thumbnail", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/slots");
  expect((await loadedSources(page, 'img[src^="/media/logos/slot/"]')).length).toBeGreaterThan(3);
  expect((await loadedSources(page, 'img[src^="/media/logos/provider/"]')).length).toBeGreaterThan(3);

  await page.goto(await firstLink(page, "/slots", "/slots/"));
  const name = (await page.locator("h1").innerText()).trim();
  const thumbnail = page.getByRole("img", { name, exact: true });
  await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
  expect(consoleErrors).toEqual([]);
});
