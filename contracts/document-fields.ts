import { z } from "zod";
import { refinement } from "./errors";
import type { Locale } from "./locales";

/**
 * The fields the console's documents share (docs/decisions/0029): slugs, texts in every language, amounts,
 * lists without repeats. Each kind's schema (contracts/bonus-document.ts, blog-documents.ts,
 * page-document.ts) is built of these, so the form and the server say the same thing about the same field.
 */

export const MONEY_MAX = 1_000_000_000;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const COUNTRY_CODE = /^[A-Z]{2}$/;
export const CURRENCY_CODE = /^[A-Z0-9]{2,10}$/;

export const slug = z
  .string()
  .trim()
  .min(1, "Required")
  .max(80, "At most 80 characters")
  .regex(SLUG, "Lower-case letters, digits and single hyphens");

export const requiredText = (max: number) => z.string().trim().min(1, "Required").max(max, `At most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).optional();

/** The same text in every language: English required, the others optional (left empty: the site shows English). */
export function texts(max: number) {
  return z
    .strictObject({
      en: requiredText(max),
      bn: optionalText(max),
      pt: optionalText(max),
      ua: optionalText(max),
      fr: optionalText(max),
      es: optionalText(max),
      pe: optionalText(max),
      ar: optionalText(max),
      mx: optionalText(max),
    } satisfies Record<Locale, z.ZodType>)
    .transform((value) => Object.fromEntries(Object.entries(value).filter(([, text]) => text)) as typeof value);
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === "object" && Object.values(value).every((text) => typeof text !== "string" || !text.trim()));

/** An optional text in every language: all languages empty means none. */
export const optionalTexts = (max: number) =>
  z.preprocess((value) => (isBlank(value) ? null : value), texts(max).nullable());

/** An amount of money, cents at most. */
export const money = z
  .number({ error: "Enter an amount" })
  .min(0, "Not below 0")
  .max(MONEY_MAX, "Too large")
  .refine((n) => Math.round(n * 100) === n * 100, refinement("invalid_value", "At most 2 decimals"));

/** A day, "YYYY-MM-DD". */
export const isoDate = z.iso.date("A date as YYYY-MM-DD");

/** A list without repeats (`key` names what must differ). */
export function uniqueList<T extends z.ZodType>(item: T, max: number, key: (value: z.output<T>) => string) {
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

/** Codes (countries, currencies) without repeats. */
export const codes = (pattern: RegExp, max: number, message: string) =>
  uniqueList(z.string().trim().regex(pattern, message), max, (code) => code);

/** Slugs without repeats. */
export const slugs = (max: number) => uniqueList(slug, max, (s) => s);

/** What every console list answers: one page of rows, and the cursor of the next page (null on the last). */
export interface ConsolePage<R> {
  items: R[];
  next_cursor: string | null;
}
