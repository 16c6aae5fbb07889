import { asc, sql } from "drizzle-orm";
import type { SlotOptions } from "#contracts/catalog-documents";
import type { Db } from "#db/client";
import { providers, slotFeatures, slotThemes, slots } from "#db/schema";
import { namedListing } from "#modules/content";
import { pick } from "#contracts/locales";

/** The console's slot list: slug, name and provider (docs/decisions/0037). */
export const consoleSlots = namedListing("slot", {
  from: sql`${slots} t join ${providers} p on p.id = t.provider_id`,
  id: sql`t.id`,
  visible: sql`t.is_published`,
  detail: sql`p.slug`,
  draftDetail: sql`d ->> 'provider'`,
});

/** The console's provider list: slug and name. */
export const consoleProviders = namedListing("provider", {
  from: sql`${providers} t`,
  id: sql`t.id`,
  visible: sql`t.is_published`,
  detail: sql`null::text`,
  draftDetail: sql`null::text`,
});

/** What the slot form picks from: providers (those on the site), features and themes, by name. */
export async function slotOptions(db: Db): Promise<SlotOptions> {
  const [providerRows, featureRows, themeRows] = await Promise.all([
    db
      .select({ slug: providers.slug, name: providers.name })
      .from(providers)
      .where(sql`${providers.isPublished}`)
      .orderBy(asc(providers.name)),
    db.select({ slug: slotFeatures.slug, name: slotFeatures.name }).from(slotFeatures).orderBy(asc(slotFeatures.slug)),
    db.select({ slug: slotThemes.slug, name: slotThemes.name }).from(slotThemes).orderBy(asc(slotThemes.slug)),
  ]);
  return {
    providers: providerRows,
    features: featureRows.map((row) => ({ slug: row.slug, name: pick(row.name, "en") })),
    themes: themeRows.map((row) => ({ slug: row.slug, name: pick(row.name, "en") })),
  };
}
