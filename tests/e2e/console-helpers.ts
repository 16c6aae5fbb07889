import { expect, type Browser, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import { waitsForCode } from "./fixtures";
import { logIn } from "./players";

/** The code an authenticator app shows for the secret, `steps` periods of 30 s from now. */
export function appCode(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({
    timestamp: Date.now() + steps * 30_000,
  });
}

/**
 * Signs a staff account in and through the console's gate: the first time it sets up the second factor
 * (returning the secret), later it types the next code from the app.
 */
export async function openConsole(browser: Browser, account: { username: string; password: string }, secret?: string) {
  const page: Page = await waitsForCode(await (await browser.newContext()).newPage());
  await logIn(page, account.username, account.password);
  await page.goto("/admin");
  if (!secret) {
    await page.getByRole("button", { name: "Start the set-up" }).click();
    secret = (await page.getByTestId("totp-secret").textContent()) ?? "";
    await page.getByLabel("First code from the app").fill(appCode(secret));
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    await page.getByRole("button", { name: "I have saved them" }).click();
  } else {
    await page.getByLabel("Code from your authenticator app").fill(appCode(secret, 1));
    await page.getByRole("button", { name: "Open the console" }).click();
  }
  await expect(page.getByRole("navigation", { name: "Console" })).toBeVisible();
  return { page, secret };
}
