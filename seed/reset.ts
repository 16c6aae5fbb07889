/** Removes what the seed wrote, for `db:seed --force`: the content tables and the demo players. */
import { like, sql } from "drizzle-orm";
import type { Db } from "#db/client";
import * as schema from "#db/schema";
import { DEMO_EMAIL_DOMAIN } from "./users";

/** Emptied by `clearSeedData`; markets and languages (contract data) and real accounts are kept. */
export const CONTENT_TABLES = [
  schema.countries,
  schema.casinoTypes,
  schema.gameCategories,
  schema.providers,
  schema.licences,
  schema.paymentMethods,
  schema.currencies,
  schema.casinos,
  schema.casinoLicences,
  schema.casinoPaymentMethods,
  schema.casinoCurrencies,
  schema.casinoLimits,
  schema.casinoProviders,
  schema.casinoGames,
  schema.casinoCountries,
  schema.slotFeatures,
  schema.slotThemes,
  schema.slots,
  schema.slotFeatureLinks,
  schema.slotThemeLinks,
  schema.casinoSlots,
  schema.bonusCategories,
  schema.bonuses,
  schema.bonusCategoryLinks,
  schema.bonusCountries,
  schema.authors,
  schema.tags,
  schema.posts,
  schema.postTags,
  schema.ratings,
  schema.reviews,
  schema.comments,
  schema.favourites,
  schema.reports,
  schema.moderationLog,
  schema.complaints,
  schema.pages,
  schema.complaintMessages,
  schema.complaintAttachments,
  // The library's rows (the seed's hero images among them); its files stay, named by their bytes.
  schema.media,
  schema.mediaVariants,
  schema.mediaUsage,
  // The content engine's items and revisions name rows of the tables above by id: they go with them.
  schema.contentItems,
  schema.contentRevisions,
];

export async function clearSeedData(db: Db): Promise<void> {
  await db.execute(sql`truncate table ${sql.join(CONTENT_TABLES, sql`, `)} restart identity cascade`);
  await db.delete(schema.users).where(like(schema.users.email, `%@${DEMO_EMAIL_DOMAIN}`));
}
