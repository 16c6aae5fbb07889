import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

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

test("the quality mark's holders show the badge on their cards and pages, and pass every checklist item", async ({
  page,
  consoleErrors,
}) => {
  await page.goto("/quality-mark");
  await expect(page.getByText(/keeps a safety index of 8\.0 or more/).first()).toBeVisible();
  const holders = page.locator("section", { has: page.getByRole("heading", { name: "Casinos that hold the mark" }) });
  const cards = holders.locator("article");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  await expect(holders.getByRole("link", { name: "Quality mark" })).toHaveCount(count);
  await expect(holders.getByText("Not recommended")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await cards.first().locator("h3 a").click();
  await expect(page).toHaveURL(/\/casinos\/[a-z0-9-]+$/);
  await expect(page.locator("main").getByRole("link", { name: "Quality mark" }).first()).toBeVisible();
  const checklist = page.locator('section[aria-labelledby="checklist"]');
  // "Site score" is explained next to the safety index (rule 6).
  await expect(page.getByText(/^The site score is our editors' overall rating/)).toBeVisible();
  await expect(checklist.locator("summary").first()).toBeVisible();
  await expect(checklist.locator("summary", { hasText: /^No: / })).toHaveCount(0);
  await expect(checklist.locator("summary", { hasText: /^Yes: / })).toHaveCount(
    await checklist.locator("summary").count(),
  );
  expect(consoleErrors).toEqual([]);
});

test("/new-casinos lists at most five new casinos for Portugal, safest first, each saying why it is there", async ({
  page,
  baseURL,
  consoleErrors,
}) => {
  // The landing page is for Portugal whatever the site: the UK one shows the same casinos.
  await page.goto(`${siteOf(baseURL, "GB")}/new-casinos`);
  await expect(page.getByText(/^A casino counts as new for 24 months after its launch\./)).toBeVisible();
  const why = page.locator("main ol > li").getByText(/^Why it is here: /);
  const count = await why.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(5);
  const scores: number[] = [];
  for (const text of await why.allTextContents()) {
    const match =
      /^Why it is here: launched on .+, it accepts players from Portugal, and its safety index is (\d+\.\d)\.$/.exec(
        text,
      );
    expect(match, text).not.toBeNull();
    scores.push(Number(match![1]));
  }
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});

test("on the main site, the location cookie decides whose top 10 it is", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "location", value: "GB", url: baseURL ?? "" }]);
  await page.goto("/");
  const section = page.locator("section", {
    has: page.getByRole("heading", { name: "Top 10 casinos of the month for United Kingdom" }),
  });
  const cards = section.locator("article");
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(section.getByText("Accepts players from United Kingdom")).toHaveCount(await cards.count());
});
