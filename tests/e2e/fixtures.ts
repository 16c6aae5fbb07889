import AxeBuilder from "@axe-core/playwright";
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

/** axe finds nothing on the page as it stands, at a phone's width (375 px) and a desktop's (1280 px). */
export async function expectNoAxeViolations(page: Page, widths: readonly number[] = [375, 1280]): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
  }
}
