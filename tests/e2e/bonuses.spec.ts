import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { LOCALES } from "#contracts/locales";
import { expect, test } from "./fixtures";

/** The bonus card of issue 6 (promo code copy, expired state, eligibility) and the bonus categories. */

const CATEGORIES = ["no-deposit", "welcome", "free-spins", "cashback", "reload", "vip", "exclusive", "crypto"];
const COPY_PREFIX = "Copy promo code ";

/** The first copy button on the page and the code it copies, once the page has hydrated. */
async function firstCopyButton(page: Page): Promise<{ button: Locator; code: string }> {
  await page.goto("/bonuses");
  await page.waitForLoadState("networkidle");
  const button = page.getByRole("button", { name: new RegExp(`^${COPY_PREFIX}`) }).first();
  const label = (await button.getAttribute("aria-label")) ?? "";
  const code = label.slice(COPY_PREFIX.length);
  expect(code).toMatch(/^[A-Z0-9]+$/);
  // The code is visible text beside its button.
  await expect(button.locator("xpath=..").locator("code")).toHaveText(code);
  return { button, code };
}

test("every bonus card shows its terms, the casino's safety index and whether it is available in the visitor's country", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/bonuses");
  // Outside the "Expired offers" section, which is there to show offers that ended.
  const cards = page
    .locator('main section:not([aria-labelledby="expired"]) article')
    .filter({ has: page.locator('a[href^="/casinos/"]') });
  const bonusCards = cards.filter({ hasText: "Wagering" });
  expect(await bonusCards.count()).toBeGreaterThan(0);
  for (const card of await bonusCards.all()) {
    await expect(card.locator("h3")).not.toBeEmpty();
    for (const term of ["Wagering", "Min deposit", "Max bet"])
      await expect(card.getByText(term, { exact: true })).toBeVisible();
    await expect(card.getByText(/^Safety index:/)).toBeAttached();
    await expect(card.getByText(/(Available|Not available) in Portugal$/)).toBeVisible();
    // /bonuses lists only offers still valid today, each with its call to action (issue 15, rule 8).
    await expect(card.getByText("Expired", { exact: true })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Get the .+ bonus$/ })).toHaveAttribute(
      "rel",
      "nofollow noopener noreferrer",
    );
  }
  // The full terms, behind "show more".
  const first = bonusCards.first();
  const terms = first.getByRole("link", { name: "The casino's own terms and conditions" });
  await expect(terms).toBeHidden();
  await first.locator("summary", { hasText: "Full terms" }).click();
  await expect(terms).toBeVisible();
  for (const term of ["Time to meet the wagering", "Max cashout"])
    await expect(first.getByText(term, { exact: true })).toBeVisible();
  // The offers that ended are marked, without their code or a call to action.
  const ended = page.locator('section[aria-labelledby="expired"] article');
  expect(await ended.count()).toBeGreaterThan(0);
  for (const card of await ended.all()) {
    await expect(card.getByText("Expired", { exact: true })).toBeVisible();
    await expect(card.getByRole("button", { name: /^Copy promo code/ })).toHaveCount(0);
    await expect(card.getByRole("link", { name: /^Get the .+ bonus$/ })).toHaveCount(0);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe("promo code", () => {
  test("the copy button puts the code on the clipboard and says so", async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const { button, code } = await firstCopyButton(page);
    await button.click();
    await expect(page.getByText("Promo code copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    expect(consoleErrors).toEqual([]);
  });

  test("when the clipboard refuses, the code is selected and the toast says copying failed", async ({ page }) => {
    await page.addInitScript(() => {
      Clipboard.prototype.writeText = () =>
        Promise.reject(new DOMException("Write permission denied.", "NotAllowedError"));
    });
    const { button, code } = await firstCopyButton(page);
    await button.click();
    await expect(page.getByText("Copying failed. The code is selected: copy it yourself.")).toBeVisible();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(code);
  });
});

test("an expired bonus leaves the categories, stays findable in the filter, and shows no code", async ({
  page,
  consoleErrors,
}) => {
  const expiredIn = (scope: Locator) =>
    scope.locator("main article").filter({ has: page.getByText("Expired", { exact: true }) });
  for (const slug of CATEGORIES) {
    await page.goto(`/bonuses/categories/${slug}`);
    await expect(expiredIn(page.locator("body"))).toHaveCount(0);
  }
  // The filter shows every bonus: page through it (the "Load more" links) to an expired one.
  let expired: Locator | null = null;
  await page.goto("/bonuses/filters");
  for (let pages = 0; pages < 20 && expired === null; pages++) {
    const found = expiredIn(page.locator("body"));
    if ((await found.count()) > 0) expired = found.first();
    else {
      const more = page.getByRole("link", { name: "Load more" });
      if ((await more.count()) === 0) break;
      await page.goto((await more.getAttribute("href")) ?? "/bonuses/filters");
    }
  }
  expect(expired, "the demo data has an expired bonus").not.toBeNull();
  await expect(expired!.getByText(/^Expired on /)).toBeVisible();
  await expect(expired!.getByText(/^Valid until /)).toHaveCount(0);
  await expect(expired!.locator("code")).toHaveCount(0);
  await expect(expired!.getByRole("button", { name: new RegExp(`^${COPY_PREFIX}`) })).toHaveCount(0);
  await expect(expired!.getByRole("link", { name: /^Get the .+ bonus$/ })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("a casino's bonuses tab shows the offers of the visitor's country, and folds the others without a call to action", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/casinos/tidal-casino");
  await page.getByRole("tab", { name: "Bonuses", exact: true }).click();
  const panel = page.getByRole("tabpanel", { name: "Bonuses", exact: true });
  const takeable = panel.locator("article");
  expect(await takeable.count(), "the demo casino has offers for Portugal").toBeGreaterThan(0);
  for (const card of await takeable.all()) {
    await expect(card.getByText("Available in Portugal")).toBeVisible();
    await expect(card.getByRole("link", { name: "Get the Tidal Casino bonus" })).toBeVisible();
  }
  // The versions run in other countries: behind their summary, closed, a line each (the offer, where it runs,
  // its wagering), with nothing to click through to.
  const elsewhere = panel.getByTestId("offers-elsewhere");
  const folded = elsewhere.locator("li");
  const others = await folded.count();
  expect(others, "and versions run in other countries").toBeGreaterThan(0);
  const summary = elsewhere.locator(":scope > summary");
  await expect(summary).toHaveText(`${others} offers not available in Portugal`);
  await expect(folded.first()).toBeHidden();
  await summary.click();
  for (const line of await folded.all()) {
    await expect(line).toBeVisible();
    await expect(line).toContainText(/ · Available in \S/);
    await expect(line).not.toContainText("Portugal");
    await expect(line).toContainText("Wagering: ");
    await expect(line.getByRole("link")).toHaveCount(0);
  }
  await expect(elsewhere.locator("article")).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test.describe("categories", () => {
  test("the bonuses menu lists every category", async ({ page }) => {
    await page.goto("/bonuses");
    const hrefs = await page
      .locator('header nav a[href^="/bonuses/categories/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(new Set(CATEGORIES.map((slug) => `/bonuses/categories/${slug}`)));
  });

  test("each category has an introduction in all nine languages", async ({ page, context, baseURL }) => {
    test.slow(); // 8 categories × 9 languages: 72 pages, each loaded and hydrated
    for (const slug of CATEGORIES) {
      const intros = new Map<string, string>();
      for (const locale of LOCALES) {
        await context.addCookies([{ name: "lang", value: locale, url: baseURL ?? "" }]);
        const response = await page.goto(`/bonuses/categories/${slug}`);
        expect(response?.status()).toBe(200);
        const intro = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
        await expect(page.locator("main").getByText(intro, { exact: true })).toBeVisible();
        intros.set(locale, intro);
      }
      const english = intros.get("en") ?? "";
      expect(english.length, slug).toBeGreaterThan(20);
      for (const [locale, intro] of intros)
        if (locale !== "en") expect(intro, `${slug} in ${locale}`).not.toBe(english);
    }
  });

  test("an unknown category is a 404 'Page Not Found: {path}'", async ({ page }) => {
    const response = await page.goto("/bonuses/categories/no-such-category");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found-message")).toHaveText(
      "Page Not Found: /bonuses/categories/no-such-category",
    );
  });
});

test.describe("accessibility", () => {
  for (const width of [1280, 375]) {
    test(`axe finds no violation on the bonus pages at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/bonuses", "/bonuses/categories/welcome", "/bonuses/categories/exclusive"]) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        ).toEqual([]);
      }
    });
  }
});
