import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The first view (issue 12, docs/decisions/0026): what the server HTML carries on its own (meta descriptions,
 * descriptive card links, the cookie notice, the deferred parts of a page in place), and that deferred code
 * loads only when its part comes near the screen.
 */

const html = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { "accept-language": "en" } });
  expect(response.status(), path).toBe(200);
  return response.text();
};

/** The first link of `html` under `prefix` with one more path segment. */
function firstHref(page: string, prefix: string): string {
  const escaped = prefix.replace(/[/]/g, "\\/");
  const match = new RegExp(`href="(${escaped}[a-z0-9-]+)"`).exec(page);
  if (!match) throw new Error(`no link under ${prefix}`);
  return match[1]!;
}

const description = (page: string) => /<meta name="description" content="([^"]*)"/.exec(page)?.[1] ?? "";

/** The visible text of every link of the page's main content. */
const linkTexts = (page: string) =>
  [...(page.split('<main id="main"')[1] ?? "").matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
    m[1]!
      .replace(/<[^>]+>/g, "")
      .replace(/&#x27;/g, "'")
      .replace(/\s+/g, " ")
      .trim(),
  );

test("every public page has a meta description in its server HTML", async ({ request }) => {
  const casino = firstHref(await html(request, "/casinos"), "/casinos/");
  const slot = firstHref(await html(request, "/slots"), "/slots/");
  const articles = await html(request, "/blog/articles");
  const article = firstHref(articles, "/blog/articles/");
  const author = firstHref(await html(request, article), "/blog/authors/");
  const category = firstHref(await html(request, "/bonuses"), "/bonuses/categories/");
  const pages = [
    "/",
    "/casinos",
    casino,
    "/casinos/filters",
    "/new-casinos/",
    "/slots",
    slot,
    "/bonuses",
    "/bonuses/filters",
    category,
    "/blog",
    "/blog/articles",
    article,
    author,
    "/complaints",
    "/about-us",
    "/privacy-policy",
    "/terms-and-conditions",
    "/responsible-gaming",
    "/quality-mark",
    "/safety-index",
  ];
  for (const path of pages) {
    const text = description(await html(request, path));
    expect(text.length, `${path}: ${text}`).toBeGreaterThan(40);
  }
});

test("card links say where they lead: no 'Read more', the casino's name in reviews and bonuses", async ({
  request,
}) => {
  const generic = /^(read more|more|learn more|click here|here|get bonus)$/i;
  for (const path of ["/", "/casinos", "/bonuses", "/slots", "/blog", "/blog/articles"]) {
    const texts = linkTexts(await html(request, path));
    expect(texts.length, path).toBeGreaterThan(5);
    expect(
      texts.filter((text) => generic.test(text)),
      path,
    ).toEqual([]);
  }
  const casinos = linkTexts(await html(request, "/casinos"));
  expect(casinos).toContain("Read the Tidal Casino review");
  const bonuses = linkTexts(await html(request, "/bonuses"));
  expect(bonuses.some((text) => /^Get the .+ bonus$/.test(text))).toBe(true);
});

test("card links are translated: the casino list in Ukrainian", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "lang", value: "ua", url: baseURL! }]);
  await page.goto("/casinos");
  await expect(page.getByRole("link", { name: "Читати огляд Tidal Casino" })).toBeVisible();
});

test("the cookie notice is in the server HTML, shown before hydration to a visitor who has not chosen", async ({
  browser,
  request,
  baseURL,
}) => {
  expect(await html(request, "/")).toContain('data-cookie-notice="asked"');

  // No JavaScript at all: the page as the server sent it, before any hydration.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto(`${baseURL}/casinos`);
  // Without JavaScript nothing is tracked, so nothing is asked.
  await expect(bare.getByRole("region", { name: "Cookie notice" })).toBeHidden();
  await noScript.close();

  // With JavaScript but before the page's scripts run (they are held back): visible from the first paint.
  const fresh = await browser.newContext();
  const page = await fresh.newPage();
  await page.route("**/assets/*.js", () => undefined); // never answered
  await page.goto(`${baseURL}/casinos`, { waitUntil: "commit" });
  await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
  await fresh.close();

  // A visitor who has chosen: hidden from the first paint too.
  const chosen = await browser.newContext();
  await chosen.addCookies([{ name: "cookie_consent", value: "declined", url: baseURL! }]);
  const again = await chosen.newPage();
  await again.route("**/assets/*.js", () => undefined);
  await again.goto(`${baseURL}/casinos`, { waitUntil: "commit" });
  await expect(again.getByRole("region", { name: "Cookie notice" })).toBeHidden();
  await chosen.close();
});

test("a casino page: its lower parts are whole in the HTML, their code loads as they come near", async ({
  page,
  request,
  consoleErrors,
}) => {
  const source = await html(request, "/casinos/tidal-casino");
  // In place, not outlined into hidden <div>s revealed by a script.
  expect(source).not.toContain('hidden id="S:');
  expect(source).toMatch(/<section aria-labelledby="comments"/);
  expect(source).toMatch(/id="casino-complaints"/);

  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/casinos/tidal-casino", { waitUntil: "networkidle" });
  expect(scripts.filter((s) => s.includes("/comments-section-"))).toEqual([]);
  expect(scripts.filter((s) => s.includes("/admin"))).toEqual([]);

  await page.locator("#comments").scrollIntoViewIfNeeded();
  await expect.poll(() => scripts.some((s) => s.includes("/comments-section-"))).toBe(true);
  // The footer's button opens the cookie choice.
  await page.getByTestId("cookie-settings").scrollIntoViewIfNeeded();
  await page.getByRole("region", { name: "Cookie notice" }).getByRole("button", { name: "Decline" }).click();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toHaveCount(0);
  await page.getByTestId("cookie-settings").click();
  await expect(page.getByRole("region", { name: "Cookie notice" })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test("a deferred part keeps the focus the visitor gave its server HTML when its code arrives", async ({
  page,
  consoleErrors,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/checklist-*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/casinos/tidal-casino", { waitUntil: "networkidle" });
  const part = page.locator("[data-deferred]").filter({ has: page.locator("#checklist") });
  const summary = part.locator("summary").nth(1);
  // The focus reaches for the part: its code is asked for (and held back here).
  await summary.focus();
  await expect(part).toHaveAttribute("data-deferred", "waiting");
  release();
  await expect(part).toHaveAttribute("data-deferred", "ready");
  await expect(summary).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test("an anonymous visitor's log-in prompt shows in the room the server HTML kept for it: nothing moves", async ({
  page,
  consoleErrors,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto("/complaints/new", { waitUntil: "networkidle" });
  const prompt = page.getByRole("link", { name: "Log in to file a complaint." });
  await expect(prompt).toBeVisible();
  // The footer, just under the prompt on a phone, stayed where it was painted first.
  expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
