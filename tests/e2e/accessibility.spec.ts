import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, firstLink, test } from "./fixtures";

/**
 * axe on every public page a visitor can open (docs/product-spec.md §2's routes, as an anonymous English
 * visitor), at a phone's width and a desktop's: a sentence's link told apart by its colour only, or a list's
 * card headings under no section heading, showed up on pages no other test ran axe on.
 */
const PAGES = [
  "/",
  "/casinos",
  "/casinos/filters",
  "/new-casinos",
  "/bonuses",
  "/bonuses/filters",
  "/slots",
  "/blog",
  "/blog/articles",
  "/complaints",
  "/complaints/new",
  // Not /lk: a visitor's cabinet sends them on to /login in the browser, mid-check.
  "/login",
  "/registration",
  "/password-reset",
  "/password-reset/MQ/some-token",
  "/search?q=casino",
  "/safety-index",
  "/quality-mark",
  "/about-us",
  "/privacy-policy",
  "/terms-and-conditions",
  "/responsible-gaming",
  "/no/such/page",
];

/** Pages reached by a link: [where the link is, the locator of the link]. */
const LINKED: readonly (readonly [string, string])[] = [
  ["/casinos", 'main article a[href^="/casinos/"]:not([href*="/filters"])'],
  ["/slots", 'main article a[href^="/slots/"]'],
  ["/blog/articles", 'main article a[href^="/blog/articles/"]'],
  ["/complaints", 'main a[href^="/complaints/"]:not([href="/complaints/new"])'],
  ["/", 'main a[href^="/casinos/privat/"]'],
  ["/", 'header a[href^="/bonuses/categories/"]'],
];

/** Pages linked from a detail page: [the list of the details, the detail's link prefix, the page's link prefix]. */
const FROM_A_DETAIL: readonly (readonly [string, string, string])[] = [
  ["/casinos", "/casinos/", "/casinos/games/"],
  ["/casinos", "/casinos/", "/casinos/types/"],
  ["/casinos", "/casinos/", "/casinos/providers/"],
  ["/blog/articles", "/blog/articles/", "/blog/authors/"],
];

async function hrefOf(page: Page, path: string, selector: string): Promise<string> {
  await page.goto(path);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `${selector} on ${path}`).toBeTruthy();
  return href ?? "";
}

test.describe("axe finds nothing on any public page, at 375 and 1280 px", () => {
  for (const path of PAGES) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expectNoAxeViolations(page);
    });
  }

  for (const [path, selector] of LINKED) {
    test(`the page of ${selector} on ${path}`, async ({ page }) => {
      await page.goto(await hrefOf(page, path, selector));
      await expectNoAxeViolations(page);
    });
  }

  for (const [list, detailPrefix, prefix] of FROM_A_DETAIL) {
    test(`a page under ${prefix}`, async ({ page }) => {
      const detail = await firstLink(page, list, detailPrefix);
      await page.goto(await hrefOf(page, detail, `main a[href^="${prefix}"]`));
      await expectNoAxeViolations(page);
    });
  }
});
