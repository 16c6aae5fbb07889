import { z } from "zod";
import { money, isoDate, requiredText, slug, slugs, texts, optionalTexts } from "./document-fields";
import { refinement } from "./errors";

/**
 * Slots and the reference data casinos and slots point at — providers, payment methods, licences — as the
 * console edits them (issue 17; docs/decisions/0037). Field names follow the tables' columns; references are
 * slugs (the slot's provider, features and themes), the artwork the media library's image id (an image has no
 * other name).
 */

export const VOLATILITY_VALUES = ["low", "medium", "high", "very_high"] as const;
export type VolatilityValue = (typeof VOLATILITY_VALUES)[number];

export const SLOT_TEXT_MAX = { name: 120, description: 8_000 } as const;
export const SLOT_LIST_MAX = { features: 30, themes: 30 } as const;

const whole = (min: number, max: number) =>
  z
    .number({ error: "Enter a number" })
    .int("A whole number")
    .min(min, `Not below ${min}`)
    .max(max, `At most ${max.toLocaleString("en")}`);

/** A percentage with two decimals at most, from `min` to 100. */
const percent = (min: number) =>
  z
    .number({ error: "Enter a percentage" })
    .min(min, `Not below ${min}`)
    .max(100, "At most 100")
    // Within a rounding error of two decimals: 28.57 × 100 is 2856.9999999999995 in floating point.
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, refinement("invalid_value", "At most 2 decimals"));

export const slotDocumentSchema = z
  .strictObject({
    slug,
    name: requiredText(SLOT_TEXT_MAX.name),
    /** The provider's slug. */
    provider: slug,
    releaseDate: isoDate,
    /** Return to player, in percent. */
    rtp: percent(50),
    volatility: z.enum(VOLATILITY_VALUES, "Pick a volatility"),
    /** The demo's grid and lines: reels × rows, fixed paylines or "ways to win" (one of the two). */
    reels: whole(1, 10),
    rows: whole(1, 10),
    paylines: whole(1, 1_000).nullable(),
    ways: whole(1, 1_000_000).nullable(),
    minBet: money,
    maxBet: money,
    /** Max win as a multiple of the bet. */
    maxWin: whole(1, 10_000_000),
    /** Share of spins that win, in percent. */
    hitFrequency: percent(0).nullable(),
    /** Whether the free play-money demo is offered on the slot's page. */
    demoAvailable: z.boolean(),
    description: texts(SLOT_TEXT_MAX.description),
    /** Slot feature slugs. */
    features: slugs(SLOT_LIST_MAX.features),
    /** Slot theme slugs. */
    themes: slugs(SLOT_LIST_MAX.themes),
    /** The artwork: an image of the media library (its id), or none. */
    artwork: z.number({ error: "Pick an image" }).int("An image id").min(1, "An image id").nullable(),
  })
  .superRefine((slot, context) => {
    if ((slot.paylines === null) === (slot.ways === null))
      context.addIssue({ code: "custom", path: ["paylines"], message: "Either paylines or ways, not both" });
    if (slot.maxBet < slot.minBet)
      context.addIssue({ code: "custom", path: ["maxBet"], message: "Not below the minimum bet" });
  });

export type SlotDocument = z.output<typeof slotDocumentSchema>;
export type SlotDocumentInput = z.input<typeof slotDocumentSchema>;

export const providerDocumentSchema = z.strictObject({
  slug,
  name: requiredText(100),
  foundedYear: whole(1900, 2100).nullable(),
  description: optionalTexts(4_000),
});
export type ProviderDocument = z.output<typeof providerDocumentSchema>;

export const paymentMethodDocumentSchema = z.strictObject({
  slug,
  name: requiredText(100),
  isCrypto: z.boolean(),
});
export type PaymentMethodDocument = z.output<typeof paymentMethodDocumentSchema>;

/** A licence's strength: 1 (weak) … 3 (strong regulator); the safety index reads it. */
export const LICENCE_STRENGTH = { min: 1, max: 3 } as const;

export const licenceDocumentSchema = z.strictObject({
  slug,
  name: requiredText(100),
  jurisdiction: requiredText(100),
  strength: whole(LICENCE_STRENGTH.min, LICENCE_STRENGTH.max),
});
export type LicenceDocument = z.output<typeof licenceDocumentSchema>;

/** A category named in the site's languages: game categories, slot features and themes. */
export const categoryDocumentSchema = z.strictObject({ slug, name: texts(100) });
export type CategoryDocument = z.output<typeof categoryDocumentSchema>;

/** A casino type, with its page's description. */
export const casinoTypeDocumentSchema = z.strictObject({ slug, name: texts(100), description: optionalTexts(4_000) });
export type CasinoTypeDocument = z.output<typeof casinoTypeDocumentSchema>;

/** A bonus category, with its page's introduction and its place among the categories. */
export const bonusCategoryDocumentSchema = z.strictObject({
  slug,
  name: texts(100),
  intro: texts(4_000),
  position: whole(0, 1_000),
});
export type BonusCategoryDocument = z.output<typeof bonusCategoryDocumentSchema>;

/** The reference lists the slot form picks from: GET {console}/slots/options/ */
export interface SlotOptions {
  providers: { slug: string; name: string }[];
  features: { slug: string; name: string }[];
  themes: { slug: string; name: string }[];
}

/** One line of a catalogue kind's console list (slots, providers, payment methods, licences). */
export interface ConsoleCatalogRow {
  id: number;
  slug: string;
  name: string;
  /** A slot's provider slug, a licence's jurisdiction; null for the others. */
  detail: string | null;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  updated_at: string;
}

export const CONSOLE_CATALOG_SORTS = ["updated", "name"] as const;
export type ConsoleCatalogSort = (typeof CONSOLE_CATALOG_SORTS)[number];

/** The markets as the console shows them (read only, docs/decisions/0037): GET {console}/markets/ */
export interface ConsoleMarketRow {
  code: string;
  name: string;
  /** The domain configured for it (MARKET_DOMAINS), null when it has none. */
  domain: string | null;
  languages: string[];
  currency: string;
  seo_lang: string;
}
