import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, firstLink, test } from "./fixtures";

/**
 * Markets and search engines (docs/decisions/0016): each market's languages and the country switcher;
 * language URLs, canonical and hreflang on two markets; JSON-LD, Open Graph; robots.txt and sitemaps.
 * The market sites are *.localhost, which Chromium resolves to this machine.
 */

const MARKETS = ["BD", "PT", "UA", "FR", "GB", "MX", "AR", "PE"] as const;

function siteOf(baseURL: string | undefined, market: (typeof MARKETS)[number]): string {
  const url = new URL(baseURL ?? "");
  if (market !== "PT") url.hostname = `${market.toLowerCase()}.localhost`;
  return url.origin;
}

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const data = JSON.parse(text) as Record<string, unknown>;
    return (data["@graph"] as Record<string, unknown>[] | undefined) ?? [data];
  });
}

const types = async (page: Page) => (await jsonLd(page)).map((node) => node["@type"]);
const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test.describe("languages and countries of a market (docs/product-spec.md §3)", () => {
  test("each market's switcher offers its own languages with names and flags", async ({ page, baseURL }) => {
    const expected = {
      PT: ["en", "pt"],
      BD: ["en", "bn"],
      UA: ["en", "ua"],
      FR: ["en", "fr"],
      GB: ["en"],
      MX: ["en", "mx"],
      AR: ["en", "ar"],
      PE: ["en", "pe"],
    };
    for (const market of MARKETS) {
      await page.goto(`${siteOf(baseURL, market)}/about-us`);
      const options = page.getByLabel("Language").locator("option");
      expect(await options.evaluateAll((list) => list.map((o) => (o as HTMLOptionElement).value)), market).toEqual(
        expected[market],
      );
    }
    await page.goto(`${siteOf(baseURL, "BD")}/about-us`);
    await expect(page.getByLabel("Language").locator("option")).toHaveText(["🇬🇧 English", "🇧🇩 বাংলা"]);
  });

  test("the country switcher links to the same page on every market's configured site", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto(`${siteOf(baseURL, "BD")}/casinos/filters?providers=x`);
    const countries = page.getByRole("navigation", { name: "Casino Guide around the world" });
    const links = countries.getByRole("link");
    await expect(links).toHaveCount(8);
    expect(await links.evaluateAll((list) => list.map((a) => a.getAttribute("href")))).toEqual(
      MARKETS.map((market) => `${siteOf(baseURL, market)}/casinos/filters`),
    );
    await expect(countries.getByRole("link", { name: "Bangladesh" })).toHaveAttribute("aria-current", "true");
    await countries.getByRole("link", { name: "France" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${siteOf(baseURL, "FR")}/casinos/filters`);
    await expect(page.getByLabel("Language").locator("option")).toHaveCount(2);
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [375, 1280]) {
    test(`axe finds no violation with both switchers at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/", "/casinos"]) {
        await page.goto(`${siteOf(baseURL, "BD")}${path}?lang=bn`);
        await expect(page.locator("html")).toHaveAttribute("lang", "bn");
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      }
    });
  }
});

test.describe("language URLs (?lang=)", () => {
  test("a market language in the URL wins over the browser's and is kept as the visitor moves on", async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    const bd = siteOf(baseURL, "BD");
    await page.goto(`${bd}/casinos`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(`${bd}/casinos?lang=bn`);
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${bd}/casinos?lang=bn`);
    await expect.poll(async () => (await page.context().cookies(bd)).find((c) => c.name === "lang")?.value).toBe("bn");
    await page.locator("main article a[href^='/casinos/']").first().click();
    await expect(page.locator("h1")).toBeVisible();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "bn");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /নিরাপত্তা সূচক/);
    expect(consoleErrors).toEqual([]);
  });

  test("a language the market does not offer is ignored", async ({ page, baseURL }) => {
    await page.goto(`${siteOf(baseURL, "BD")}/casinos?lang=pt`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteOf(baseURL, "BD")}/casinos`);
  });

  test("the switcher leaves the language URL for the chosen language", async ({ page, baseURL }) => {
    const pt = siteOf(baseURL, "PT");
    await page.goto(`${pt}/bonuses?lang=pt`);
    await expect(page.locator("html")).toHaveAttribute("lang", "pt-PT");
    await page.getByLabel("Idioma").selectOption("en");
    await expect(page).toHaveURL(`${pt}/bonuses`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });
});

