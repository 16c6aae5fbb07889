import AxeBuilder from "@axe-core/playwright";
import { E2E_ADMIN } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test } from "./fixtures";
import { createPlayer, logIn } from "./players";

/**
 * Issue 17 in the browser: the console's gate (staff only, TOTP set up on first visit, asked again in a
 * new session, recovery codes), never cached nor indexed, its code absent from public pages; axe clean.
 */
test("an admin sets up the second factor, is asked again in a new session, and reads the audit log", async ({
  browser,
}) => {
  const first = await openConsole(browser, E2E_ADMIN);
  await expect(first.page.getByRole("heading", { name: `Welcome, ${E2E_ADMIN.username}` })).toBeVisible();
  await expect(first.page.getByTestId("permissions")).toContainText("roles.manage");

  const again = await openConsole(browser, E2E_ADMIN, first.secret);
  await again.page.getByRole("link", { name: "Audit log" }).click();
  const table = again.page.getByTestId("audit-table");
  await expect(table).toContainText("second_factor.verify");
  await expect(table).toContainText("second_factor.confirm");
  await again.page.getByLabel("Action").fill("second_factor.confirm");
  await again.page.getByRole("button", { name: "Filter" }).click();
  // Staff of the other console specs confirm theirs too: every row is a confirmation, one of them the admin's.
  const rows = table.locator("tbody tr");
  await expect(rows.filter({ hasNotText: "second_factor.confirm" })).toHaveCount(0);
  await expect(rows.filter({ hasText: E2E_ADMIN.username })).toHaveCount(1);

  // An address of an item that does not exist says so in place of its form, rather than loading for ever.
  for (const [path, text] of [
    ["/admin/casinos/999999", "No casino has this id."],
    ["/admin/bonuses/999999", "No bonus has this id."],
  ] as const) {
    await again.page.goto(path);
    await expect(again.page.getByRole("alert").filter({ hasText: text })).toBeVisible();
  }

  for (const width of [375, 1280]) {
    await again.page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin", "/admin/audit"]) {
      await again.page.goto(path);
      await expect(again.page.getByRole("navigation", { name: "Console" })).toBeVisible();
      // Each section's code is a chunk of its own: its heading shows once the chunk has loaded.
      await expect(again.page.getByRole("heading", { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page: again.page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id}`)).toEqual([]);
    }
  }
});

test("players are kept out; the console is never cached or indexed; public pages carry none of its code", async ({
  page,
  request,
}) => {
  const player = await createPlayer(request, "console_outsider");
  await logIn(page, player.username);
  await page.goto("/admin");
  await expect(page.getByText("This account is not a staff account.")).toBeVisible();

  const console = await request.get("/admin");
  expect(console.headers()["cache-control"]).toBe("private, no-store");
  expect(console.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await console.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');

  for (const path of ["/", "/casinos", "/blog"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/admin-[\w-]+\.js/);
  }

  // One route serves the console (docs/decisions/0054): an address none of its screens shows is the site's 404.
  for (const path of ["/admin/nope", "/admin/audit/1", "/admin/users/abc"]) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(await missing.text(), path).toContain(`Page not found: ${path}`);
  }
});
