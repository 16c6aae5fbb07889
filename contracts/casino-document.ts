import { z } from "zod";
import { refinement } from "./errors";
import { idSchema } from "./ids";
import type { Locale } from "./locales";

/**
 * A casino as the console edits it (docs/product-spec.md §3; docs/decisions/0029): every fact, the texts in
 * every language, the category flags. The console's form and the server check it with this one schema, so
 * the zod here reaches the console's pages only (never a public page). References are slugs and codes
 * (type, licences, payment methods, providers, game categories, currencies, countries), never table ids; the
 * logo and the screenshots are media library images by id (docs/decisions/0038).
 * Computed on publish, not edited: the safety index, the quality mark, the users' score.
 */

export const CASINO_TEXT_MAX = { name: 100, owner: 200, summary: 600, description: 12_000, vipClub: 1_000 } as const;
export const MONEY_MAX = 1_000_000_000;
export const LIST_MAX = {
  licences: 20,
  payments: 100,
  currencies: 200,
  providers: 500,
  games: 50,
  countries: 250,
  screenshots: 8,
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const COUNTRY = /^[A-Z]{2}$/;
const CURRENCY = /^[A-Z0-9]{2,10}$/;
const LANGUAGE = /^[a-z]{2,3}$/;

const slug = z
  .string()
  .trim()
  .min(1, "Required")
  .max(80, "At most 80 characters")
  .regex(SLUG, "Lower-case letters, digits and single hyphens");

const required = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const optional = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

/** The same language texts: English required, the others optional (left empty: the site shows English). */
function texts(max: number) {
  return z
    .strictObject({
      en: required(max),
      bn: optional(max),
      pt: optional(max),
      ua: optional(max),
      fr: optional(max),
      es: optional(max),
      pe: optional(max),
      ar: optional(max),
      mx: optional(max),
    } satisfies Record<Locale, z.ZodType>)
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text)) as typeof value);
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "object" && Object.values(value).every((text) => typeof text !== "string" || !text.trim()));

/** An optional text in every language: all languages empty means none. */
const optionalTexts = (max: number) => z.preprocess((value) => (isBlank(value) ? null : value), texts(max).nullable());

const money = z
  .number({ error: "Enter an amount" })
  .min(0, "Not below 0")
  .max(MONEY_MAX, "Too large")
  .refine((n) => Math.round(n * 100) === n * 100, refinement("invalid_value", "At most 2 decimals"));

/** A list without repeats (`key` names what must differ). */
function uniqueList<T extends z.ZodType>(item: T, max: number, key: (value: z.output<T>) => string) {
  return z
    .array(item)
    .max(max, `At most ${max}`)
    .superRefine((values, context) => {
      const seen = new Set<string>();
      values.forEach((value, index) => {
        const name = key(value);
        if (seen.has(name)) context.addIssue({ code: "custom", path: [index], message: "Listed twice" });
        seen.add(name);
      });
    });
}

const codes = (pattern: RegExp, max: number, message: string) =>
  uniqueList(z.string().trim().regex(pattern, message), max, (code) => code);

