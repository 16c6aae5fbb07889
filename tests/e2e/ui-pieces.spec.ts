import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, firstLink, test } from "./fixtures";
import { createPlayer, logIn } from "./players";

/**
 * The UI pieces of docs/product-spec.md §2 and the blog list of §4: the compact header and its About
 * submenu, the sign-up banner and card, the table of contents, show more / show less, the side-area
 * accordion, the blog's load more and filter, a private project's page; axe on every changed page.
 */

const banner = (page: Page) => page.getByRole("region", { name: "Join Casino Guide for free" });
const articleCards = (page: Page) => page.locator('main section[aria-labelledby="filter-results"] article');
const found = (page: Page) => page.getByRole("status").filter({ hasText: /articles? found|Loading|No articles/ });

/** A casino page with a long description (the review's "About …" section). */
async function casinoWithDescription(page: Page, { folded = false } = {}): Promise<string> {
  await page.goto("/casinos");
  const hrefs = await page
    .locator('main article a[href^="/casinos/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const href of [...new Set(hrefs)].filter((h) => /^\/casinos\/[^/]+$/.test(h))) {
    await page.goto(href);
    if ((await page.locator("#about-casino").count()) === 0) continue;
    if (!folded) return href;
    // A description longer than the folded height at this width.
    await page.waitForLoadState("networkidle");
    const block = page.locator('section[aria-labelledby="about-casino"] [id]').last();
    if (await block.evaluate((e) => e.scrollHeight > e.clientHeight + 1)) return href;
  }
  throw new Error("no casino with a description");
}

/** "About {casino}" is a deferred part: its fold's code comes as it nears the screen (docs/decisions/0026). */
async function aboutInView(page: Page): Promise<Locator> {
  const section = page.locator('section[aria-labelledby="about-casino"]');
  await section.scrollIntoViewIfNeeded();
  await expect(page.locator('[data-deferred="ready"]', { has: section })).toHaveCount(1);
  return section;
}

