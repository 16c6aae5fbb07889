import { z } from "zod";
import {
  CASE_ACTIONS,
  CLASSIFICATIONS,
  COMPLAINT_AMOUNT_MAX,
  COMPLAINT_CURRENCIES,
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_DESCRIPTION_MIN,
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_TITLE_MAX,
  COMPLAINT_TITLE_MIN,
  COMPLAINT_TYPES,
} from "./complaint-values";
import { idSchema } from "./ids";
import { LOCALES } from "./locales";

export * from "./complaint-values";

/**
 * Request bodies of the complaint service (issue 16), shared by the forms and the server. The browser
 * imports the constants and types only; the schemas' zod stays on the server.
 */

const amount = z
  .number({ error: "Enter the amount as a number" })
  .positive("The amount must be more than 0")
  .max(COMPLAINT_AMOUNT_MAX, `The amount can be at most ${COMPLAINT_AMOUNT_MAX}`)
  .refine((n) => Math.round(n * 100) === n * 100, "The amount can have at most 2 decimals");

const isoDate = z.iso.date("Enter the date as YYYY-MM-DD");

export const fileComplaintSchema = z.strictObject({
  casino: idSchema,
  title: z
    .string()
    .trim()
    .min(COMPLAINT_TITLE_MIN, `A title needs at least ${COMPLAINT_TITLE_MIN} characters`)
    .max(COMPLAINT_TITLE_MAX, `A title can have at most ${COMPLAINT_TITLE_MAX} characters`),
  type: z.enum(COMPLAINT_TYPES),
  amount: amount.nullable(),
  currency: z.enum(COMPLAINT_CURRENCIES),
  problem_date: isoDate,
  description: z
    .string()
    .trim()
    .min(COMPLAINT_DESCRIPTION_MIN, `Describe the problem in at least ${COMPLAINT_DESCRIPTION_MIN} characters`)
    .max(COMPLAINT_DESCRIPTION_MAX, `A description can have at most ${COMPLAINT_DESCRIPTION_MAX} characters`),
  consent: z.literal(true, { error: "Agree to the publication of the case under your pseudonym" }),
  /** The site language the case is filed from; the request's language when left out. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(", ")}` }).optional(),
});
export type FileComplaintInput = z.input<typeof fileComplaintSchema>;

export const caseActionSchema = z.strictObject({
  action: z.enum(CASE_ACTIONS),
  message: z.string().trim().max(COMPLAINT_MESSAGE_MAX).optional(),
  classification: z.enum(CLASSIFICATIONS).optional(),
  amount_returned: z.number().min(0).max(COMPLAINT_AMOUNT_MAX).optional(),
  returned_currency: z.enum(COMPLAINT_CURRENCIES).optional(),
});
export type CaseActionInput = z.input<typeof caseActionSchema>;
