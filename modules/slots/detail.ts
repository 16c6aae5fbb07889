import { and, asc, eq, exists, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import {
  bonuses,
  casinos,
  casinoSlots,
  providers,
  slotFeatureLinks,
  slotFeatures,
  slots,
  slotThemeLinks,
  slotThemes,
} from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import type { MediaImage } from "#contracts/media";
import { imageOfColumn, itemImageColumn, type ImageColumn } from "#modules/media";
import { loadBonusCards, isoDay, type BonusCard } from "#modules/bonuses";
import {
  factsCard,
  loadCasinoCards,
  recommendableWhere,
  type CasinoCard,
  type CasinoFactsCard,
} from "#modules/casinos";
import { loadSlotCards, type SlotCard, type Volatility } from "./cards";
import { ARTWORK_ROLE } from "./document";
import { slotShown } from "./visibility";

export interface SlotDetail {
  slug: string;
  name: string;
  provider: { slug: string; name: string };
  releaseDate: string;
  rtp: number;
  volatility: Volatility;
  reels: number;
  rows: number;
  /** Fixed paylines, or null for a "ways to win" game (then `ways` is set). */
  paylines: number | null;
  ways: number | null;
  minBet: number;
  maxBet: number;
  /** Max win as a multiple of the bet. */
  maxWin: number;
  /** Share of spins that win, in percent. */
  hitFrequency: number | null;
  demoAvailable: boolean;
  description: string;
  features: string[];
  themes: string[];
  /** Its artwork from the media library (docs/decisions/0037); null when it has none. */
  artwork: MediaImage | null;
  /**
   * Casinos offering it for real money, safest first, each with its running bonus for this slot offered in the
   * visitor's country, if any. Their facts without their users scores: a rating leaves slot pages kept
   * (docs/decisions/0055).
   */
  casinos: Array<CasinoFactsCard & { slotBonus: { title: string; promoCode: string | null } | null }>;
  /** A few popular slots of the same provider or sharing a theme. */
  similar: SlotCard[];
}

export const CASINO_LIMIT = 12;
export const SIMILAR_LIMIT = 4;
/** The slot's offers read to find each casino's running one. */
export const BONUS_LIMIT = 100;

/** A slot page's data in a fixed number of queries; null when the slug is unknown or the slot is off the site. */
export async function slotDetail(
  db: Db,
  slug: string,
  options: { locale: Locale; country: string },
): Promise<SlotDetail | null> {
  const [found] = await db
    .select({
      slot: slots,
      provider: { slug: providers.slug, name: providers.name },
      artwork: itemImageColumn("slot", ARTWORK_ROLE, slots.id, options.locale),
    })
    .from(slots)
    .innerJoin(providers, eq(providers.id, slots.providerId))
    .where(and(eq(slots.slug, slug), slotShown))
    .limit(1);
  if (!found) return null;
  const { slot: row, provider } = found;
  const { id, providerId } = row;
  const [features, themes, offeringCasinos, slotBonuses, similar] = await Promise.all([
    db
      .select({ name: slotFeatures.name })
      .from(slotFeatureLinks)
      .innerJoin(slotFeatures, eq(slotFeatures.id, slotFeatureLinks.featureId))
      .where(eq(slotFeatureLinks.slotId, id))
      .orderBy(asc(slotFeatures.slug)),
    db
      .select({ name: slotThemes.name })
      .from(slotThemeLinks)
      .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId))
      .where(eq(slotThemeLinks.slotId, id))
      .orderBy(asc(slotThemes.slug)),
    // Where to play for real money recommends: never a warned casino.
    loadCasinoCards(db, {
      where: and(
        inArray(
          casinos.id,
          db.select({ id: casinoSlots.casinoId }).from(casinoSlots).where(eq(casinoSlots.slotId, id)),
        ),
        recommendableWhere(),
      ),
      order: "safety",
      countryFirst: true,
      limit: CASINO_LIMIT,
      ...options,
    }),
    loadBonusCards(db, {
      where: eq(bonuses.freeSpinsSlotId, id),
      order: "newest",
      limit: BONUS_LIMIT,
      ...options,
      today: isoDay(new Date()),
    }),
    loadSlotCards(db, {
      where: and(ne(slots.id, id), or(eq(slots.providerId, providerId), sharesThemeWith(db, id))),
      order: "popular",
      limit: SIMILAR_LIMIT,
    }),
  ]);
  return slotDetailOf(
    {
      slot: row,
      provider,
      artwork: found.artwork,
      features,
      themes,
      casinos: offeringCasinos,
      bonuses: slotBonuses,
      similar,
    },
    options.locale,
  );
}

/** What a slot page is made of, however it is read (`slotDetail`, or the page's one statement: ./page-statement.ts). */
export interface SlotDetailParts {
  slot: typeof slots.$inferSelect;
  provider: { slug: string; name: string };
  artwork: ImageColumn | null;
  features: { name: (typeof slotFeatures.$inferSelect)["name"] }[];
  themes: { name: (typeof slotThemes.$inferSelect)["name"] }[];
  casinos: CasinoCard[];
  bonuses: BonusCard[];
  similar: SlotCard[];
}

export function slotDetailOf(parts: SlotDetailParts, locale: Locale): SlotDetail {
  const { slot: row, provider } = parts;
  return {
    slug: row.slug,
    name: row.name,
    provider,
    releaseDate: row.releaseDate,
    rtp: Number(row.rtp),
    volatility: row.volatility,
    reels: row.reels,
    rows: row.rows,
    paylines: row.paylines,
    ways: row.ways,
    minBet: Number(row.minBet),
    maxBet: Number(row.maxBet),
    maxWin: row.maxWin,
    hitFrequency: row.hitFrequency === null ? null : Number(row.hitFrequency),
    demoAvailable: row.demoAvailable,
    description: pick(row.description, locale),
    features: parts.features.map((f) => pick(f.name, locale)),
    themes: parts.themes.map((t) => pick(t.name, locale)),
    artwork: imageOfColumn(parts.artwork, locale),
    casinos: parts.casinos.map((casino) => {
      // The casino's running offer for the slot in the visitor's country (in its currency): one the player can claim.
      const bonus = parts.bonuses.find((b) => b.casino.slug === casino.slug && !b.expired && b.eligible);
      return { ...factsCard(casino), slotBonus: bonus ? { title: bonus.title, promoCode: bonus.promoCode } : null };
    }),
    similar: parts.similar,
  };
}

/** The candidate slot (outer `slots` row) shares at least one theme with slot `slotId`. */
export function sharesThemeWith(db: Db, slotId: number | SQL) {
  const own = alias(slotThemeLinks, "own_themes");
  const ownThemes = db.select({ themeId: own.themeId }).from(own).where(eq(own.slotId, slotId));
  return exists(
    db
      .select({ one: sql`1` })
      .from(slotThemeLinks)
      .where(and(eq(slotThemeLinks.slotId, slots.id), inArray(slotThemeLinks.themeId, ownThemes))),
  );
}