test.describe("header", () => {
  test("on phones one compact row; the menu opens under it, with the language", async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const header = page.locator("header");
    const box = await header.boundingBox();
    expect(box?.height).toBeLessThan(70);
    await expect(header.getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign up" })).toBeVisible();
    await header.getByLabel("Open menu").click();
    await expect(header.getByRole("link", { name: "Slots" }).first()).toBeVisible();
    await expect(header.getByRole("combobox", { name: "Language" }).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("About opens a keyboard submenu: about us, complaint service, safety index, quality mark, contact", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const about = page.locator("header summary:visible", { hasText: "About" });
    await about.focus();
    await page.keyboard.press("Enter");
    const submenu = page.locator("header details[open]:visible ul");
    await expect(submenu.getByRole("link")).toHaveText([
      "About us",
      "Complaint service",
      "Safety index",
      "Quality mark",
      "Contact",
    ]);
    await expect(submenu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/about-us#contact");
    await page.keyboard.press("Tab");
    await expect(submenu.getByRole("link", { name: "About us" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.locator("header details[open]:visible")).toHaveCount(0);
    await expect(about).toBeFocused();

    await about.click();
    await submenu.getByRole("link", { name: "Contact" }).click();
    await expect(page).toHaveURL(/\/about-us#contact$/);
    await expect(page.getByRole("heading", { name: "Contact" })).toBeInViewport();
    await expect(page.locator("header details[open]:visible")).toHaveCount(0);
  });

  test("one submenu is open at a time, and a click elsewhere closes it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const open = page.locator("header details[open]:visible");
    await page.locator("header summary:visible", { hasText: "Bonuses" }).click();
    await expect(open).toHaveCount(1);
    await page.locator("header summary:visible", { hasText: "Casino ranking" }).click();
    await expect(open).toHaveCount(1);
    await expect(open.locator("summary")).toContainText("Casino ranking");
    await page.locator("main h1").first().click();
    await expect(open).toHaveCount(0);
  });
});

test.describe("sign-up banner and card", () => {
  test("the banner leads to registration", async ({ page, consoleErrors }) => {
    await page.goto("/casinos");
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("link", { name: "Sign up free" }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByRole("heading", { level: 1, name: "Registration" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test("the card sits beside a casino's texts and leads to registration", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const casino = await casinoWithDescription(page);
    await page.goto(casino);
    const card = page.getByRole("region", { name: "Share your experience" });
    await expect(card).toBeVisible();
    await card.getByRole("link", { name: "Sign up free" }).click();
    await expect(page).toHaveURL(/\/registration$/);
  });

  test("both give way to the player's name once signed in", async ({ page, request }) => {
    test.setTimeout(90_000);
    const player = await createPlayer(request, "banner");
    await logIn(page, player.username);
    await page.goto("/casinos");
    const account = page.locator("header").getByRole("link", { name: `My account: ${player.username}` });
    await expect(account).toBeVisible();
    await expect(account).toHaveAttribute("href", "/lk/");
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("header").getByRole("link", { name: "Sign up" })).toHaveCount(0);
    await page.goto(await firstLink(page, "/blog/articles", "/blog/articles/"));
    await expect(page.getByRole("heading", { name: "Comments" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Share your experience" })).toHaveCount(0);
  });
});

test.describe("table of contents", () => {
  test("at 1280 px a sticky list beside the text: a link scrolls to its section and marks it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const tocCode: string[] = [];
    page.on("request", (request) => {
      if (/\/table-of-contents-[\w-]+\.js$/.test(request.url())) tocCode.push(request.url());
    });
    await page.goto("/safety-index");
    await page.waitForLoadState("networkidle");
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    // On the first screen, but its code (the section marking) waits for the visitor to use it.
    await expect(toc.locator("visible=true").first()).toBeInViewport();
    expect(tocCode).toEqual([]);
    const link = toc.getByRole("link", { name: "Withdrawal limit" }).locator("visible=true");
    await link.click();
    await expect(page).toHaveURL(/#withdrawal-limit$/);
    await expect(page.locator("#withdrawal-limit")).toBeInViewport();
    await expect(link).toHaveAttribute("aria-current", "location");
    await expect(toc.locator("visible=true").first()).toBeInViewport();
    await expect(toc.locator('a[aria-current="location"]:visible')).toHaveCount(1);
    expect(tocCode).toHaveLength(1);
  });

  test("at 375 px a folded list above the text", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/safety-index");
    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await expect(toc.getByRole("link", { name: "Age" }).locator("visible=true")).toHaveCount(0);
    await toc.locator("summary").click();
    await toc.getByRole("link", { name: "Age" }).locator("visible=true").click();
    await expect(page).toHaveURL(/#age$/);
    await expect(page.locator("#age")).toBeInViewport();
  });
});

test("show more / show less: the whole text is in the page, folded, and opens with the keyboard", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const casino = await casinoWithDescription(page, { folded: true });
  const html = await (await page.request.get(casino)).text();
  const description = page.locator('section[aria-labelledby="about-casino"] p').first();
  await page.goto(casino);
  expect(html).toContain((await description.textContent()) ?? "missing");

  const section = await aboutInView(page);
  const button = section.getByRole("button", { name: "Show more" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const block = section.locator(`#${(await button.getAttribute("aria-controls"))?.replace(/:/g, "\\:")}`);
  const folded = (await block.boundingBox())?.height ?? 0;
  expect(await block.evaluate((e) => e.scrollHeight)).toBeGreaterThan(folded);

  await button.focus();
  await page.keyboard.press("Enter");
  const less = section.getByRole("button", { name: "Show less" });
  await expect(less).toHaveAttribute("aria-expanded", "true");
  expect((await block.boundingBox())?.height).toBeGreaterThan(folded);
  await page.keyboard.press("Space");
  await expect(section.getByRole("button", { name: "Show more" })).toHaveAttribute("aria-expanded", "false");
  expect((await block.boundingBox())?.height).toBe(folded);
});

test("show more is offered only where the text is taller than its fold, at 375 and 1280 px", async ({ page }) => {
  const seen = { folded: 0, whole: 0 };
  await page.goto("/casinos");
  const hrefs = await page
    .locator('main article a[href^="/casinos/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const casinos = [...new Set(hrefs)].filter((h) => /^\/casinos\/[^/]+$/.test(h)).slice(0, 4);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const casino of casinos) {
      await page.goto(casino);
      await page.waitForLoadState("networkidle");
      if ((await page.locator("#about-casino").count()) === 0) continue;
      const section = await aboutInView(page);
      // The description's own height against the fold of five of its lines.
      const taller = await section
        .locator("p")
        .first()
        .evaluate((p) => (p as HTMLElement).offsetHeight > 5 * parseFloat(getComputedStyle(p).lineHeight) + 1);
      await expect(section.getByRole("button", { name: "Show more" }), `${casino} at ${width} px`).toHaveCount(
        taller ? 1 : 0,
      );
      seen[taller ? "folded" : "whole"]++;
    }
  }
  // Both cases met: phones fold these descriptions, wide screens show most of them whole.
  expect(seen.folded).toBeGreaterThan(0);
  expect(seen.whole).toBeGreaterThan(0);
});

test("a casino's long lists show a dozen names and 'Show all', a disclosure that needs no script", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/casinos");
  const hrefs = await page
    .locator('main article a[href^="/casinos/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  let casino = "";
  for (const href of [...new Set(hrefs)].filter((h) => /^\/casinos\/[^/]+$/.test(h))) {
    if ((await (await page.request.get(href)).text()).includes("Show all (")) {
      casino = href;
      break;
    }
  }
  expect(casino, "a casino that accepts players from more than 14 countries").not.toBe("");

  // The panels' code is held back until the disclosure has been used: it must work from the server's HTML.
  const requested: string[] = [];
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/casino-facts-[\w-]+\.js$/, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  await page.goto(casino);
  await page.waitForLoadState("networkidle");
  const panel = page.getByRole("tabpanel", { name: "General" });
  await expect(panel).toBeInViewport();
  // On the first screen, but its code waits for the visitor to scroll or reach for it.
  expect(requested).toEqual([]);

  const accepted = panel.locator("dd", { has: page.locator("details") }).first();
  const preview = accepted.locator("p").first();
  await expect(preview).toHaveText(/^([^,]+, ){11}[^,]+ and \d+ more$/);
  const more = Number(/and (\d+) more$/.exec((await preview.textContent()) ?? "")?.[1]);
  const whole = accepted.locator("details p");
  await expect(whole).toBeHidden();

  await accepted.getByText(`Show all (${12 + more})`).click();
  await expect(whole).toBeVisible();
  await expect(preview).toBeHidden();
  expect((await whole.textContent())?.split(", ")).toHaveLength(12 + more);
  await expect(accepted.getByText("Show less")).toBeVisible();
  await expect(accepted.getByText("Show all (")).toBeHidden();
  expect(requested).toHaveLength(1);

  // The code arrives: the panel is rendered afresh, the list still open, and closes again.
  release();
  await expect(panel.locator('[data-deferred="ready"]')).toHaveCount(1);
  await expect(whole).toBeVisible();
  await accepted.getByText("Show less").click();
  await expect(whole).toBeHidden();
  await expect(preview).toBeVisible();
  await expect(accepted.getByText(`Show all (${12 + more})`)).toBeVisible();
});

test.describe("accordion (responsible gaming: help lines and questions)", () => {
  const itemOf = (page: Page, heading: string) => page.locator(`main details:has(h3#${heading})`);
  const accordionOf = (page: Page, heading: string) => itemOf(page, heading).locator("xpath=../..");

  test("at 375 px the visitor's market is open and another opens in place", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/responsible-gaming");
    await page.waitForLoadState("networkidle");
    await expect(itemOf(page, "help-pt")).toHaveAttribute("open", "");
    await expect(itemOf(page, "help-pt").getByText("1414")).toBeVisible();
    await expect(itemOf(page, "help-fr").getByText("09 74 75 13 13")).toBeHidden();
    await itemOf(page, "help-fr").locator("summary").click();
    await expect(itemOf(page, "help-fr").getByText("09 74 75 13 13")).toBeVisible();
    await expect(accordionOf(page, "help-pt").getByRole("region")).toBeHidden();
    // The questions are an accordion too, each heading kept for the outline.
    await expect(page.getByRole("heading", { level: 3, name: "Can I cancel a self-exclusion early?" })).toBeVisible();
  });

  test("at 1280 px the side area shows one help line; a summary or a contents link picks another", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/responsible-gaming");
    await page.waitForLoadState("networkidle");
    const lines = accordionOf(page, "help-pt");
    const side = lines.getByRole("region");
    await expect(side).toHaveAccessibleName("Portugal");
    await expect(side).toContainText("1414");
    await itemOf(page, "help-fr").locator("summary").click();
    await expect(side).toHaveAccessibleName("France");
    await expect(side).toContainText("09 74 75 13 13");
    await expect(lines.locator("details[open]")).toHaveCount(1);

    const toc = page.getByRole("navigation", { name: "Table of contents" });
    await toc.getByRole("link", { name: "Ukraine" }).locator("visible=true").click();
    await expect(page).toHaveURL(/#help-ua$/);
    await expect(side).toHaveAccessibleName("Ukraine");
    await expect(side).toContainText("7333");
    await expect(lines.locator("details[open]")).toHaveCount(1);

    const questions = accordionOf(page, "can-i-cancel-a-self-exclusion-early");
    await expect(questions.getByRole("region")).toHaveAccessibleName("Can I cancel a self-exclusion early?");
    await questions.locator("summary", { hasText: "Is calling a help line free and anonymous?" }).click();
    await expect(questions.getByRole("region")).toContainText("you do not have to give your name");
  });
});

test.describe("accordion (the expert checklist)", () => {
  test("at 375 px an item opens in place", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(await casinoWithDescription(page));
    await page.waitForLoadState("networkidle");
    const checklist = page.locator('section[aria-labelledby="checklist"]');
    // The checklist hydrates as it comes near the screen (docs/decisions/0026).
    await checklist.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-deferred="ready"]', { has: checklist })).toHaveCount(1);
    const items = checklist.locator("details");
    await expect(checklist.getByRole("region")).toBeHidden();
    await items.nth(1).locator("summary").click();
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1).locator("p")).toBeVisible();
    await expect(items.nth(0).locator("p")).toBeVisible(); // the others are left as they were
  });

  test("at 1280 px a summary shows its content in the side area and closes the others", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(await casinoWithDescription(page));
    await page.waitForLoadState("networkidle");
    const checklist = page.locator('section[aria-labelledby="checklist"]');
    // The checklist hydrates as it comes near the screen (docs/decisions/0026).
    await checklist.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-deferred="ready"]', { has: checklist })).toHaveCount(1);
    const items = checklist.locator("details");
    const side = checklist.getByRole("region");
    const second = (await items.nth(1).locator("p").textContent()) ?? "";
    await expect(side).toBeVisible();
    await expect(side).toHaveText((await items.nth(0).locator("p").textContent()) ?? "");
    await items.nth(1).locator("summary").click();
    await expect(side).toHaveText(second);
    await expect(side).toHaveAccessibleName((await items.nth(1).locator("summary").textContent()) ?? "");
    await expect(checklist.locator("details[open]")).toHaveCount(1);
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.nth(1).locator("p")).toBeHidden(); // shown in the side area, not in place

    await items.nth(2).locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(side).toHaveText((await items.nth(2).locator("p").textContent()) ?? "");
    await expect(checklist.locator("details[open]")).toHaveCount(1);
  });
});

test.describe("blog list", () => {
  test("load more appends until 'No more articles'", async ({ page, consoleErrors }) => {
    await page.goto("/blog/articles");
    await page.waitForLoadState("networkidle");
    const total = Number(/(\d+) articles? found/.exec((await found(page).textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThan(12);
    await expect(articleCards(page)).toHaveCount(12);
    const first = await articleCards(page).locator("h3").first().textContent();
    const loadMore = page.getByRole("link", { name: "Load more" });
    for (let shown = 12; shown < total; shown = Math.min(shown + 12, total)) {
      await loadMore.click();
      await expect(articleCards(page)).toHaveCount(Math.min(shown + 12, total));
    }
    await expect(page.getByText("No more articles")).toBeVisible();
    await expect(loadMore).toHaveCount(0);
    await expect(articleCards(page).locator("h3").first()).toHaveText(first ?? "");
    const titles = await articleCards(page).locator("h3").allTextContents();
    expect(new Set(titles).size).toBe(total);
    expect(consoleErrors).toEqual([]);
  });

  test("the filter: categories and tags in the URL, a search, the empty state, Back", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/blog/articles");
    await page.waitForLoadState("networkidle");
    const all = Number(/(\d+) articles? found/.exec((await found(page).textContent()) ?? "")?.[1]);

    const reviews = page.getByRole("group", { name: "Categories" }).getByRole("checkbox", { name: /^Casino reviews/ });
    const promised = Number(/\((\d+)\)\s*$/.exec((await reviews.locator("xpath=..").textContent()) ?? "")?.[1]);
    expect(promised).toBeGreaterThan(0);
    expect(promised).toBeLessThan(all);
    await reviews.check();
    await expect(page).toHaveURL(/\/blog\/articles\?.*kind=review/);
    await expect(found(page)).toHaveText(`${promised} article${promised === 1 ? "" : "s"} found`);

    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzzz-nothing");
    await page.getByRole("button", { name: "Show results" }).click();
    await expect(page).toHaveURL(/q=zzzz-nothing/);
    await expect(page.getByText("No articles match this filter")).toBeVisible();
    await expect(found(page)).toHaveText("0 articles found");

    await page.goBack();
    await expect(found(page)).toHaveText(`${promised} article${promised === 1 ? "" : "s"} found`);
    await expect(reviews).toBeChecked();

    const tags = page.getByRole("group", { name: "Tags" });
    if (!(await tags.isVisible())) await page.locator("main summary", { hasText: /^Tags/ }).click();
    const tag = tags.getByRole("checkbox").first();
    const tagSlug = await tag.getAttribute("value");
    await tag.check();
    await expect(page).toHaveURL(new RegExp(`tag=${tagSlug}`));
    await expect(page).toHaveURL(/kind=review/);
  });
});

test("/casinos/privat/{slug} shows the project it names, what a private project is and the disclosure", async ({
  page,
}) => {
  await page.goto("/");
  // On the home page each private project's card leads to its page, named for the casino it shows.
  const projects = page.getByRole("region", { name: "Private casino projects" });
  const card = projects.getByRole("article").first();
  const cardName = (await card.getByRole("heading").first().textContent()) ?? "missing";
  const partnership = card.getByRole("link", { name: `Our partnership with ${cardName}` });
  await expect(partnership).toHaveAttribute("href", /^\/casinos\/privat\//);
  await partnership.click();
  await expect(page).toHaveURL(/\/casinos\/privat\//);
  await expect(page.locator("main article")).toHaveCount(1);
  const name = await page.locator("main article h2, main article h3").first().textContent();
  expect(name).toBe(cardName);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name ?? "missing");
  await expect(page.getByRole("heading", { name: "What is a private casino project?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Advertising disclosure" })).toBeVisible();
  expect((await page.request.get("/casinos/privat/not-a-project")).status()).toBe(404);
});

test.describe("accessibility", () => {
  for (const width of [375, 1280]) {
    test(`axe finds nothing on the changed pages at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      const casino = await casinoWithDescription(page);
      const article = await firstLink(page, "/blog/articles", "/blog/articles/");
      await page.goto("/");
      const privat = (await page.locator('main a[href^="/casinos/privat/"]').first().getAttribute("href")) ?? "";
      const paths = [
        "/",
        "/casinos",
        "/bonuses",
        "/slots",
        "/blog",
        "/blog/articles?kind=review",
        "/blog/articles?q=zzzz-nothing",
        article,
        casino,
        "/safety-index",
        "/about-us",
        "/responsible-gaming",
        privat,
      ];
      const found: string[] = [];
      for (const path of paths) {
        await page.goto(path);
        await page.waitForLoadState("networkidle");
        if (width === 375) await page.locator("header").getByLabel("Open menu").click();
        else await page.locator("header summary:visible", { hasText: "About" }).click();
        const results = await new AxeBuilder({ page }).analyze();
        found.push(
          ...results.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
        );
      }
      expect(found).toEqual([]);
    });
  }
});
