import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** The casino journeys of issue 4: ranking tabs, the ten-facet filter, a casino page; and axe on them. */

const found = (page: Page) => page.getByRole("status").filter({ hasText: /casinos? found|Loading/ });
const cards = (page: Page) => page.locator("main article");
const countOf = async (page: Page) => Number(/(\d+) casinos? found/.exec((await found(page).textContent()) ?? "")?.[1]);

async function choose(page: Page, facet: string, value: RegExp) {
  const group = page.getByRole("group", { name: facet });
  if (!(await group.isVisible())) await page.locator("main summary", { hasText: facet }).click();
  const box = group.getByRole("checkbox", { name: value });
  const label = (await box.locator("xpath=..").textContent()) ?? "";
  await box.check();
  return Number(/\((\d+)\)\s*$/.exec(label)?.[1]);
}

test("ranking → crypto → filter with a payment method and a licence → load more → back → a casino and its tabs", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/casinos");
  const crypto = page.getByRole("navigation", { name: "Ranking categories" }).getByRole("link", { name: "Crypto" });
  await crypto.click();
  await expect(page).toHaveURL(/\/casinos\?category=crypto$/);
  await expect(crypto).toHaveAttribute("aria-current", "page");
  await expect(cards(page).first()).toBeVisible();

  await page.getByRole("link", { name: "Casino filter" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Casino filter");
  await page.goto("/casinos/filters?limit=5"); // small pages, so that "load more" has work to do
  const all = await countOf(page);

  const visa = await choose(page, "Payment methods", /^Visa/);
  await expect(page).toHaveURL(/payment_methods=visa/);
  await expect(found(page)).toHaveText(`${visa} casinos found`);
  expect(visa).toBeLessThan(all);

  const malta = await choose(page, "Licences", /^Malta Gaming Authority/);
  await expect(page).toHaveURL(/payment_methods=visa.*licences=mga|licences=mga.*payment_methods=visa/);
  await expect(found(page)).toHaveText(`${malta} casinos found`);
  await expect(page.getByRole("checkbox", { name: /^Visa/ })).toBeChecked();

  await expect(cards(page)).toHaveCount(Math.min(5, malta));
  const loadMore = page.getByRole("link", { name: "Load more" });
  while (await loadMore.isVisible()) {
    const before = await cards(page).count();
    await loadMore.click();
    await expect(cards(page)).not.toHaveCount(before);
  }
  await expect(page.getByText("No more casinos")).toBeVisible();
  await expect(cards(page)).toHaveCount(malta);
  const slugs = await cards(page)
    .locator("h3 a")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(new Set(slugs).size).toBe(malta);

  await page.goBack();
  await expect(page).not.toHaveURL(/licences=/);
  await expect(found(page)).toHaveText(`${visa} casinos found`);
  await expect(page.getByRole("checkbox", { name: /^Malta Gaming Authority/ })).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: /^Visa/ })).toBeChecked();

  await cards(page).first().locator("h3 a").click();
  await expect(page).toHaveURL(/\/casinos\/[a-z0-9-]+$/, { timeout: 15_000 });
  const tabs = page.getByRole("tab");
  await expect(tabs).toHaveCount(7);
  for (const name of ["General", "Payments", "Games", "Bonuses", "VIP", "Support", "Responsible gaming"]) {
    const tab = page.getByRole("tab", { name, exact: true });
    await tab.click();
    await expect(tab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "How this casino's safety index adds up" })).toBeVisible();
  await page.getByRole("link", { name: "How we compute the safety index" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Safety index: how we compute it");
  expect(consoleErrors).toEqual([]);
});

test("a facet's search box hides the values that do not match, with the spec's empty messages", async ({ page }) => {
  await page.goto("/casinos/filters");
  await page.locator("main summary", { hasText: "Accepted countries" }).click();
  const countries = page.getByRole("searchbox", { name: "Search in Accepted countries" });
  await countries.fill("portu");
  await expect(
    page.getByRole("group", { name: "Accepted countries" }).getByRole("checkbox", { disabled: false }),
  ).toHaveCount(1);
  await countries.fill("zzz");
  await expect(page.getByText("No countries found")).toBeVisible();
  await page.locator("main summary", { hasText: "Game providers" }).click();
  await page.getByRole("searchbox", { name: "Search in Game providers" }).fill("zzz");
  await expect(page.getByText("No matches found for the search")).toBeVisible();
  await expect(page).toHaveURL(/\/casinos\/filters$/); // searching inside a facet changes no filter
});

test("an empty result says 'No casinos found'", async ({ page }) => {
  await page.goto("/casinos/filters?q=no-casino-is-called-this");
  await expect(page.getByText("No casinos found")).toBeVisible();
  await expect(found(page)).toHaveText("0 casinos found");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter is a plain GET form, and load more is a link to the next page", async ({ page }) => {
    await page.goto("/casinos/filters?limit=5");
    await page.locator("main summary", { hasText: "Payment methods" }).click();
    await page.getByRole("checkbox", { name: /^Mastercard/ }).check();
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/payment_methods=mastercard/);
    await expect(page).toHaveURL(/limit=5/);
    await expect(page.getByRole("checkbox", { name: /^Mastercard/ })).toBeChecked();
    const first = await page.locator("main article h3").allTextContents();
    await page.getByRole("link", { name: "Load more" }).click();
    await expect(page).toHaveURL(/cursor=/);
    const second = await page.locator("main article h3").allTextContents();
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((name) => first.includes(name))).toEqual([]);
    await expect(page.getByRole("link", { name: "Back to the first page" })).toBeVisible();
  });
});

test.describe("accessibility", () => {
  const pages = ["/casinos", "/casinos/filters?payment_methods=visa", "/safety-index"];
  for (const width of [1280, 375]) {
    test(`axe finds no violation on the casino pages at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/casinos");
      const casino = (await page.locator("main article h3 a").first().getAttribute("href")) ?? "";
      for (const path of [...pages, casino]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (path.startsWith("/casinos/filters"))
          await page.locator("main summary", { hasText: "Accepted countries" }).click(); // a long facet, opened
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
      }
    });
  }
});
