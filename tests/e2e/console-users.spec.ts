import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { E2E_USERS_ADMIN } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test, waitsForCode } from "./fixtures";
import { createPlayer, logIn, PLAYER_PASSWORD } from "./players";

/**
 * Issue 17's users section in the browser: an admin finds a player and makes them an editor (whose next
 * console visit asks for a second factor), deactivates another (whose session stops at once and who
 * cannot log in again); axe clean on the users, account, moderation and complaint desk pages.
 */
async function signedIn(browser: Browser, username: string): Promise<Page> {
  const page = await waitsForCode(await (await browser.newContext()).newPage());
  await logIn(page, username);
  return page;
}

async function openAccount(page: Page, username: string) {
  await page.getByRole("link", { name: "Users", exact: true }).click();
  await page.getByLabel("Username or e-mail starts with").fill(username.toUpperCase());
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByTestId("accounts-table").getByRole("link", { name: username, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: username })).toBeVisible();
}

/** The admin's authenticator secret, set up by the first test. */
let adminSecret = "";

test("an admin grants a player the editor role and deactivates another player; axe clean", async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const promoted = await createPlayer(request, "promoted");
  const banned = await createPlayer(request, "banned");
  const bannedPage = await signedIn(browser, banned.username);

  const { page, secret } = await openConsole(browser, E2E_USERS_ADMIN);
  adminSecret = secret;
  await openAccount(page, promoted.username);
  await expect(page.getByTestId("account-facts")).toContainText(promoted.email);
  // No role is chosen until the admin picks one: Grant alone grants nothing.
  await expect(page.getByLabel("Console role")).toHaveValue("");
  await page.getByRole("button", { name: "Grant" }).click();
  expect(await page.getByLabel("Console role").evaluate((select: HTMLSelectElement) => select.validity.valid)).toBe(
    false,
  );
  await expect(page.getByTestId("roles")).toHaveCount(0);
  await page.getByLabel("Console role").selectOption("editor");
  await page.getByRole("button", { name: "Grant" }).click();
  await expect(page.getByText("The editor role was granted.")).toBeVisible();
  await expect(page.getByTestId("roles")).toContainText("editor");
  await expect(page.getByTestId("account-facts")).toContainText("StaffYes");

  // The new editor's next console visit asks for a second factor first.
  const editorPage = await signedIn(browser, promoted.username);
  await editorPage.goto("/admin");
  await expect(editorPage.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expect(editorPage.getByRole("navigation", { name: "Console" })).toHaveCount(0);

  await page.goto("/admin");
  await openAccount(page, banned.username);
  await page.getByRole("button", { name: "Deactivate" }).click();
  await page.getByRole("button", { name: "Yes, deactivate" }).click();
  await expect(page.getByText("The account was deactivated and logged out everywhere.")).toBeVisible();
  await expect(page.getByTestId("account-facts")).toContainText("Deactivated on");
  await expect(page.getByRole("button", { name: "Reactivate" })).toBeVisible();

  // The banned player's open session stops working: the cabinet sends them to log in, which says why not.
  await bannedPage.goto("/lk/");
  await expect(bannedPage).toHaveURL(/\/login\?next=/);
  await bannedPage.waitForLoadState("networkidle");
  await bannedPage.getByLabel("E-mail or username").fill(banned.username);
  await bannedPage.getByLabel("Password").fill(PLAYER_PASSWORD);
  await bannedPage.getByRole("button", { name: "Log in" }).click();
  await expect(bannedPage.getByText("This account has been deactivated.")).toBeVisible();

  const accountPath = new URL(page.url()).pathname;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/users?q=e2e", accountPath, "/admin/moderation", "/admin/complaints"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id}`)).toEqual([]);
    }
  }
});

test("the casino representative's casino is picked by typing its name", async ({ browser, request }) => {
  const rep = await createPlayer(request, "newrep");
  const { page } = await openConsole(browser, E2E_USERS_ADMIN, adminSecret);
  await openAccount(page, rep.username);
  const picker = page.getByRole("combobox", { name: "Represents the casino" });
  await picker.fill("a");
  const first = page.getByRole("listbox", { name: "Represents the casino: matches" }).getByRole("option").first();
  await expect(first).toBeVisible();
  const casino = (await first.textContent()) ?? "";
  await picker.press("ArrowDown");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await picker.press("Enter");
  await expect(picker).toHaveValue(casino);
  await page.getByRole("button", { name: "Link as representative" }).click();
  await expect(page.getByTestId("roles")).toContainText(`casino_rep of ${casino}`);
  await expect(page.getByTestId("account-facts")).toContainText("StaffNo");
});