export const casinoDocumentSchema = z
  .strictObject({
    name: required(CASINO_TEXT_MAX.name),
    slug,
    website: z.url({ protocol: /^https?$/, error: "A web address starting with https://" }).max(300),
    owner: required(CASINO_TEXT_MAX.owner),
    type: slug,
    launchDate: z.iso.date("A date as YYYY-MM-DD"),
    hasBonuses: z.boolean(),
    hasVipClub: z.boolean(),
    hasLiveChat: z.boolean(),
    vipClub: optionalTexts(CASINO_TEXT_MAX.vipClub),
    minDeposit: money,
    minWithdrawal: money,
    withdrawalLimit: z.strictObject({ day: money.nullable(), week: money.nullable(), month: money.nullable() }),
    withdrawalHours: z
      .strictObject({
        min: z.number().int("Whole hours").min(0, "Not below 0").max(2_000, "At most 2,000 hours"),
        max: z.number().int("Whole hours").min(0, "Not below 0").max(2_000, "At most 2,000 hours"),
      })
      .refine((hours) => hours.min <= hours.max, {
        ...refinement("invalid_value", "Not below the minimum"),
        path: ["max"],
      }),
    siteLanguages: codes(LANGUAGE, 60, "A language code such as en or pt"),
    supportLanguages: codes(LANGUAGE, 60, "A language code such as en or pt"),
    siteScore: z
      .number({ error: "Enter a score" })
      .min(0, "0 to 10")
      .max(10, "0 to 10")
      .refine((n) => Math.round(n * 10) === n * 10, refinement("invalid_value", "One decimal at most")),
    sizeTier: z.number().int().min(1, "1 (small) to 5 (very large)").max(5, "1 (small) to 5 (very large)"),
    unfairTerms: z.number().int("A count").min(0, "Not below 0").max(20, "At most 20"),
    isBlacklisted: z.boolean(),
    isTop20: z.boolean(),
    isCrypto: z.boolean(),
    isRecommended: z.boolean(),
    isPrivate: z.boolean(),
    summary: texts(CASINO_TEXT_MAX.summary),
    description: optionalTexts(CASINO_TEXT_MAX.description),
    licences: uniqueList(
      z.strictObject({ licence: slug, number: required(100) }),
      LIST_MAX.licences,
      (held) => held.licence,
    ),
    payments: uniqueList(
      z
        .strictObject({ method: slug, deposit: z.boolean(), withdrawal: z.boolean() })
        .refine((way) => way.deposit || way.withdrawal, {
          ...refinement("invalid_value", "For deposits, withdrawals or both"),
          path: ["deposit"],
        }),
      LIST_MAX.payments,
      (way) => way.method,
    ),
    currencies: codes(CURRENCY, LIST_MAX.currencies, "A currency code such as EUR"),
    providers: uniqueList(slug, LIST_MAX.providers, (s) => s),
    games: uniqueList(slug, LIST_MAX.games, (s) => s),
    countriesAccepted: codes(COUNTRY, LIST_MAX.countries, "A country code such as PT"),
    countriesRestricted: codes(COUNTRY, LIST_MAX.countries, "A country code such as PT"),
    /** The logo: a library image's id, or none (the site draws one from the name). */
    logo: idSchema.nullable().default(null),
    /** Screenshots of the casino's site, library images in the order the page shows them. */
    screenshots: uniqueList(idSchema, LIST_MAX.screenshots, String).default([]),
  })
  .superRefine((casino, context) => {
    const accepted = new Set(casino.countriesAccepted);
    casino.countriesRestricted.forEach((code, index) => {
      if (accepted.has(code))
        context.addIssue({ code: "custom", path: ["countriesRestricted", index], message: `${code} is also accepted` });
    });
  });

/** A casino document as stored in a revision and written at publish time. */
export type CasinoDocument = z.output<typeof casinoDocumentSchema>;
/** What the form sends (texts may still hold empty languages). */
export type CasinoDocumentInput = z.input<typeof casinoDocumentSchema>;

/** The facts the safety index is computed from, as the console's live preview sends them. */
export const safetyPreviewSchema = z.strictObject({
  launchDate: z.iso.date(),
  licences: z.array(slug).max(LIST_MAX.licences),
  sizeTier: z.number().int().min(1).max(5),
  unfairTerms: z.number().int().min(0).max(20),
  withdrawalLimitMonth: money.nullable(),
  isBlacklisted: z.boolean(),
});
export type SafetyPreviewInput = z.infer<typeof safetyPreviewSchema>;

/** One factor of the safety index and how far it moved the score. */
export interface SafetyPreview {
  base: number;
  score: number;
  band: string;
  factors: { key: string; delta: number }[];
}

/** The reference lists the form picks from: GET {console}/casinos/options/ */
export interface CasinoOptions {
  types: { slug: string; name: string }[];
  licences: { slug: string; name: string; strength: number }[];
  paymentMethods: { slug: string; name: string }[];
  currencies: { code: string; name: string }[];
  providers: { slug: string; name: string }[];
  games: { slug: string; name: string }[];
  countries: { code: string; name: string }[];
}

/** One line of the console's casino list. */
export interface ConsoleCasinoRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  blacklisted: boolean;
  safety_index: number | null;
  warned: boolean;
  updated_at: string;
}

export const CONSOLE_CASINO_SORTS = ["updated", "name", "safety"] as const;
export type ConsoleCasinoSort = (typeof CONSOLE_CASINO_SORTS)[number];