test.describe("what search engines read", () => {
  test("canonical and hreflang on two markets: every market × language and x-default, from the configured origins", async ({
    page,
    baseURL,
  }) => {
    const expected = (path: string) => [
      ...MARKETS.flatMap((market) => {
        const origin = siteOf(baseURL, market);
        const own = {
          PT: "pt-PT",
          BD: "bn-BD",
          UA: "uk-UA",
          FR: "fr-FR",
          MX: "es-MX",
          AR: "es-AR",
          PE: "es-PE",
        } as const;
        const code = { PT: "pt", BD: "bn", UA: "ua", FR: "fr", MX: "mx", AR: "ar", PE: "pe" } as const;
        const en = [`en-${market}`, `${origin}${path}`];
        return market === "GB" ? [en] : [en, [own[market], `${origin}${path}?lang=${code[market]}`]];
      }),
      ["x-default", `${siteOf(baseURL, "PT")}${path}`],
    ];
    const sorted = (pairs: string[][]) => pairs.map((p) => p.join(" ")).sort();
    for (const [market, lang, canonical] of [
      ["PT", "pt", `${siteOf(baseURL, "PT")}/new-casinos?lang=pt`],
      ["UA", "", `${siteOf(baseURL, "UA")}/new-casinos`],
    ] as const) {
      await page.goto(`${siteOf(baseURL, market)}/new-casinos/${lang ? `?lang=${lang}` : ""}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(meta(page, "og:url")).toHaveAttribute("content", canonical);
      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang") ?? "", l.getAttribute("href") ?? ""]));
      expect(sorted(alternates)).toEqual(sorted(expected("/new-casinos")));
    }
  });

  test("JSON-LD: Organization and WebSite everywhere, BreadcrumbList, a casino's Review, an article's Article", async ({
    page,
    baseURL,
  }) => {
    await page.goto("/");
    expect(await types(page)).toEqual(["Organization", "WebSite"]);
    // JSON-LD is data, never run: the page's policy (scripts by hash, server/http/csp.ts) does not apply to it,
    // and the page carries no nonce at all.
    expect(await page.locator("script[nonce]").count()).toBe(0);

    const casino = await firstLink(page, "/casinos", "/casinos/");
    await page.goto(casino);
    expect(await types(page)).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList", "Review"]));
    const nodes = await jsonLd(page);
    const review = nodes.find((n) => n["@type"] === "Review") as {
      itemReviewed: { name: string; aggregateRating?: { ratingCount: number } };
      reviewRating: { ratingValue: number };
    };
    expect(review.itemReviewed.name).toBe(await page.locator("h1").textContent());
    expect(review.reviewRating.ratingValue).toBeGreaterThan(0);
    expect(review.itemReviewed.aggregateRating?.ratingCount).toBeGreaterThan(0);
    const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList") as { itemListElement: { item: string }[] };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      `${baseURL}`,
      `${baseURL}/casinos`,
      `${baseURL}${casino}`,
    ]);

    const article = await firstLink(page, "/blog/articles", "/blog/articles/");
    await page.goto(article);
    expect(await types(page)).toEqual(expect.arrayContaining(["BreadcrumbList", "Article"]));
    await expect(meta(page, "og:type")).toHaveAttribute("content", "article");
  });

  test("JSON-LD stays after hydration, which it is not part of, and a client navigation brings the next page's", async ({
    page,
    consoleErrors,
  }) => {
    const reviewOf = async () =>
      (await jsonLd(page)).filter((n) => n["@type"] === "Review").map((n) => (n.itemReviewed as { name: string }).name);
    const casino = await firstLink(page, "/casinos", "/casinos/");
    await page.goto(casino);
    await page.waitForLoadState("networkidle");
    const name = await page.locator("h1").textContent();
    expect(await reviewOf()).toEqual([name]);
    expect(await types(page)).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]));
    // In the browser: to the ranking and on to another casino, without loading a document.
    await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Casino ranking" }).click();
    await expect(page).toHaveURL(/\/casinos$/);
    const other = page.locator(`main article a[href^="/casinos/"]:not([href="${casino}"])`).first();
    const href = await other.getAttribute("href");
    await other.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    // The address changes as the navigation commits; the heading follows with the new page.
    await expect(page.locator("h1")).not.toHaveText(name ?? "");
    await expect(page.locator("h1")).not.toHaveText("Casino ranking");
    const otherName = await page.locator("h1").textContent();
    await expect.poll(reviewOf).toEqual([otherName]);
    expect((await types(page)).filter((type) => type === "Organization")).toHaveLength(1);
    expect(consoleErrors).toEqual([]);
  });

  test("Open Graph: title, description, url, type and image, a logo where there is one", async ({ page, baseURL }) => {
    await page.goto("/casinos");
    await expect(meta(page, "og:title")).toHaveAttribute("content", "Casino ranking");
    await expect(meta(page, "og:description")).toHaveAttribute("content", /safety index/);
    await expect(meta(page, "og:type")).toHaveAttribute("content", "website");
    await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/images/share.png`);
    const image = await page.request.get(`${baseURL}/images/share.png`);
    expect(image.headers()["content-type"]).toBe("image/png");

    const slot = await firstLink(page, "/slots", "/slots/");
    await page.goto(slot);
    await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/media/logos/slot${slot.slice(6)}.svg`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /RTP \d/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
  });

  test("robots.txt and the sitemap index per domain", async ({ page, baseURL }) => {
    // Through the browser: it resolves the *.localhost market sites.
    const body = async (url: string) => await (await page.goto(url))!.text();
    for (const market of ["PT", "MX"] as const) {
      const origin = siteOf(baseURL, market);
      expect(await body(`${origin}/robots.txt`)).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(await body(`${origin}/sitemap.xml`)).toContain(`<loc>${origin}/sitemaps/casinos-1.xml</loc>`);
      const casinos = await body(`${origin}/sitemaps/casinos-1.xml`);
      expect(casinos).toContain(`<loc>${origin}/casinos/`);
      expect(casinos).toContain(`?lang=${market === "PT" ? "pt" : "mx"}</loc>`);
    }
  });
});
