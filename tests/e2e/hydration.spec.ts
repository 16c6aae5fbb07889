import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * What a visitor does before the page hydrates is kept (issue 12). Hydration waits for the page's catalog
 * file (app/entry.client.tsx); here its response is held back, the visitor ticks and types meanwhile, then
 * the file is let through: the inputs keep what was done, and the app acts on it once it runs.
 */
// The state before hydration is what these tests look at: `goto` does not wait for the page's code.
test.use({ hydrated: false });

async function holdCatalog(page: Page): Promise<() => void> {
  const held: Route[] = [];
  let released = false;
  await page.route("**/i18n/*.json", async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return () => {
    released = true;
    for (const route of held.splice(0)) void route.continue();
  };
}

test("a facet ticked and the search box typed in before hydration are kept, and the filter follows the tick", async ({
  page,
  consoleErrors,
}) => {
  const release = await holdCatalog(page);
  await page.goto("/casinos/filters", { waitUntil: "domcontentloaded" });

  // Before hydration: the server's HTML only (the catalog is held, so React has not started).
  const group = page.getByRole("group", { name: "Payment methods" });
  if (!(await group.isVisible())) await page.locator("main summary", { hasText: "Payment methods" }).click();
  const visa = group.getByRole("checkbox", { name: /^Visa/ });
  await visa.check();
  const search = page.getByRole("search", { name: "Search the site" }).getByRole("searchbox");
  await search.fill("tidal");
  const name = page.getByRole("searchbox", { name: "Casino name" });
  await name.fill("Spin");
  expect(page.url()).not.toContain("payment_methods=");

  release();

  // Hydrated: the tick is acted upon (the filter submits it), and nothing the visitor did was reset.
  await expect(page).toHaveURL(/payment_methods=visa/);
  await expect(page).toHaveURL(/q=Spin/); // the form is submitted whole, with the name typed
  await expect(visa).toBeChecked();
  await expect(search).toHaveValue("tidal");
  await expect(name).toHaveValue("Spin");
  expect(consoleErrors).toEqual([]);
});

test("a sort chosen before hydration is kept and applied once the page runs", async ({ page, consoleErrors }) => {
  const release = await holdCatalog(page);
  await page.goto("/casinos/filters", { waitUntil: "domcontentloaded" });
  const sort = page.getByRole("combobox", { name: "Sort by" });
  const options = await sort.locator("option").evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
  const current = await sort.inputValue();
  const other = options.find((value) => value !== current)!;
  await sort.selectOption(other);

  release();

  await expect(page).toHaveURL(new RegExp(`sort=${other}`));
  await expect(sort).toHaveValue(other);
  expect(consoleErrors).toEqual([]);
});

test("a page whose language tag Intl refuses still hydrates, and the refusal shows", async ({
  page,
  consoleErrors,
}) => {
  // The locale data is loaded before the hydration from <html lang> (app/entry.client.tsx).
  await page.route("**/about-us", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<html lang="en"', '<html lang="!!"');
    await route.fulfill({ response, body: html });
  });
  await page.goto("/about-us");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // V8's refusal, and nothing else went wrong.
  expect(consoleErrors).toEqual(["Invalid language tag: !!"]);
});
