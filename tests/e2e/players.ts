import type { APIRequestContext, Page } from "@playwright/test";
import { linkPath, waitForMail } from "./mailbox";

export const PLAYER_PASSWORD = "Tr0ub4dor&3x";

let players = 0;

/**
 * A registered and activated player, made through the API as a browser would (CSRF cookie first). Each
 * comes from an address of its own (TEST-NET-2, through the e2e server's trusted X-Forwarded-For), as
 * players do: the per-address registration limit (10 an hour) is for one address, not for the whole suite.
 */
export async function createPlayer(request: APIRequestContext, name: string) {
  const id = `${name}_${Date.now().toString(36)}`;
  const email = `${id}@example.com`;
  const from = { "X-Forwarded-For": `198.51.100.${(++players % 250) + 1}` };
  await request.get("/api/csrf/");
  const csrf = (await request.storageState()).cookies.find((c) => c.name === "csrftoken")?.value ?? "";
  const created = await request.post("/api/users/", {
    headers: { "X-CSRFToken": csrf, ...from },
    data: { email, username: id, password: PLAYER_PASSWORD, re_password: PLAYER_PASSWORD, accept_terms: true },
  });
  if (created.status() !== 201) throw new Error(`registration failed: ${created.status()} ${await created.text()}`);
  const [, uid, token] = linkPath(await waitForMail(email), "/registration/activate/")
    .split("/")
    .filter(Boolean)
    .slice(1);
  const activated = await request.post("/api/users/activation/", {
    headers: { "X-CSRFToken": csrf },
    data: { uid, token },
  });
  if (activated.status() !== 204) throw new Error(`activation failed: ${activated.status()}`);
  return { username: id, email };
}

/**
 * Logs in through the login form and waits for the cabinet. The form needs the auth client, loaded after
 * hydration: on a busy machine a click before it arrives does nothing, so the page settles first.
 */
export async function logIn(page: Page, login: string, password = PLAYER_PASSWORD) {
  await page.goto("/login");
  await page.waitForLoadState("networkidle");
  await page.getByLabel("E-mail or username").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.waitForURL(/\/lk\/?$/);
}
