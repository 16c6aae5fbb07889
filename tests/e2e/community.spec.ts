import type { Page } from "@playwright/test";
import { E2E_STAFF } from "./data-dir";
import { expect, test } from "./fixtures";
import { createPlayer, logIn } from "./players";

/** Issue 5's journeys in the browser: prompts, rating, review, comments and replies, hearts, moderation. */
async function firstCasinoPath(page: Page): Promise<string> {
  await page.goto("/casinos?category=all");
  const href = await page.locator('main article h3 a[href^="/casinos/"]').first().getAttribute("href");
  if (!href) throw new Error("no casino link");
  return href;
}

test("a visitor sees the login prompts, which lead to login and back", async ({ page }) => {
  const casino = await firstCasinoPath(page);
  await page.goto(casino);
  await expect(page.getByRole("link", { name: "Login to write review" })).toBeVisible();
  await page.getByRole("link", { name: "Login to set rating" }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(casino).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`));
});

test("a player rates, reviews, comments, replies, saves favourites; staff hides the review", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const player = await createPlayer(request, "critic");
  const casino = await firstCasinoPath(page);
  await logIn(page, player.username);
  await page.goto(casino);

  await page.getByRole("button", { name: "8 out of 10" }).click();
  await expect(page.getByText("Your rating will be taken into account!")).toBeVisible();
  await expect(page.getByTestId("my-score")).toHaveText("8");

  const review = `Paid out my winnings in two days; support answered in Portuguese. ${Date.now()}`;
  await page.getByLabel("Your review").fill(review);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Please confirm that the review is genuine and based on your own experience.")).toBeVisible();
  await page.getByLabel(/I confirm that this review is genuine/).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByText("Your review has been successfully published!")).toBeVisible();
  await expect(page.getByTestId("reviews").getByText(review)).toBeVisible();

  const comment = `Is the VIP club worth it? ${Date.now()}`;
  await page.getByLabel("Your comment").fill(comment);
  await page.getByRole("button", { name: "Post" }).first().click();
  const thread = page.locator("li", { hasText: comment }).first();
  await expect(thread).toBeVisible();
  await thread.getByRole("button", { name: "Reply" }).click();
  await expect(thread.getByLabel(/Reply to/)).toBeVisible();
  await thread.getByRole("button", { name: "Close" }).click();
  await expect(thread.getByLabel(/Reply to/)).toHaveCount(0);
  await thread.getByRole("button", { name: "Reply" }).click();
  await thread.getByLabel(/Reply to/).fill("Only if you play every week.");
  await thread.getByRole("button", { name: "Post" }).click();
  await expect(page.locator("li", { hasText: comment }).first().getByText("Only if you play every week.")).toBeVisible();
  await page.locator("li", { hasText: comment }).first().getByRole("button", { name: "Report" }).first().click();
  await page.getByLabel("What is wrong with it?").fill("Off-topic question");
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Thank you: our moderators will look at it.")).toBeVisible();

  await page.getByRole("button", { name: /Save .* to favourites/ }).click();
  await expect(page.getByRole("button", { name: /Remove .* from favourites/ })).toBeVisible();
  await page.goto("/slots");
  const slot = await page.locator('main article a[href^="/slots/"]').first().getAttribute("href");
  await page.goto(slot ?? "");
  await page.getByRole("button", { name: /Save .* to favourites/ }).click();
  await expect(page.getByRole("button", { name: /Remove .* from favourites/ })).toBeVisible();
  await page.goto("/lk/");
  await expect(page.getByTestId("favourites").locator(`a[href="${casino}"]`)).toBeVisible();
  await expect(page.getByTestId("favourites").locator(`a[href="${slot}"]`)).toBeVisible();

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logIn(staff, E2E_STAFF.username, E2E_STAFF.password);
  await staff.goto(casino);
  const reviewItem = staff.getByTestId("reviews").locator("li", { hasText: review });
  await reviewItem.getByRole("button", { name: /^Helpful · \d+$/ }).click();
  await expect(reviewItem.getByRole("button", { name: "Helpful · 1" })).toBeVisible();
  await staff.goto("/moderation");
  await expect(staff.getByRole("region", { name: "Reported" }).getByText(comment)).toBeVisible();
  const item = staff.locator("li", { hasText: review });
  await item.getByRole("button", { name: "Hide" }).click();
  await expect(item.getByText("Hidden")).toBeVisible();
  await staffContext.close();

  await page.goto(casino);
  await expect(page.getByText(review)).toHaveCount(0);
});

test("hostile text in comments and profile names stays inert text", async ({ page, request }) => {
  const player = await createPlayer(request, "mallory");
  let dialogs = 0;
  page.on("dialog", async (dialog) => {
    dialogs++;
    await dialog.dismiss();
  });
  const payloads = [`<img src=x onerror=alert(1)>`, `<script>alert(2)</script>`, `"><svg onload=alert(3)>`, `javascript:alert(4)`];
  await logIn(page, player.username);
  await page.getByLabel("First name").fill(payloads[0]!);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();
  const casino = await firstCasinoPath(page);
  await page.goto(casino);
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
