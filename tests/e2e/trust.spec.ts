import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Issue 15 on the UK and Bangladesh sites (market sites are *.localhost, which Chromium resolves to this
 * machine): the top 10 for the visitor's country, and a blacklisted casino's warning; axe on both.
 */
const SITES = [
  { market: "GB", country: "United Kingdom" },
  { market: "BD", country: "Bangladesh" },
] as const;

function siteOf(baseURL: string | undefined, market: string): string {
  const url = new URL(baseURL ?? "");
  url.hostname = `${market.toLowerCase()}.localhost`;
  return url.origin;
}

/** A blacklisted casino's slug, found through the public API (the low bands, then each one's warning). */
async function blacklistedSlug(request: APIRequestContext): Promise<string> {
  const list = await request.get("/api/casinos/?rating=very_low&rating=low&rating=below_average&limit=50");
  expect(list.ok()).toBe(true);
  const { items } = (await list.json()) as { items: { slug: string; warned: boolean }[] };
  for (const { slug } of items) {
    const detail = (await (await request.get(`/api/casinos/${slug}/`)).json()) as {
      warning: { reasons: { key: string }[] };
    };
    if (detail.warning.reasons[0]?.key === "blacklisted") return slug;
  }
  throw new Error("the demo data has no blacklisted casino");
}

async function expectNoAxeViolations(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
}

for (const { market, country } of SITES) {
  test(`the ${market} site's top 10 holds only casinos accepting ${country}`, async ({
    page,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto(`${siteOf(baseURL, market)}/`);
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: `Top 10 casinos of the month for ${country}` }),
    });
    const cards = section.locator("article");
    expect(await cards.count()).toBeGreaterThan(0);
    await expect(section.getByText(`Does not accept players from ${country}`)).toHaveCount(0);
    await expect(section.getByText(`Accepts players from ${country}`)).toHaveCount(await cards.count());
    await expect(section.getByRole("link", { name: "Show all casinos" })).toHaveAttribute(
      "href",
      "/casinos?category=top20&all=1",
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test(`a blacklisted casino's page on the ${market} site warns, with reasons and a plain link`, async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    const slug = await blacklistedSlug(request);
    await page.goto(`${siteOf(baseURL, market)}/casinos/${slug}`);
    const warning = page.getByRole("alert").filter({ hasText: "Warning: we do not recommend this casino" });
    await expect(warning).toBeVisible();
    await expect(warning.getByText("It is on our blacklist.")).toBeVisible();
    const link = page.getByRole("link", { name: "Casino website (not recommended)" });
    await expect(link).toHaveAttribute("rel", "nofollow noopener");
    await expect(page.getByRole("link", { name: "Visit casino" })).toHaveCount(0);
    // The checklist cannot contradict the warning.
    await expect(page.getByText("Not on our blacklist.")).toHaveCount(0);
    const checklist = page.locator('section[aria-labelledby="checklist"]');
    // The checklist hydrates as it comes near the screen (docs/decisions/0026).
    await checklist.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-deferred="ready"]', { has: checklist })).toHaveCount(1);
    await checklist.locator("summary", { hasText: /^No: Blacklist$/ }).click();
    await expect(checklist.getByRole("region")).toHaveText("On our blacklist."); // the accordion's side area
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
}
