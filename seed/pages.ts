/**
 * The information pages (about us, responsible gaming, privacy policy, terms): Markdown texts in every site
 * language (seed/texts/pages), stored as content that modules/pages renders.
 */
import * as schema from "#db/schema";
import type { SeedContext } from "./context";
import { insertRows } from "./insert";
import { ABOUT_US } from "./texts/pages/about-us";
import { PRIVACY_POLICY } from "./texts/pages/privacy-policy";
import { RESPONSIBLE_GAMING } from "./texts/pages/responsible-gaming";
import { TERMS_AND_CONDITIONS } from "./texts/pages/terms-and-conditions";

export const INFO_PAGES = [ABOUT_US, RESPONSIBLE_GAMING, PRIVACY_POLICY, TERMS_AND_CONDITIONS];

export async function seedPages(ctx: SeedContext): Promise<void> {
  const rows = INFO_PAGES.map((page) => ({ ...page, updatedAt: ctx.anchor }));
  await insertRows(ctx.db, schema.pages, rows, ctx.progress.counter("information pages"));
}
