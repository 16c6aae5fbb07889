import type { Page } from "@playwright/test";

/**
 * Scrolls to a section of the page, as a reader does: the parts below the fold load their code and
 * become interactive when they are reached (app/ui/lazy-hydration.tsx).
 */
export async function reach(page: Page, sectionId: string): Promise<void> {
  await page.locator(`#${sectionId}`).scrollIntoViewIfNeeded();
}
