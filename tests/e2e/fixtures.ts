import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Waits for the current document's code to have hydrated it (`<html data-hydrated>`, app/ui/deferred.tsx); a
 * document that is not HTML (JSON, XML) has no code to wait for.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.contentType !== "text/html" || document.documentElement.hasAttribute("data-hydrated"),
  );
}

/**
 * The page waits for its document's code to have hydrated it (`<html data-hydrated>`): built pages load their
 * JavaScript after the first paint (docs/decisions/0046), and a control pressed before hydration does nothing,
 * or is reset by it. After each document load the test asks for (`goto`, `reload`, `goBack`, `goForward`; a
 * `waitUntil: "commit"` asks for the moment before), and before each action or auto-waiting assertion, so
 * that a document the page loads itself (a language picked, a reload after an action) is waited for too.
 */
export async function waitsForCode(page: Page): Promise<Page> {
  for (const name of ["goto", "reload", "goBack", "goForward"] as const) {
    const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page["goto"]>;
    page[name] = (async (...args: unknown[]) => {
      const response = await load(...args);
      const options = args.find((arg) => typeof arg === "object" && arg !== null) as { waitUntil?: string } | undefined;
      const html = (await response?.headerValue("content-type"))?.startsWith("text/html") ?? false;
      if (html && options?.waitUntil !== "commit") await hydrated(page);
      return response;
    }) as never;
  }
  await page.addLocatorHandler(page.locator("html:not([data-hydrated])"), () => hydrated(page), { noWaitAfter: true });
  return page;
}

/**
 * Collects console errors and page errors; a test fails if any appeared. `page` waits for the page's code after
 * each document load (`waitsForCode`), unless the test says `test.use({ hydrated: false })` (the state before
 * hydration is what it looks at) or runs without JavaScript.
 */
export const test = base.extend<{ consoleErrors: string[]; hydrated: boolean }>({
  hydrated: [true, { option: true }],
  page: async ({ page, hydrated, javaScriptEnabled }, use) => {
    await use(hydrated && javaScriptEnabled ? await waitsForCode(page) : page);
  },
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
