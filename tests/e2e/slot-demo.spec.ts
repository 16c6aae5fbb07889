import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Finds a slot with a demo through the explorer's demo filter on /slots and opens its page. */
async function openSlotWithDemo(page: Page) {
  await page.goto("/slots"); // hydrated once it returns (./fixtures.ts): a box ticked before would be reset
  const explorer = page.locator('section[aria-labelledby="explorer"]');
  await explorer.getByRole("checkbox", { name: "Demo available" }).check();
  await explorer.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/[?&]demo=1/);
  const href = await explorer.locator('article a[href^="/slots/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  await page.goto(href ?? "");
}

/** Presses Play and waits for the game. */
async function startDemo(page: Page) {
  await page.getByRole("button", { name: "Play the free demo" }).click();
  await expect(page.getByRole("button", { name: "Spin", exact: true })).toBeVisible();
}

test.describe("slot demo (play money only)", () => {
  test("loads the game only on Play, spins, and the balance changes", async ({ page, consoleErrors }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await openSlotWithDemo(page);
    await expect(page.getByRole("heading", { name: "Free demo: play money only" })).toBeVisible();
    await expect(page.getByText(/no real money: there is no deposit, nothing to buy and no prize/)).toBeVisible();
    await expect(page.getByRole("note")).toContainText("18+");
    expect(scripts.filter((url) => url.includes("demo-game"))).toEqual([]);

    await startDemo(page);
    expect(scripts.filter((url) => url.includes("demo-game"))).toHaveLength(1);
    const balance = page.getByTestId("demo-balance");
    await expect(balance).toHaveText("1,000.00");
    await page.getByRole("button", { name: "Spin", exact: true }).click();
    await expect(balance).not.toHaveText("1,000.00");
    await expect(page.getByText(/^(Win: .+|No win this time\.)$/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Symbols on the reels" })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [1280, 375]) {
    test(`axe finds nothing on the slot page with the demo open at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openSlotWithDemo(page);
      await startDemo(page);
      await page.getByRole("button", { name: "Spin", exact: true }).click();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
        [],
      );
    });
  }
});
