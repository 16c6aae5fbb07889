import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { openConsole } from "./console-helpers";
import { E2E_STAFF } from "./data-dir";
import { expect, test } from "./fixtures";
import { createPlayer, logIn } from "./players";

/** Issue 5's journeys in the browser: prompts, rating, review, comments and replies, hearts, moderation (in the console). */
async function firstCasinoPath(page: Page): Promise<string> {
  await page.goto("/casinos?category=all");
  const href = await page.locator('main article h3 a[href^="/casinos/"]').first().getAttribute("href");
  if (!href) throw new Error("no casino link");
  return href;
}

test("a visitor sees the login prompts, which lead to login and back", async ({ page }) => {
  const casino = await firstCasinoPath(page);
  await page.goto(casino);
  // The player sections hydrate as they come near the screen (docs/decisions/0026).
  await page.locator("#player-reviews").scrollIntoViewIfNeeded();
  await expect(page.locator('section[aria-labelledby="player-reviews"] [data-deferred="ready"]')).toHaveCount(1);
  await expect(page.getByRole("link", { name: "Login to write review" })).toBeVisible();
  await page.getByRole("link", { name: "Login to set rating" }).click();
  await expect(page).toHaveURL(
    new RegExp(`/login\\?next=${encodeURIComponent(casino).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
});

test("a player rates, reviews, comments, replies, saves favourites; staff hides the review", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const player = await createPlayer(request, "critic");
  const casino = await firstCasinoPath(page);
  await logIn(page, player.username);
  await page.goto(casino);
  // The player sections hydrate as they come near the screen (docs/decisions/0026).
  await page.locator("#player-reviews").scrollIntoViewIfNeeded();
  await expect(page.locator('section[aria-labelledby="player-reviews"] [data-deferred="ready"]')).toHaveCount(1);
  await page.getByRole("button", { name: "8 out of 10" }).click();
  await expect(page.getByText("Your rating will be taken into account!")).toBeVisible();
  await expect(page.getByTestId("my-score")).toHaveText("8");

  const review = `Paid out my winnings in two days; support answered in Portuguese. ${Date.now()}`;
  // The review's stars are the player's one rating: the form shows the 8 just given.
  await expect(page.getByLabel("Your rating (optional)")).toHaveValue("8");
  await page.getByLabel("Your review").fill(review);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(
    page.getByText("Please confirm that the review is genuine and based on your own experience."),
  ).toBeVisible();
  await page.getByLabel(/I confirm that this review is genuine/).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your review has been successfully published!")).toBeVisible();
  await expect(page.getByTestId("reviews").getByText(review)).toBeVisible();
  const own = page.getByTestId("reviews").locator("li", { hasText: review }).first();
  await expect(own).toContainText("★ 8/10");
  // One's own review shows its count, with no vote or report to make.
  await expect(own).toContainText("Helpful · 0");
  await expect(own.getByRole("button")).toHaveCount(0);

  const comment = `Is the VIP club worth it? ${Date.now()}`;
  await page.locator("#comments").scrollIntoViewIfNeeded();
  await expect(page.locator('section[aria-labelledby="comments"] [data-deferred="ready"]')).toHaveCount(1);
  await page.getByLabel("Your comment").fill(comment);
  await page.getByRole("button", { name: "Post" }).first().click();
  const thread = page.locator("li", { hasText: comment }).first();
  await expect(thread).toBeVisible();
  // The reply form takes the keyboard's focus; closing it (Close or Escape) gives it back to "Reply".
  const replyButton = thread.getByRole("button", { name: "Reply" });
  await replyButton.click();
  await expect(thread.getByLabel(/Reply to/)).toBeFocused();
  await expect(replyButton).toHaveAttribute("aria-expanded", "true");
  await thread.getByRole("button", { name: "Close" }).click();
  await expect(thread.getByLabel(/Reply to/)).toHaveCount(0);
  await expect(replyButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(thread.getByLabel(/Reply to/)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(thread.getByLabel(/Reply to/)).toHaveCount(0);
  await expect(replyButton).toBeFocused();
  await replyButton.click();
  await thread.getByLabel(/Reply to/).fill("Only if you play every week.");
  await thread.getByRole("button", { name: "Post" }).click();
  await expect(
    page.locator("li", { hasText: comment }).first().getByText("Only if you play every week."),
  ).toBeVisible();
  await page.locator("li", { hasText: comment }).first().getByRole("button", { name: "Report" }).first().click();
  await page.getByLabel("What is wrong with it?").fill("Off-topic question");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you: our moderators will look at it.")).toBeVisible();

  await page.getByRole("button", { name: /Save .* to favourites/ }).click();
  await expect(page.getByRole("button", { name: /Remove .* from favourites/ })).toBeVisible();
  await page.goto("/slots");
  const slot = await page.locator('main article a[href^="/slots/"]').first().getAttribute("href");
  await page.goto(slot ?? "");
  // The slot page also shows cards with hearts: take the one beside the heading.
  const slotName = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  await page
    .getByRole("button", { name: `Save ${slotName} to favourites`, exact: true })
    .first()
    .click();
  await expect(
    page.getByRole("button", { name: `Remove ${slotName} from favourites`, exact: true }).first(),
  ).toBeVisible();
  await page.goto("/lk/");
  await expect(page.getByTestId("favourites").locator(`a[href="${casino}"]`)).toBeVisible();
  await expect(page.getByTestId("favourites").locator(`a[href="${slot}"]`)).toBeVisible();
  // Each saved item says what it is: a casino, a slot.
  await expect(
    page.getByTestId("favourites").locator("li", { has: page.locator(`a[href="${casino}"]`) }),
  ).toContainText("(Casino)");
  await expect(page.getByTestId("favourites").locator("li", { has: page.locator(`a[href="${slot}"]`) })).toContainText(
    "(Slot)",
  );

  // The moderator signs in and passes the console's second factor (moderation is in the console).
  const { page: staff } = await openConsole(browser, E2E_STAFF);
  await staff.goto(casino);
  await staff.locator("#player-reviews").scrollIntoViewIfNeeded();
  await expect(staff.locator('section[aria-labelledby="player-reviews"] [data-deferred="ready"]')).toHaveCount(1);
  const reviewItem = staff.getByTestId("reviews").locator("li", { hasText: review });
  await reviewItem.getByRole("button", { name: /^Helpful · \d+$/ }).click();
  await expect(reviewItem.getByRole("button", { name: "Helpful · 1" })).toBeVisible();
  // After a reload the vote still shows as cast.
  await staff.reload();
  await staff.locator("#player-reviews").scrollIntoViewIfNeeded();
  await expect(reviewItem.getByRole("button", { name: "Helpful · 1" })).toHaveAttribute("aria-pressed", "true");
  await expect(reviewItem.getByRole("button", { name: "Helpful · 1" })).toBeDisabled();
  // The old address leads to the console's queue.
  await staff.goto("/moderation");
  await expect(staff).toHaveURL(/\/admin\/moderation$/);
  await expect(staff.getByRole("region", { name: "Reported" }).getByText(comment)).toBeVisible();
  const item = staff.locator("li", { hasText: review });
  // Each queued item links to the page it is on.
  await expect(item.first().locator(`a[href="${casino}"]`)).toHaveCount(1);
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(item.getByText("Hidden")).toBeVisible();
  // A section the moderator's role does not open says so, and waits for nothing.
  await staff.goto("/admin/casinos");
  await expect(staff.getByRole("alert")).toContainText("Your roles do not open this section.");
  await expect(staff.getByText("Loading…")).toHaveCount(0);
  await staff.context().close();

  await page.goto(casino);
  await expect(page.getByText(review)).toHaveCount(0);
});

/** The first card on the page whose title links to `prefix…`, with its name and link. */
async function firstCard(page: Page, prefix: string) {
  const card = page
    .locator("main article")
    .filter({ has: page.locator(`h3 a[href^="${prefix}"]`) })
    .first();
  const link = card.locator(`h3 a[href^="${prefix}"]`);
  return { card, name: (await link.textContent())?.trim() ?? "", href: (await link.getAttribute("href")) ?? "" };
}

async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test("a player saves and unsaves casinos and slots from their cards, with one list request a page", async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await page.goto("/casinos");
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("button", { name: /to favourites$/ })).toHaveCount(0);
  expect(scripts.filter((url) => url.includes("favourite-button"))).toEqual([]);

  const player = await createPlayer(request, "collector");
  await logIn(page, player.username);
  await expect(page.getByText("You have not saved any casinos or slots yet.")).toBeVisible();
  const favouriteCalls: string[] = [];
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/favourites/")) favouriteCalls.push(`${r.method()} ${path}`);
  });

  await page.goto("/casinos");
  const casino = await firstCard(page, "/casinos/");
  const saveCasino = casino.card.getByRole("button", { name: `Save ${casino.name} to favourites`, exact: true });
  await expect(saveCasino).toHaveAttribute("aria-pressed", "false");
  // One heart a card, all from one request for the list, none inside a link.
  expect(await page.locator("main article button[aria-pressed]").count()).toBe(
    await page.locator('main article:has(h3 a[href^="/casinos/"])').count(),
  );
  expect(favouriteCalls).toEqual(["GET /api/favourites/"]);
  expect(
    await page
      .locator("main button[aria-pressed]")
      .evaluateAll((buttons) => buttons.filter((b) => b.closest("a")).length),
  ).toBe(0);
  await expectNoAxeViolation(page);
  await saveCasino.click();
  // Every card of that casino on the page (it may appear in two lists) shows the change.
  const sameCasino = page.locator("main article").filter({ has: page.locator(`h3 a[href="${casino.href}"]`) });
  const removeCasino = sameCasino.getByRole("button", { name: `Remove ${casino.name} from favourites`, exact: true });
  await expect(removeCasino).toHaveCount(await sameCasino.count());
  await expect(removeCasino.first()).toHaveAttribute("aria-pressed", "true");

  favouriteCalls.length = 0;
  await page.goto("/slots");
  const slot = await firstCard(page, "/slots/");
  const saved = page.waitForResponse(
    (r) => r.request().method() === "PUT" && r.url().includes("/api/favourites/slot/"),
  );
  await slot.card.getByRole("button", { name: `Save ${slot.name} to favourites`, exact: true }).click();
  await expect(
    slot.card.getByRole("button", { name: `Remove ${slot.name} from favourites`, exact: true }),
  ).toHaveAttribute("aria-pressed", "true");
  expect((await saved).status()).toBe(204);
  expect(favouriteCalls).toEqual(["GET /api/favourites/", `PUT /api/favourites/slot/${slot.href.split("/")[2]}/`]);
  await expectNoAxeViolation(page);

  await page.goto("/lk/");
  await expect(page.getByTestId("favourites").locator(`a[href="${casino.href}"]`)).toBeVisible();
  await expect(page.getByTestId("favourites").locator(`a[href="${slot.href}"]`)).toBeVisible();

  // The detail pages read the same list; a change there shows on the cards too.
  await page.goto(casino.href);
  await expect(page.getByRole("button", { name: `Remove ${casino.name} from favourites`, exact: true })).toBeVisible();
  await page.goto(slot.href);
  await page
    .getByRole("button", { name: `Remove ${slot.name} from favourites`, exact: true })
    .first()
    .click();
  await expect(
    page.getByRole("button", { name: `Save ${slot.name} to favourites`, exact: true }).first(),
  ).toBeVisible();
  await page
    .getByRole("button", { name: `Save ${slot.name} to favourites`, exact: true })
    .first()
    .click();

  await page.goto("/slots");
  const again = (await firstCard(page, "/slots/")).card;
  await again.getByRole("button", { name: `Remove ${slot.name} from favourites`, exact: true }).click();
  await expect(again.getByRole("button", { name: `Save ${slot.name} to favourites`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "false",
  );
  await page.goto("/lk/");
  await expect(page.getByTestId("favourites").locator(`a[href="${casino.href}"]`)).toBeVisible();
  await expect(page.getByTestId("favourites").locator(`a[href="${slot.href}"]`)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test("hostile text in comments and profile names stays inert text", async ({ page, request }) => {
  const player = await createPlayer(request, "mallory");
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  const payloads = [
    `<img src=x onerror=alert(1)>`,
    `<script>alert(2)</script>`,
    `"><svg onload=alert(3)>`,
    `javascript:alert(4)`,
  ];
  await logIn(page, player.username);
  await page.getByLabel("First name").fill(payloads[0]!);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();
  const casino = await firstCasinoPath(page);
  await page.goto(casino);
  await page.locator("#comments").scrollIntoViewIfNeeded();
  await expect(page.locator('section[aria-labelledby="comments"] [data-deferred="ready"]')).toHaveCount(1);
  for (const payload of payloads) {
    await page.getByLabel("Your comment").fill(`${payload} ${Math.random()}`);
    await page.getByRole("button", { name: "Post" }).first().click();
    await expect(page.getByText(payload).first()).toBeVisible();
  }
  await page.reload();
  await expect(page.getByText(payloads[1]!).first()).toBeVisible();
  await page.goto("/lk/");
  await expect(page.getByLabel("First name")).toHaveValue(payloads[0]!);
  expect(dialogs).toBe(0);
  expect(await page.evaluate(() => document.querySelectorAll("main img[src='x'], main svg[onload]").length)).toBe(0);
});
