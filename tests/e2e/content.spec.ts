import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/** Issue 14's content parts in the browser: the header's site search, the information pages, axe. */

const INFO_PAGES = ["/about-us", "/responsible-gaming", "/privacy-policy", "/terms-and-conditions"];

test("the header's search box finds casinos, bonuses, slots and articles, and opens one kind with load more", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  const box = page.getByRole("banner").getByRole("searchbox", { name: "Search the site" });
  await box.fill("slot");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=slot$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Results for “slot”");
  await expect(page.getByRole("heading", { level: 2, name: "Slots" })).toBeVisible();
  await page.getByRole("link", { name: "All matching slots" }).click();
  await expect(page).toHaveURL(/kind=slot/);
  await expect(page.getByRole("link", { name: "All results" })).toBeVisible();
  const hits = page.getByTestId("search-hits").locator("li");
  await expect(hits).toHaveCount(20);
  await page.getByRole("link", { name: "Load more" }).click();
  await expect(hits).toHaveCount(40);
  await hits.first().getByRole("link").click();
  await expect(page).toHaveURL(/\/slots\/[a-z0-9-]+$/);
  expect(consoleErrors).toEqual([]);
});

test("search works without JavaScript and says when nothing matches", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/about-us");
  await page.getByRole("banner").getByRole("searchbox").fill("zzzqqq");
  await page.getByRole("banner").getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=zzzqqq$/);
  await expect(page.getByText("Nothing found for “zzzqqq”.")).toBeVisible();
  await context.close();
});

test("information pages render their Markdown with headings, the live figures and the market's help line first", async ({
  page,
  context,
  baseURL,
  consoleErrors,
}) => {
  await page.goto("/about-us");
  await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
  await expect(page.locator("h2#contact")).toHaveText("Contact");
  // The live complaint figures stand inside the text.
  await expect(page.locator("main dl").getByText("Received", { exact: true })).toBeVisible();
  await expect(page.locator("main a[href^='mailto:']").first()).toBeVisible();
  await page.goto("/responsible-gaming");
  expect(await page.locator("main h2").count()).toBeGreaterThanOrEqual(4);
  // The default market is Portugal: its help line comes first.
  await expect(page.locator("main h3[id^='help-']").first()).toHaveAttribute("id", "help-pt");
  await context.addCookies([{ name: "lang", value: "ua", url: baseURL ?? "" }]);
  await page.goto("/responsible-gaming");
  await expect(page.getByRole("heading", { level: 1, name: "Відповідальна гра" })).toBeVisible();
  await expect(page.locator("main").getByText(/21\+/).first()).toBeVisible();
  await context.clearCookies({ name: "lang" });
  await page.goto("/privacy-policy");
  await expect(page.locator("main table")).toContainText("cookie_consent");
  await page.goto("/terms-and-conditions");
  await expect(page.getByRole("heading", { level: 1, name: "Terms and conditions" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test.describe("axe finds nothing on the search and information pages", () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [...INFO_PAGES, "/search?q=casino", "/search?q=bonus&kind=bonus", "/search?q=zzzqqq"]) {
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

test("the home's daily updates give today's new bonuses and casinos and the last seven days', and lead to them", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/");
  const updates = page.getByRole("region", { name: "Daily updates" });
  const bonuses = updates.getByRole("link", { name: /new bonus(es)? today/ });
  const casinos = updates.getByRole("link", { name: /new casinos? today/ });
  await expect(bonuses).toHaveAttribute("href", "/bonuses#new");
  await expect(casinos).toHaveAttribute("href", "/casinos#new");
  // The demo content added bonuses over the last days: the week's figure is news even on a quiet day.
  const week = Number((await bonuses.textContent())?.match(/(\d+) in the last 7 days/)?.[1]);
  expect(week).toBeGreaterThan(0);
  await expect(casinos).toContainText(/\d+ in the last 7 days/);

  await bonuses.click();
  await expect(page).toHaveURL(/\/bonuses#new$/);
  await expect(page.locator("h2#new")).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});
