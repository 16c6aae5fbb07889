import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The bonus filter /bonuses/filters: a searched casino facet, the URL, load more until the end; and axe. */

const found = (page: Page) => page.getByRole("status").filter({ hasText: /bonus(es)? found|Loading/ });
const cards = (page: Page) => page.locator('main section[aria-labelledby="filter-results"] article');
const countOf = async (page: Page) =>
  Number(/(\d+) bonus(es)? found/.exec((await found(page).textContent()) ?? "")?.[1]);

async function openFacet(page: Page, facet: string) {
  const group = page.getByRole("group", { name: facet, exact: true });
  if (!(await group.isVisible())) await page.locator("main summary", { hasText: new RegExp(`^${facet}`) }).click();
  return group;
}

test("search the casino facet, pick a casino → only its bonuses, in the URL → load more until 'No more bonuses'", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/bonuses/filters?limit=2"); // small pages, so that "load more" has work to do
  await page.waitForLoadState("networkidle");
  const all = await countOf(page);
  expect(all).toBeGreaterThan(2);

  const casinos = await openFacet(page, "Casino");
  const search = page.getByRole("searchbox", { name: "Search in Casino" });
  await search.fill("zzz");
  await expect(casinos.getByText("No casinos found")).toBeVisible();
  await search.fill("atlas");
  await expect(casinos.getByRole("checkbox")).toHaveCount(1);
  const atlas = casinos.getByRole("checkbox", { name: /^Atlas Casino/ });
  const promised = Number(/\((\d+)\)\s*$/.exec((await atlas.locator("xpath=..").textContent()) ?? "")?.[1]);
  expect(promised).toBeGreaterThan(0);
  await atlas.check();

  await expect(page).toHaveURL(/\/bonuses\/filters\?.*casinos=atlas-casino/);
  await expect(page).toHaveURL(/limit=2/);
  await expect(found(page)).toHaveText(`${promised} bonus${promised === 1 ? "" : "es"} found`);
  expect(promised).toBeLessThan(all);
  await expect(cards(page)).toHaveCount(Math.min(2, promised));

  const loadMore = page.getByRole("link", { name: "Load more" });
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  await expect(page.getByText("No more bonuses")).toBeVisible();
  await expect(cards(page)).toHaveCount(promised);
  for (const card of await cards(page).all()) {
    await expect(card.locator('a[href^="/casinos/"]')).toHaveAttribute("href", "/casinos/atlas-casino");
  }
  await expect(page.getByRole("checkbox", { name: /^Atlas Casino/ })).toBeChecked();

  await page.goBack();
  await expect(page).not.toHaveURL(/casinos=/);
  await expect(found(page)).toHaveText(`${all} bonuses found`);
  expect(consoleErrors).toEqual([]);
});

test("the short filter on /bonuses opens the filter page on its casino", async ({ page }) => {
  await page.goto("/bonuses");
  await page.getByRole("combobox", { name: "Casino" }).selectOption({ label: "Atlas Casino" });
  await page.locator('section[aria-labelledby="filter"]').getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/\/bonuses\/filters\?casinos=atlas-casino/);
  await expect(page.getByRole("checkbox", { name: /^Atlas Casino/ })).toBeChecked();
  await expect(cards(page).first()).toBeVisible();
});

test("a refused or unknown value is dropped from the URL", async ({ page }) => {
  await page.goto("/bonuses/filters?casinos=no-such-casino&types=welcome&wagering=lots");
  await expect(page).toHaveURL(/\/bonuses\/filters\?types=welcome$/);
  await expect(
    page.getByRole("group", { name: "Bonus type" }).getByRole("checkbox", { name: /^Welcome/ }),
  ).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter is a plain GET form, and load more is a link to the next page", async ({ page }) => {
    await page.goto("/bonuses/filters");
    await page
      .getByRole("group", { name: "Bonus type" })
      .getByRole("checkbox", { name: /^Welcome/ })
      .check();
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/types=welcome/);
    await expect(
      page.getByRole("group", { name: "Bonus type" }).getByRole("checkbox", { name: /^Welcome/ }),
    ).toBeChecked();
    const first = await cards(page).locator("h3").allTextContents();
    expect(first).toHaveLength(24);
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await cards(page).locator("h3").allTextContents();
    expect(second.length).toBeGreaterThan(0);
    await expect(page.getByRole("link", { name: "Back to the first page" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const width of [1280, 375]) {
    test(`axe finds nothing on /bonuses/filters at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/bonuses/filters?types=welcome");
      await page.waitForLoadState("networkidle");
      await openFacet(page, "Casino"); // a long facet, opened
      await expect(page.getByRole("searchbox", { name: "Search in Casino" })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});
