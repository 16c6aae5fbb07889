import { z } from "zod";
import {
  codes,
  COUNTRY_CODE,
  CURRENCY_CODE,
  isoDate,
  money,
  optionalTexts,
  slug,
  slugs,
  texts,
} from "./document-fields";
import { refinement } from "./errors";

/**
 * A bonus as the console edits it (issue 17; docs/decisions/0029): its casino, where it is offered, its type
 * and categories, title and terms in every language, the amounts with their currency, the promo code, the
 * wagering and the days it runs. Field names follow the `bonuses` table's columns; references are slugs and
 * codes (casino, categories, countries, currency, the free spins' slot), never table ids.
 */

export const BONUS_TYPE_VALUES = ["no_deposit", "welcome", "reload", "free_spins", "cashback", "vip"] as const;
/** What the wagering multiplier applies to: "35x bonus" or "35x deposit + bonus". */
export const WAGERING_BASE_VALUES = ["bonus", "deposit_bonus", "winnings"] as const;

export const BONUS_TEXT_MAX = { title: 200, terms: 8_000, promoCode: 40 } as const;
export const BONUS_LIST_MAX = { categories: 20, countries: 250 } as const;

const PROMO_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

const count = (max: number, what: string) =>
  z.number({ error: "Enter a number" }).int("A whole number").min(0, "Not below 0").max(max, `At most ${max} ${what}`);

export const bonusDocumentSchema = z
  .strictObject({
    slug,
    /** The casino's slug. */
    casino: slug,
    type: z.enum(BONUS_TYPE_VALUES, "Pick a type"),
    title: texts(BONUS_TEXT_MAX.title),
    terms: optionalTexts(BONUS_TEXT_MAX.terms),
    promoCode: z
      .string()
      .trim()
      .max(BONUS_TEXT_MAX.promoCode, `At most ${BONUS_TEXT_MAX.promoCode} characters`)
      .regex(PROMO_CODE, "Letters, digits, - and _")
      .nullable(),
    /** The first day it can be claimed; null: from its publication. */
    validFrom: isoDate.nullable(),
    /** Its last day (that day still counts, modules/bonuses/expiry.ts); null: until withdrawn. */
    validUntil: isoDate.nullable(),
    /** The currency of every amount of the offer. */
    currency: z.string().trim().regex(CURRENCY_CODE, "A currency code such as EUR"),
    /** Match percentage (100 for 100 %). */
    percentage: count(1_000, "percent").nullable(),
    /** The cap of a match, or a fixed amount. */
    amount: money.nullable(),
    wagering: z
      .number({ error: "Enter a multiplier" })
      .min(0, "Not below 0")
      .max(1_000, "At most 1,000×")
      .refine((n) => Math.round(n * 10) === n * 10, refinement("invalid_value", "One decimal at most"))
      .nullable(),
    wageringBase: z.enum(WAGERING_BASE_VALUES, "Pick what the wagering applies to").nullable(),
    minDeposit: money.nullable(),
    maxBet: money.nullable(),
    maxCashout: money.nullable(),
    freeSpins: count(100_000, "spins").nullable(),
    freeSpinValue: money.nullable(),
    /** The slot the free spins are played on (its slug), when tied to one. */
    freeSpinsSlot: slug.nullable(),
    isExclusive: z.boolean(),
    isRecommended: z.boolean(),
    /** Bonus category slugs. */
    categories: slugs(BONUS_LIST_MAX.categories),
    /** Countries it is offered in. */
    countries: codes(COUNTRY_CODE, BONUS_LIST_MAX.countries, "A country code such as PT"),
  })
  .superRefine((bonus, context) => {
    if (bonus.validFrom && bonus.validUntil && bonus.validUntil < bonus.validFrom)
      context.addIssue({ code: "custom", path: ["validUntil"], message: "Not before the first day" });
    if (bonus.freeSpinsSlot && !bonus.freeSpins)
      context.addIssue({ code: "custom", path: ["freeSpins"], message: "Free spins on a slot need their number" });
  });

/** A bonus document as stored in a revision and written at publish time. */
export type BonusDocument = z.output<typeof bonusDocumentSchema>;
export type BonusDocumentInput = z.input<typeof bonusDocumentSchema>;
export type BonusTypeValue = (typeof BONUS_TYPE_VALUES)[number];

/** The reference lists the form picks from: GET {console}/bonuses/options/ */
export interface BonusOptions {
  casinos: { slug: string; name: string }[];
  categories: { slug: string; name: string }[];
  countries: { code: string; name: string }[];
  currencies: { code: string; name: string }[];
  slots: { slug: string; name: string }[];
}

/** One line of the console's bonus list. */
export interface ConsoleBonusRow {
  id: number;
  slug: string;
  title: string;
  casino: string;
  type: string;
  promo_code: string | null;
  valid_until: string | null;
  expired: boolean;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  updated_at: string;
}

export const CONSOLE_BONUS_SORTS = ["updated", "title", "valid_until"] as const;
export type ConsoleBonusSort = (typeof CONSOLE_BONUS_SORTS)[number];
