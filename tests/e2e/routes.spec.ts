import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, firstLink, test } from "./fixtures";

const STATIC_ROUTES = [
  "/",
  "/lk/",
  "/about-us",
  "/blog",
  "/blog/articles",
  "/new-casinos/",
  "/slots",
  "/bonuses",
  "/bonuses/filters",
  "/casinos",
  "/casinos/filters",
  "/quality-mark",
  "/privacy-policy",
  "/terms-and-conditions",
  "/responsible-gaming",
  "/registration/complete",
  "/registration/activate/MQ/some-token",
];

/** Every page says what it is about: one meta description of its own, not empty (docs/decisions/0016). */
async function expectDescription(page: Page) {
  const description = page.locator('meta[name="description"]');
  await expect(description).toHaveCount(1);
  await expect(description).toHaveAttribute("content", /\S{3}/);
}

test.describe("every route of docs/product-spec.md §2", () => {
  for (const path of STATIC_ROUTES) {
    test(`${path} answers with its heading, a meta description and no console error`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator("h1")).toBeVisible();
      await expectDescription(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the content pages' descriptions are their own", async ({ request }) => {
    const descriptions: string[] = [];
    for (const path of STATIC_ROUTES.filter((p) => !p.startsWith("/registration/"))) {
      const html = await (await request.get(path)).text();
      descriptions.push(/<meta name="description" content="([^"]+)"/.exec(html)?.[1] ?? "");
    }
    expect(descriptions.filter((d) => d.length < 20)).toEqual([]);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  const DYNAMIC = [
    ["/casinos", "/casinos/"],
    ["/slots", "/slots/"],
    ["/blog/articles", "/blog/articles/"],
  ] as const;
  for (const [listPath, prefix] of DYNAMIC) {
    test(`a detail page under ${prefix} answers with its heading`, async ({ page, consoleErrors }) => {
      const href = await firstLink(page, listPath, prefix);
      const response = await page.goto(href);
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expectDescription(page);
      expect(consoleErrors).toEqual([]);
    });
  }

  test("the casino sub-catalogues and the bonus category answer from links on the pages", async ({
    page,
    consoleErrors,
  }) => {
    const casino = await firstLink(page, "/casinos", "/casinos/");
    await page.goto(casino);
    for (const prefix of ["/casinos/types/", "/casinos/games/", "/casinos/providers/"]) {
      const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute("href");
      expect(href, prefix).toBeTruthy();
      const response = await page.goto(href ?? "");
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1")).toBeVisible();
      await expectDescription(page);
      await page.goBack();
    }
    await page.goto("/");
    const privateHref = await page.locator('main a[href^="/casinos/privat/"]').first().getAttribute("href");
    const privatePage = await page.goto(privateHref ?? "");
    expect(privatePage?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
    await expectDescription(page);
    const categoryHref = await page.locator('header a[href^="/bonuses/categories/"]').first().getAttribute("href");
    const category = await page.goto(categoryHref ?? "");
    expect(category?.status()).toBe(200);
    await expect(page.locator("h1")).toBeVisible();
    await expectDescription(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe("article images", () => {
  test("an article shows its hero image sized, described and loaded first, and shares it as its link preview", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto(await firstLink(page, "/blog/articles", "/blog/articles/"));
    const hero = page.locator("main article picture img").first();
    await expect(hero).toHaveAttribute("width", "1280");
    await expect(hero).toHaveAttribute("height", "720");
    await expect(hero).toHaveAttribute("alt", /\S{3}/);
    await expect(hero).toHaveAttribute("loading", "eager");
    await expect(hero).toHaveAttribute("src", /^\/media\/library\/[0-9a-f]{32}\.jpg$/);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      new RegExp(`^${baseURL}/media/library/[0-9a-f]{32}\\.jpg$`),
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    // The related articles' cards: thumbnails, loaded when scrolled to.
    const thumbnail = page.locator('main section[aria-labelledby="related"] picture img').first();
    await expect(thumbnail).toHaveAttribute("loading", "lazy");
    await expect(thumbnail).toHaveAttribute("alt", /\S{3}/);
    expect(consoleErrors).toEqual([]);
  });

  test("the article list's cards show the articles' images as thumbnails", async ({ page }) => {
    await page.goto("/blog/articles");
    const thumbnails = page.locator("main article picture img");
    expect(await thumbnails.count()).toBeGreaterThan(5);
    await expect(thumbnails.first()).toHaveAttribute("loading", "lazy");
    await expect(thumbnails.first()).toHaveAttribute("width", "1280");
  });
});

test.describe("not found", () => {
  test("an unmatched path gives 404 with the not-found page of docs/product-spec.md §2", async ({ page }) => {
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("No search result");
    await expect(page.getByTestId("not-found-message")).toHaveText("Page not found: /no/such/page");
    await expect(page.getByText(/If you think this is a mistake, please contact us at \S+@\S+/)).toBeVisible();
    await expect(page.locator('img[alt="404"]')).toBeVisible();
    await expect(page.locator("main ul a")).toHaveCount(4);
  });

  test("an unknown slug gives 404 'Page Not Found: {path}'", async ({ page }) => {
    for (const path of [
      "/casinos/no-such-casino",
      "/slots/no-such-slot",
      "/casinos/types/nope",
      "/bonuses/categories/nope",
      "/blog/articles/nope",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByTestId("not-found-message")).toHaveText(`Page Not Found: ${path}`);
    }
  });
});

test.describe("shell", () => {
  test("the canonical link drops the trailing slash", async ({ page }) => {
    await page.goto("/new-casinos/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/new-casinos$/);
  });

  test("the footer carries the age notice and the language switcher changes the language", async ({
    page,
    baseURL,
  }) => {
    // Ukrainian is a language of the Ukrainian site (docs/product-spec.md §3).
    const ua = new URL(baseURL ?? "");
    ua.hostname = "ua.localhost";
    await page.goto(new URL("/casinos", ua).href);
    await expect(page.getByTestId("age-notice")).toContainText("18+");
    await page.getByLabel("Language").selectOption("ua");
    await expect(page.locator("html")).toHaveAttribute("lang", "uk");
    await expect(page.getByTestId("age-notice")).toContainText("21+");
    await expect(page).toHaveURL(/\/casinos$/);
  });

  test("the cookie notice goes away with a choice, stays away, and comes back from Cookie settings", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    const notice = page.getByRole("region", { name: /cookie/i });
    await notice.getByRole("button", { name: "Decline" }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(notice).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")?.value).toBe("declined");

    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(notice.getByRole("button", { name: "Decline" })).toBeFocused();
    await notice.getByRole("button", { name: "Accept analytics" }).click();
    await expect(notice).toHaveCount(0);
    expect((await context.cookies()).find((c) => c.name === "cookie_consent")?.value).toBe("accepted");
    // No TAG_MANAGER_ID on this server: nothing is loaded, accepted or not.
    await page.reload();
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#tag-manager")).toHaveCount(0);
  });
});

test.describe("accessibility", () => {
  for (const width of [375, 1280]) {
    test(`axe finds no violation with the cookie choice open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/casinos");
      await expect(page.getByRole("region", { name: /cookie/i })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }

  for (const width of [375, 1280]) {
    test(`axe finds no violation on an article with its hero image at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(await firstLink(page, "/blog/articles", "/blog/articles/"));
      await expect(page.locator("main article picture img").first()).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});
