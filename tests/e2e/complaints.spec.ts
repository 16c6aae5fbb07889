import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import sharp from "sharp";
import { e2eDataDir, E2E_MEDIATOR, E2E_REP, REP_CASINO_FILE } from "./data-dir";
import { expect, test, waitsForCode } from "./fixtures";
import { createPlayer, logIn, PLAYER_PASSWORD } from "./players";

/**
 * Issue 16 in the browser: a player files a complaint with an image; a mediator opens it and invites the
 * casino; the casino's representative answers; the mediator resolves it with money returned; the case
 * page, the casino page's figures and the home statistics show it. And axe on the complaint pages.
 */
const casino = () =>
  JSON.parse(readFileSync(join(e2eDataDir(), REP_CASINO_FILE), "utf8")) as { slug: string; name: string };

const number = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));

async function homeReceived(page: Page): Promise<number> {
  await page.goto("/");
  const received = page.locator("dl div", { hasText: "Received" }).locator("dd").first();
  return number(await received.textContent());
}

/** axe's violations on the page as it is now, named by `where`. */
async function violations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`);
}

/** The case's evidence files as the page lists them to a signed-in viewer (after hydration). */
const evidence = (page: Page) => page.getByRole("region", { name: "Evidence" });

async function signedInPage(browser: Browser, login: string, password: string): Promise<Page> {
  const page = await waitsForCode(await (await browser.newContext()).newPage());
  await logIn(page, login, password);
  return page;
}

/** Takes an action on the case page and waits for the case to show its new status. */
async function act(page: Page, action: string, status: string, fill?: (page: Page) => Promise<void>) {
  await page.getByRole("combobox", { name: "Action", exact: true }).selectOption({ label: action });
  await fill?.(page);
  await page.getByRole("button", { name: action }).click();
  await expect(page.getByRole("region", { name: "Status" })).toContainText(status);
}

test("a complaint runs from filing to resolution, and the figures follow", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const { slug, name } = casino();
  const receivedBefore = await homeReceived(page);

  const player = await createPlayer(request, "claimant");
  await logIn(page, player.username);
  await page.goto("/complaints/new");
  await page.getByRole("button", { name: "Submit the complaint" }).click();
  await expect(page.getByText("Choose a casino from the list.")).toBeVisible();
  await expect(page.getByText("Agree to the publication to file the complaint.")).toBeVisible();

  const title = `Withdrawal stuck for weeks ${Date.now()}`;
  // The casino picker asks the server as the player types, and is driven by the keyboard.
  const picker = page.getByRole("combobox", { name: "Casino" });
  await picker.fill(name.slice(0, 3));
  const option = page.getByRole("listbox", { name: "Casino" }).getByRole("option", { name, exact: true });
  await expect(option).toBeVisible();
  await expect(picker).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/suggestions?: use the up and down arrows to choose/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page, `/complaints/new at ${width} px, suggestions open`)).toEqual([]);
  }
  for (let i = 0; i < 8 && (await option.getAttribute("aria-selected")) !== "true"; i++)
    await picker.press("ArrowDown");
  await expect(picker).toHaveAttribute("aria-activedescendant", (await option.getAttribute("id")) ?? "");
  await picker.press("Enter");
  await expect(picker).toHaveValue(name);
  await expect(picker).toHaveAttribute("aria-expanded", "false");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("What happened").selectOption("delayed_withdrawal");
  await page.getByLabel("Disputed amount").fill("1500");
  await page.getByLabel("Currency", { exact: true }).selectOption("EUR");
  await page.getByLabel("Date of the problem").fill("2026-10-20");
  await page
    .getByLabel("Describe the problem")
    .fill("I asked for a withdrawal of 1500 EUR a month ago; my account is verified and support keeps stalling.");
  const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#0a0" } })
    .png()
    .toBuffer();
  await page.getByLabel(/^Evidence/).setInputFiles({ name: "chat.png", mimeType: "image/png", buffer: image });
  await page.getByLabel("I agree that the case is published under a pseudonym").check();
  await page.getByRole("button", { name: "Submit the complaint" }).click();
  await page.waitForURL(/\/complaints\/\d+-withdrawal-stuck-for-weeks/);
  const casePath = new URL(page.url()).pathname;
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText("The team will answer within 48 hours.")).toBeVisible();
  // The deadline line gives the day those 48 hours end, not the same words again.
  const due = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" }).format(
    Date.now() + 48 * 3_600_000,
  );
  await expect(page.getByText(`First answer due by ${due}`)).toBeVisible();
  await expect(page.getByText(/48 hours/)).toHaveCount(1);

  // The player sees the evidence listed (the page itself is public and cached) and downloads it.
  await expect(evidence(page).getByRole("listitem")).toHaveCount(1);
  await expect(evidence(page).getByRole("listitem")).toContainText(/Image 1 · \d+ kB · Player ·/);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    evidence(page).getByRole("button", { name: "Download" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^complaint-\d+-\d+-evidence\.webp$/);
  const saved = await download.path();
  expect((await sharp(saved).metadata()).format).toBe("webp");
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await violations(page, `case page with its evidence at ${width} px`)).toEqual([]);
  }

  const mediator = await signedInPage(browser, E2E_MEDIATOR.username, E2E_MEDIATOR.password);
  await mediator.goto(casePath);
  await expect(evidence(mediator).getByRole("listitem")).toHaveCount(1);
  await act(mediator, "Open the case", "Opened");
  await act(mediator, "Invite the casino", "Waiting for the casino", (p) =>
    p.getByLabel("Message").fill("Please look into this withdrawal."),
  );
  await expect(mediator.getByText("The casino has 7 days left to reply")).toBeVisible();

  const rep = await signedInPage(browser, E2E_REP.username, E2E_REP.password);
  await rep.goto(casePath);
  await expect(evidence(rep).getByRole("listitem")).toHaveCount(1);
  await act(rep, "Reply", "Opened", (p) => p.getByLabel("Message").fill("We apologise: the withdrawal is paid today."));

  await mediator.reload();
  await act(mediator, "Close as resolved", "Resolved", async (p) => {
    await p.getByLabel("Message").fill("The player confirmed the payment.");
    await p.getByLabel("Classification").selectOption("paid_in_full");
    await p.getByLabel("Amount returned").fill("1500");
  });

  const visitor = await waitsForCode(await (await browser.newContext()).newPage());
  await visitor.goto(casePath);
  await expect(visitor.getByText("The case was settled in the player's favour.")).toBeVisible();
  await visitor.waitForLoadState("networkidle");
  await expect(evidence(visitor)).toHaveCount(0);
  const other = await createPlayer(request, "bystander");
  const bystander = await signedInPage(browser, other.username, PLAYER_PASSWORD);
  const asked = bystander.waitForResponse((res) => /\/complaints\/\d+\/me\/$/.test(new URL(res.url()).pathname));
  await bystander.goto(casePath);
  expect(((await (await asked).json()) as { roles: string[] }).roles).toEqual([]);
  await expect(bystander.getByText("The case was settled in the player's favour.")).toBeVisible();
  await expect(evidence(bystander)).toHaveCount(0);
  await expect(visitor.getByText("Mediator").first()).toBeVisible();
  await expect(visitor.getByText("Casino representative")).toBeVisible();
  // The disputed amount and the money returned.
  await expect(visitor.locator("dd", { hasText: /€1,500(?![.\d])/ })).toHaveCount(2);
  await expect(visitor.getByText("Money returned", { exact: true })).toBeVisible();

  await visitor.goto(`/casinos/${slug}`);
  const figures = visitor.getByTestId("casino-complaint-figures");
  await expect(figures.locator('[data-status="resolved"]')).not.toHaveText("0");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();

  expect(await homeReceived(visitor)).toBe(receivedBefore + 1);
  await page.goto("/lk");
  await expect(page.getByTestId("my-complaints").getByRole("link", { name: title })).toBeVisible();
});

test("a file the server turns down leaves the complaint filed once, on its page, with the reason", async ({
  page,
  request,
}) => {
  const { name } = casino();
  const player = await createPlayer(request, "refusedfile");
  await logIn(page, player.username);
  await page.goto("/complaints/new");
  const picker = page.getByRole("combobox", { name: "Casino" });
  await picker.fill(name.slice(0, 3));
  await page.getByRole("listbox", { name: "Casino" }).getByRole("option", { name, exact: true }).click();
  const title = `Bonus winnings voided ${Date.now()}`;
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Date of the problem").fill("2026-10-21");
  await page
    .getByLabel("Describe the problem")
    .fill("My bonus winnings were voided after I had met the wagering requirement; support gives no reason.");
  // Announced as a PNG, but not one: the browser lets it through, the server reads its bytes and refuses it.
  await page
    .getByLabel(/^Evidence/)
    .setInputFiles({ name: "screenshot.png", mimeType: "image/png", buffer: Buffer.from("not an image at all") });
  await page.getByLabel("I agree that the case is published under a pseudonym").check();
  await page.getByRole("button", { name: "Submit the complaint" }).click();

  await page.waitForURL(/\/complaints\/\d+-bonus-winnings-voided/);
  await expect(page.getByText(/Your complaint was filed, but a file was not attached/)).toBeVisible();
  await expect(evidence(page).getByText("No evidence files yet.")).toBeVisible();
  await page.goto("/lk");
  await expect(page.getByTestId("my-complaints").getByRole("link", { name: title })).toHaveCount(1);
});

test("the list filters by casino and pages until 'No more complaints'", async ({ page }) => {
  const { slug, name } = casino();
  await page.goto(`/complaints?casino=${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: "Complaints" })).toBeVisible();
  for (let i = 0; i < 10; i++) {
    const more = page.getByRole("link", { name: "Load more" });
    if ((await more.count()) === 0) break;
    const href = (await more.getAttribute("href")) ?? "";
    expect(href).toContain(`casino=${slug}`);
    await page.goto(href);
  }
  await expect(page.getByText("No more complaints")).toBeVisible();
  const cards = await page.locator("main ul li p").allTextContents();
  expect(cards.every((text) => text.includes(name))).toBe(true);
});

test("a case filed in another language is marked with it, in the list and on its page", async ({ page }) => {
  await page.goto("/complaints");
  const title = page.locator("main ul li a[href^='/complaints/'] span[lang]:not([lang='en'])").first();
  const lang = await title.getAttribute("lang");
  const text = (await title.textContent()) ?? "";
  await title.click();
  await expect(page.getByRole("heading", { level: 1, name: text })).toHaveAttribute("lang", lang!);
  const story = page.getByRole("region", { name: "Timeline" }).locator("li p:not(.text-sm)");
  expect(await story.count()).toBeGreaterThan(0);
  for (const paragraph of await story.all()) await expect(paragraph).toHaveAttribute("lang", lang!);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("the not-found page's Complaints icon leads to /complaints", async ({ page }) => {
  await page.goto("/no-such-page-here");
  await page.locator('a[href="/complaints"]').first().click();
  await page.waitForURL(/\/complaints$/);
});

for (const width of [375, 1280]) {
  test(`axe finds no violation on the complaint pages at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/complaints");
    const first = await page.locator("main ul li a[href^='/complaints/']").first().getAttribute("href");
    for (const path of ["/complaints", first ?? "/complaints", "/complaints/new"]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(" ")}`)).toEqual([]);
    }
  });
}
