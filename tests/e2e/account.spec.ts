import { expect, test } from "./fixtures";
import { linkPath, waitForMail } from "./mailbox";

/** Issue 3's journey: register, activate from the delivered mail, log in, edit, change password. */
test("register → activate from the mail → log in → edit profile → change password → log in again", async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const email = `e2e-${id}@example.com`;
  const username = `e2e_${id}`;
  const password = "Tr0ub4dor&3x";
  const newPassword = "N3w-Passw0rd!x";

  await page.goto("/registration");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Username").fill(username);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await expect(page.getByTestId("password-strength")).toContainText(/Medium|Strong/);
  // A refused form takes the keyboard to the first field to fix.
  await page.getByLabel("Repeat password").fill(`${password}-typo`);
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByLabel("Repeat password")).toBeFocused();
  await page.getByLabel("Repeat password").fill(password);
  await page.getByLabel("I accept the user agreement").check();
  // The agreement opens in a tab of its own, so reading it loses nothing typed here.
  await expect(page.getByRole("link", { name: "Read the user agreement (opens in a new tab)" })).toHaveAttribute(
    "target",
    "_blank",
  );
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(/\/registration\/complete$/);
  await expect(page.getByText("Registration successful! Check your email").first()).toBeVisible();

  const mail = await waitForMail(email);
  await page.goto(linkPath(mail, "/registration/activate/"));
  await expect(page.getByText("Your account is active. You can log in now.")).toBeVisible();

  await page.goto("/lk/");
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel("E-mail or username").fill(username);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/lk\/?$/);

  await page.getByLabel("First name").fill("Ana");
  await page.getByLabel("Country").selectOption("PT");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Your profile was saved.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  await expect(page.getByLabel("Country")).toHaveValue("PT");
  // The countries by name, as the page's language sorts them (not by their codes: Austria before Australia).
  const countries = (await page.getByLabel("Country").locator("option").allTextContents()).slice(1);
  expect(countries).toEqual([...countries].sort(new Intl.Collator("en").compare));
  // The whole cabinet fits a phone's width: no part of it runs off the side (the file picker once did).
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel("Current password").fill(password);
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Repeat the new password").fill(newPassword);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password was changed. Please log in again.").first()).toBeVisible();
  await expect(page).toHaveURL(/localhost:\d+\/$/, { timeout: 6000 });
  expect(await page.evaluate(() => [localStorage.getItem("access"), localStorage.getItem("refresh")])).toEqual([
    null,
    null,
  ]);

  await page.goto("/login");
  await page.getByLabel("E-mail or username").fill(email);
  await page.getByLabel("Password").fill(newPassword);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(/\/lk\/?$/);
  await expect(page.getByLabel("First name")).toHaveValue("Ana");
  expect(consoleErrors.filter((e) => !/status of 40[13]/.test(e))).toEqual([]);
});

test("a wrong password shows a message and keeps the visitor on the login page", async ({ page }) => {
  await page.goto("/login");
  await page.getByLabel("E-mail or username").fill("nobody");
  await page.getByLabel("Password").fill("Wrong-pass1!");
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong login or password.");
  await expect(page.getByRole("alert")).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

test("a visitor's cabinet sends them to log in before it paints: a page load of its own, not a swap in place", async ({
  page,
}) => {
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() !== "document") return;
    const url = new URL(request.url());
    documents.push(url.pathname + url.search);
  });
  await page.goto("/lk/");
  await expect(page).toHaveURL(/\/login\?next=%2Flk%2F$/);
  await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();
  expect(documents).toEqual(["/lk/", "/login?next=%2Flk%2F"]);
});
