import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The game explorer on /slots: facets in the URL, load more until the end, Back, a slot; and axe. */

const explorer = (page: Page) => page.locator('section[aria-labelledby="explorer"]');
const found = (page: Page) =>
  explorer(page)
    .getByRole("status")
    .filter({ hasText: /slots? found|Loading/ });
const cards = (page: Page) => explorer(page).locator("article");
const countOf = async (page: Page) => Number(/(\d+) slots? found/.exec((await found(page).textContent()) ?? "")?.[1]);

/** Ticks a value of a facet (opening the facet when folded); answers the count its label promised. */
async function choose(page: Page, facet: string, value: RegExp) {
  const group = explorer(page).getByRole("group", { name: facet });
  if (!(await group.isVisible())) await explorer(page).locator("summary", { hasText: facet }).click();
  const box = group.getByRole("checkbox", { name: value });
  const label = (await box.locator("xpath=..").textContent()) ?? "";
  await box.check();
  return Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${page.url()}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

test("demo and volatility in the URL → load more until 'No more slots' → back → a slot", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/slots");
  await page.waitForLoadState("networkidle");
  const all = await countOf(page);
  expect(all).toBeGreaterThan(0);

  const demo = await choose(page, "Free demo", /^Demo available/);
  await expect(page).toHaveURL(/\/slots\?.*demo=1/);
  await expect(found(page)).toHaveText(`${demo} slots found`);
  expect(demo).toBeLessThan(all);

  const veryHigh = await choose(page, "Volatility", /^Very high/);
  await expect(page).toHaveURL(/demo=1.*volatility=very_high|volatility=very_high.*demo=1/);
  await expect(found(page)).toHaveText(`${veryHigh} slots found`);
  await expect(explorer(page).getByRole("checkbox", { name: /^Demo available/ })).toBeChecked();
  // More than one page of 24, at most four: the end comes within three clicks.
  expect(veryHigh).toBeGreaterThan(24);
  expect(veryHigh).toBeLessThanOrEqual(96);

  await expect(cards(page)).toHaveCount(24);
  const loadMore = explorer(page).getByRole("link", { name: "Load more" });
  let clicks = 0;
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    clicks += 1;
    await expect(cards(page)).not.toHaveCount(before);
  }
  expect(clicks).toBeLessThanOrEqual(3);
  await expect(explorer(page).getByText("No more slots")).toBeVisible();
  await expect(cards(page)).toHaveCount(veryHigh);
  const hrefs = await cards(page)
    .locator("h3 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(veryHigh);
  await expect(page).not.toHaveURL(/cursor=/); // load more stays on the filter's URL

  await page.goBack();
  await expect(page).toHaveURL(/\/slots\?.*demo=1/);
  await expect(page).not.toHaveURL(/volatility=/);
  await expect(found(page)).toHaveText(`${demo} slots found`);
  await expect(explorer(page).getByRole("checkbox", { name: /^Very high/ })).not.toBeChecked();
  await expect(explorer(page).getByRole("checkbox", { name: /^Demo available/ })).toBeChecked();

  const first = cards(page).first().locator("h3 a");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page).toHaveURL(/\/slots\/[a-z0-9-]+$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  expect(consoleErrors).toEqual([]);
});

test("a top provider opens the explorer on that provider, with its games", async ({ page, consoleErrors }) => {
  await page.goto("/slots");
  await page.waitForLoadState("networkidle");
  const provider = page.locator('section[aria-labelledby="top-providers"] a').first();
  const name = (await provider.locator("span").first().textContent()) ?? "";
  const games = Number(/(\d+) games?/.exec((await provider.textContent()) ?? "")?.[1]);
  await provider.click();
  await expect(page).toHaveURL(/\/slots\?providers=[a-z0-9-]+#explorer$/);
  await expect(found(page)).toHaveText(`${games} slots found`);
  await expect(explorer(page).getByRole("checkbox", { name: new RegExp(`^${name}`) })).toBeChecked();
  await expect(explorer(page).getByRole("heading", { name: "Game explorer" })).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test("an empty result says 'No slots found'", async ({ page }) => {
  await page.goto("/slots?q=no-slot-is-called-this");
  await expect(explorer(page).getByText("No slots found")).toBeVisible();
  await expect(found(page)).toHaveText("0 slots found");
  await expect(explorer(page).getByRole("link", { name: "Load more" })).toHaveCount(0);
});

test("a refused parameter is dropped from the URL", async ({ page }) => {
  await page.goto("/slots?volatility=extreme&demo=1&sort=nonsense");
  await expect(page).toHaveURL(/\/slots\?demo=1$/);
  await expect(explorer(page).getByRole("checkbox", { name: /^Demo available/ })).toBeChecked();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the explorer is a plain GET form back to #explorer, and load more is a link to the next page", async ({
    page,
  }) => {
    await page.goto("/slots");
    await explorer(page)
      .getByRole("checkbox", { name: /^Demo available/ })
      .check();
    await explorer(page).getByRole("searchbox", { name: "Search by name" }).fill("a");
    await explorer(page).getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/\/slots\?.*demo=1.*#explorer$/);
    await expect(explorer(page).getByRole("checkbox", { name: /^Demo available/ })).toBeChecked();
    const first = await cards(page).locator("h3").allTextContents();
    expect(first).toHaveLength(24);
    await explorer(page).getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/cursor=.*#explorer$/);
    const second = await cards(page).locator("h3").allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await expect(explorer(page).getByRole("link", { name: "Back to the first page" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  for (const width of [1280, 375]) {
    test(`axe finds nothing on /slots and on a slot page at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/slots?demo=1");
      await page.waitForLoadState("networkidle");
      await explorer(page).locator("summary", { hasText: "Provider" }).click(); // a long facet, opened
      await expect(explorer(page).getByRole("searchbox", { name: "Search in Provider" })).toBeVisible();
      await expectNoAxeViolation(page);
      const slot = (await cards(page).first().locator("h3 a").getAttribute("href")) ?? "";
      await page.goto(slot);
      await page.waitForLoadState("networkidle");
      await expectNoAxeViolation(page);
    });
  }
});
