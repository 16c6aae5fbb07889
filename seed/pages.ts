/**
 * The information pages (about us, responsible gaming, privacy policy, terms): Markdown texts in every site
 * language (seed/texts/pages), stored as content that modules/pages renders; imported as content:import does
 * (./import.ts), then dated the seed's day as planned.
 */
import { inArray } from "drizzle-orm";
import * as schema from "#db/schema";
import { pageKind } from "#modules/pages";
import type { SeedContext } from "./context";
import { importSeed } from "./import";
import { ABOUT_US } from "./texts/pages/about-us";
import { PRIVACY_POLICY } from "./texts/pages/privacy-policy";
import { RESPONSIBLE_GAMING } from "./texts/pages/responsible-gaming";
import { TERMS_AND_CONDITIONS } from "./texts/pages/terms-and-conditions";

export const INFO_PAGES = [ABOUT_US, RESPONSIBLE_GAMING, PRIVACY_POLICY, TERMS_AND_CONDITIONS];

export async function seedPages(ctx: SeedContext): Promise<void> {
  const ids = await importSeed(ctx, pageKind, INFO_PAGES, "information pages");
  await ctx.db
    .update(schema.pages)
    .set({ updatedAt: ctx.anchor })
    .where(inArray(schema.pages.id, [...ids.values()]));
}
