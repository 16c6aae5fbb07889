import { spawn, type ChildProcess } from "node:child_process";
import { expect, test, type Page } from "@playwright/test";

/**
 * docs/product-spec.md §4, the domain redirect, in Chromium on real market domains: the spec's own
 * server (the other specs keep theirs on http://localhost) serves `*.casino-guide.test`, which Chromium
 * resolves to 127.0.0.1, runs behind a trusted proxy (TRUST_PROXY) and is handed the visitor's address
 * in X-Forwarded-For. The addresses are public ones the shipped country database places in Bangladesh,
 * Ukraine and Portugal (modules/geo/lookup.test.ts). The same server has a tag manager configured, to
 * show it loads only with consent, through the CSP.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 1;
const DOMAIN = "casino-guide.test";
const site = (sub: string) => `http://${sub}.${DOMAIN}:${PORT}`;
const MAIN = `http://${DOMAIN}:${PORT}`;
const ADDRESS = { BD: "27.147.128.1", UA: "46.211.0.1", PT: "193.136.0.1" };
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const PATH = "/casinos?category=top20&ref=geo";

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--host-resolver-rules=MAP ${DOMAIN} 127.0.0.1, MAP *.${DOMAIN} 127.0.0.1`,
    ],
  },
});

let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const markets = ["PT", "BD", "UA", "FR", "GB", "MX", "AR", "PE"].map((c) => `${c}=${c.toLowerCase()}.${DOMAIN}`);
  server = spawn("npx", ["tsx", "tests/e2e/server.ts"], {
    env: {
      ...process.env,
      PORT: String(PORT),
      E2E_PORT: String(PORT),
      LOG_LEVEL: "warn",
      PUBLIC_ORIGIN: MAIN,
      MARKET_DOMAINS: markets.join(","),
      TRUST_PROXY: "true",
      TAG_MANAGER_ID: "GTM-E2ETEST",
    },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
  const deadline = Date.now() + 200_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the geo e2e server did not start");
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
});

test.afterAll(() => {
  // The server runs as its own process group (npx → tsx → node): end that group only.
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
});

/** Opens `url` as a visitor from `address`, and waits until the page has asked for the country. */
async function visit(page: Page, address: string, url: string) {
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": address });
  const lookup = page.waitForResponse((res) => new URL(res.url()).pathname === "/api/geo/");
  await page.goto(url);
  return lookup;
}

test("a BD visitor on the PT domain lands on the BD domain with the same path and query", async ({ page }) => {
  await visit(page, ADDRESS.BD, site("pt") + PATH);
  await page.waitForURL(site("bd") + PATH);
  await expect(page.locator("h1")).toBeVisible();
  // On the BD site nobody is sent on again.
  await page.waitForLoadState("networkidle");
  expect(page.url()).toBe(site("bd") + PATH);
});

test("a UA visitor on the PT domain lands on the UA domain with the same path and query", async ({ page }) => {
  await visit(page, ADDRESS.UA, site("pt") + PATH);
  await page.waitForURL(site("ua") + PATH);
  await expect(page.locator("h1")).toBeVisible();
});

test("a BD visitor on an unknown domain (the bare main host) lands on the BD domain", async ({ page }) => {
  await visit(page, ADDRESS.BD, `${MAIN}/slots`);
  await page.waitForURL(`${site("bd")}/slots`);
});

test("a PT visitor stays, and the location cookie holds the country", async ({ page, context }) => {
  const lookup = await visit(page, ADDRESS.PT, site("pt") + PATH);
  expect(await lookup.json()).toEqual({ country: "PT" });
  await page.waitForLoadState("networkidle");
  expect(page.url()).toBe(site("pt") + PATH);
  const cookies = await context.cookies(site("pt"));
  expect(cookies.find((c) => c.name === "location")?.value).toBe("PT");
});

test("a visitor's own location cookie is kept", async ({ page, context }) => {
  await context.addCookies([{ name: "location", value: "FR", url: site("pt") }]);
  await visit(page, ADDRESS.BD, site("pt") + PATH);
  await page.waitForURL(site("bd") + PATH);
  const cookies = await context.cookies(site("pt"));
  expect(cookies.find((c) => c.name === "location")?.value).toBe("FR");
});

test.describe("a crawler", () => {
  test.use({ userAgent: GOOGLEBOT });

  test("is not redirected, and no country is asked for it", async ({ page }) => {
    const lookups: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/geo/") lookups.push(request.url());
    });
    await page.setExtraHTTPHeaders({ "X-Forwarded-For": ADDRESS.BD });
    await page.goto(site("pt") + PATH);
    await expect(page.locator("h1")).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(page.url()).toBe(site("pt") + PATH);
    expect(lookups).toEqual([]);
  });
});

test.describe("the tag manager (docs/product-spec.md §7)", () => {
  test("loads only once the visitor accepts analytics, and the CSP lets it run", async ({ page }) => {
    const requested: string[] = [];
    await page.route("https://www.googletagmanager.com/**", async (route) => {
      requested.push(route.request().url());
      await route.fulfill({
        contentType: "application/javascript",
        body: "window.__tagManagerRan = (window.dataLayer || []).map((e) => e.event).join(',');",
      });
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await visit(page, ADDRESS.PT, `${site("pt")}/?gclid=E2E-click`);
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);

    await page
      .getByRole("region", { name: /cookie/i })
      .getByRole("button", { name: "Accept analytics" })
      .click();
    await expect
      .poll(() => page.evaluate(() => (window as { __tagManagerRan?: string }).__tagManagerRan))
      .toBe("aio_attribution,gtm.js");
    expect(requested).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST"]);
    const attribution = await page.evaluate(() => (window as { dataLayer?: Record<string, string>[] }).dataLayer?.[0]);
    expect(attribution).toMatchObject({ event: "aio_attribution", gclid: "E2E-click" });
    expect(violations).toEqual([]);
  });

  test("loads nothing for a visitor who declines", async ({ page }) => {
    const requested: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      requested.push(route.request().url());
      return route.abort();
    });
    await visit(page, ADDRESS.PT, `${site("pt")}/`);
    await page
      .getByRole("region", { name: /cookie/i })
      .getByRole("button", { name: "Decline" })
      .click();
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(requested).toEqual([]);
  });
});
