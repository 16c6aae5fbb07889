import { test as base, expect, type Page } from "@playwright/test";

/** Collects console errors and page errors; a test fails if any appeared. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The href of the first card link on `path` whose href starts with `prefix` and has one more segment. */
export async function firstLink(page: Page, path: string, prefix: string): Promise<string> {
  await page.goto(path);
  const hrefs = await page
    .locator(`main article a[href^="${prefix}"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const found = hrefs.find((href) => href.slice(prefix.length).length > 0 && !href.slice(prefix.length).includes("/"));
  if (!found) throw new Error(`no link starting with ${prefix} on ${path}`);
  return found;
}
