import { readFileSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { e2eDataDir, E2E_TRANSLATIONS_EDITOR, UNTRANSLATED_AUTHOR_FILE } from "./data-dir";
import { openConsole } from "./console-helpers";
import { expect, test } from "./fixtures";

/**
 * Issue 17's translations page in the browser: an editor (with TOTP) sees that authors lack Portuguese (the
 * e2e server left one author's Portuguese texts unwritten), lists them, follows the link to the author's
 * form, writes the Portuguese role and biography, publishes, and the count goes down. axe at 375 and 1280 px.
 */

const author = () =>
  JSON.parse(readFileSync(join(e2eDataDir(), UNTRANSLATED_AUTHOR_FILE), "utf8")) as { id: number; name: string };

test("an editor finds an author lacking Portuguese, translates it, and the count goes down", async ({ browser }) => {
  test.setTimeout(180_000);
  const { id, name } = author();
  const { page } = await openConsole(browser, E2E_TRANSLATIONS_EDITOR);
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Translations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Translations" })).toBeVisible();

  const matrix = page.getByRole("table", { name: /Items lacking each language/ });
  await expect(matrix.getByRole("columnheader", { name: /Portuguese \(pt\)/ })).toContainText("Portugal");
  const cell = page.getByTestId("gap-author-pt");
  await expect(cell).toContainText(/missing 1 of \d+/);
  await expect(cell).toContainText("1 on the site");
  const before = Number(/missing (\d+)/.exec((await cell.textContent()) ?? "")![1]);

  // The count lists the authors lacking Portuguese, with the fields they lack and what visitors see.
  await cell.getByRole("button").click();
  await expect(page).toHaveURL(/language=pt&kind=author/);
  await expect(page.getByLabel("Language", { exact: true })).toHaveValue("pt");
  await expect(page.getByLabel("Kind", { exact: true })).toHaveValue("author");
  const row = page.getByTestId("translation-gaps").getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Role, Biography");
  await expect(row).toContainText("English in place of Portuguese");

  // Its form, with the texts side by side: Portuguese is the language shown first.
  await row.getByRole("link", { name }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/authors/${id}$`));
  await expect(page.getByTestId("completeness")).toContainText("Role, Biography");
  await page.getByLabel("Role — Portuguese").fill("Analista de casinos");
  await page.getByLabel("Biography — Portuguese").fill("Escreve sobre casinos licenciados e pagamentos há dez anos.");
  await page.getByRole("button", { name: "Save and publish" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Published revision/ })).toBeVisible();

  await page.goto("/admin/translations?language=pt&kind=author");
  await expect(page.getByTestId("gap-author-pt")).toContainText(before === 1 ? "complete" : `missing ${before - 1}`);
  await expect(page.getByTestId("translation-gaps").getByRole("row", { name: new RegExp(name) })).toHaveCount(0);

  // axe on the page, on a phone and a desktop, with the matrix and a list shown.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/translations", "/admin/translations?language=fr"]) {
      await page.goto(path);
      await expect(page.getByTestId("translation-matrix")).toBeVisible();
      await expect(page.getByTestId("translation-gaps").or(page.getByText("Nothing matches."))).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${path} @${width}: ${v.id} ${v.nodes[0]?.target}`)).toEqual([]);
    }
  }
});
