import AxeBuilder from "@axe-core/playwright";
import { E2E_KINDS_EDITOR } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 17's other kinds in the browser, on the generic console screens: an editor (with TOTP) creates a
 * bonus — the form names what does not pass and keeps what was typed —, publishes it, and a visitor sees it
 * on the casino's page; edits a post's Portuguese text with its live preview and publishes it, and the
 * Portuguese article shows it; restores an old revision of an information page. axe on the new console pages
 * at 375 and 1280 px.
 */

const BONUS_TITLE = "Kestrel 150% weekend reload";
const BONUS_SLUG = "kestrel-weekend-reload";
const POST_PT = "Parágrafo novo: o Kestrel revê os bónus de fim de semana todas as sextas-feiras.";
const PAGE_LINE = "A sentence added for the restore test: it leaves again with the restore.";

test("an editor publishes a bonus, a Portuguese post text and restores a page revision", async ({
  browser,
  page: visitor,
}) => {
  test.setTimeout(240_000);
  const { page } = await openConsole(browser, E2E_KINDS_EDITOR);
  const nav = page.getByRole("navigation", { name: "Console" });
  for (const entry of ["Bonuses", "Posts", "Authors", "Information pages"])
    await expect(nav.getByRole("link", { name: entry })).toBeVisible();

  // A bonus: what does not pass is named field by field and kept; then it is published.
  await nav.getByRole("link", { name: "Bonuses" }).click();
  await expect(page.getByTestId("bonus-table")).toBeVisible();
  await page.getByRole("link", { name: "New bonus" }).click();
  await page.getByLabel("Title — English (required)").fill(BONUS_TITLE);
  await page.getByLabel("Promo code (optional)").fill("KESTREL 150");
  await page.getByRole("button", { name: "Save draft" }).click();
  const problems = page.getByRole("alert").filter({ hasText: "need a fix" });
  await expect(problems).toContainText("Casino");
  await expect(problems).toContainText("Promo code");
  await expect(page.getByLabel("Title — English (required)")).toHaveValue(BONUS_TITLE);
  await expect(page.getByLabel("Promo code (optional)")).toHaveValue("KESTREL 150");

  const casinoSelect = page.getByLabel("Casino", { exact: true });
  const casino = await casinoSelect.locator("option").nth(1).getAttribute("value");
  await casinoSelect.selectOption(casino!);
  await page.getByLabel("Address (slug)").fill(BONUS_SLUG);
  await page.getByLabel("Type", { exact: true }).selectOption({ label: "Reload" });
  await page.getByLabel("Promo code (optional)").fill("KESTREL150");
  await page.getByLabel("Valid from").fill("2026-01-01");
  await page.getByLabel("Valid until").fill("2099-12-31");
  // Offered to the visitors of the test (Portugal): the casino page shows it among the offers they can take.
  await page.getByRole("group", { name: "Countries" }).getByRole("checkbox", { name: "Portugal (PT)" }).check();
  await page.getByLabel("Match (%)").fill("150");
  await page.getByLabel("Amount or match cap").fill("300");
  await page.getByLabel("Wagering (×)").fill("35");
  await page.getByLabel("Terms — English").fill("Deposit on Saturday or Sunday; 35x the bonus.");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByTestId("bonus-status")).toContainText("Published");
  await expect(page).toHaveURL(/\/admin\/bonuses\/\d+$/);
  const bonusUrl = page.url();

  await visitor.goto(`/casinos/${casino}`);
  await visitor.getByRole("tab", { name: "Bonuses" }).click();
  await expect(visitor.getByText(BONUS_TITLE)).toBeVisible();

  // A post's Portuguese text, previewed as the site renders it, then published.
  await nav.getByRole("link", { name: "Posts" }).click();
  await page.getByLabel("Status").selectOption({ label: "Published" });
  await page.getByLabel("Category").selectOption({ label: "Article" });
  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByTestId("post-table").locator("tbody tr a").first().click();
  await expect(page.getByTestId("post-status")).toContainText("Published");
  const postSlug = await page.getByLabel("Address (slug)").inputValue();
  await page.getByRole("button", { name: /^Portuguese/ }).click();
  const body = page.getByRole("textbox", { name: "Text (Markdown) — Portuguese", exact: true });
  const before = await body.inputValue();
  await body.fill(
    `${before || (await page.getByRole("textbox", { name: "Text (Markdown) — English (required)", exact: true }).inputValue())}\n\n**${POST_PT}**`,
  );
  const preview = page.getByRole("region", { name: "Preview: Text (Markdown) — Portuguese" });
  await expect(preview.locator("strong", { hasText: POST_PT })).toBeVisible();
  await expect(preview.locator("[lang]")).toHaveAttribute("lang", /^pt/);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the site shows it now" })).toBeVisible();
  await visitor.goto(`/blog/articles/${postSlug}?lang=pt`);
  await expect(visitor.getByText(POST_PT)).toBeVisible();

  // An information page: a changed text published, then the first revision restored and published.
  await nav.getByRole("link", { name: "Information pages" }).click();
  await page
    .getByRole("row", { name: /\/about-us/ })
    .getByRole("link")
    .click();
  await expect(page.getByTestId("page-status")).toContainText("Published");
  const pageBody = page.getByRole("textbox", { name: "Text (Markdown) — English (required)", exact: true });
  const original = await pageBody.inputValue();
  await pageBody.fill(`${original}\n\n${PAGE_LINE}`);
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "the site shows it now" })).toBeVisible();
  // The visitor chose Portuguese above; the English text is read in English.
  await visitor.goto("/about-us?lang=en");
  await expect(visitor.getByText(PAGE_LINE)).toBeVisible();

  await page.getByRole("button", { name: "History" }).click();
  await expect(page.getByTestId("revisions").locator("tbody tr")).toHaveCount(2);
  await page.getByRole("button", { name: "Compare revision 1 with the newest" }).click();
  await expect(page.getByTestId("diff")).toContainText("body.en");
  await page.getByRole("button", { name: "Restore revision 1" }).click();
  await page.getByRole("button", { name: "Yes, restore it" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Restored as revision 3" })).toBeVisible();
  await expect(pageBody).toHaveValue(original);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published revision 3" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByText(PAGE_LINE)).toHaveCount(0);
  const pageUrl = page.url();

  // axe on the new console pages, on a phone and a desktop.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of [
      "/admin/bonuses",
      "/admin/bonuses/new",
      new URL(bonusUrl).pathname,
      `${new URL(bonusUrl).pathname}#history`,
      "/admin/posts",
      "/admin/posts/new",
      "/admin/authors",
      "/admin/authors/new",
      "/admin/pages",
      new URL(pageUrl).pathname,
    ]) {
      await page.goto(path.replace("#history", ""));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (path.endsWith("#history")) {
        await page.getByRole("button", { name: "History" }).click();
        await expect(page.getByTestId("revisions")).toBeVisible();
      } else if (/\/(new|\d+)$/.test(path)) {
        await expect(page.getByRole("heading", { name: "Texts in every language" })).toBeVisible();
      } else {
        await expect(page.getByRole("table")).toBeVisible();
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});
