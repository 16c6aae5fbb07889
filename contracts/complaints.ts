import { z } from "zod";
import { idSchema } from "./ids";

/**
 * Request bodies of the complaint service (issue 16), shared by the forms and the server. The browser
 * imports the constants and types only; the schemas' zod stays on the server.
 */

export const COMPLAINT_TYPES = [
  "delayed_withdrawal",
  "refused_withdrawal",
  "voided_winnings",
  "voided_bonus",
  "account_closed",
  "verification",
  "other",
] as const;
export type ComplaintType = (typeof COMPLAINT_TYPES)[number];

export const COMPLAINT_STATUS_VALUES = [
  "new",
  "opened",
  "waiting_casino",
  "waiting_player",
  "resolved",
  "unresolved",
  "rejected",
] as const;

/** The currencies a disputed amount may be in (the statistics count them in euros: modules/complaints/money.ts). */
export const COMPLAINT_CURRENCIES = ["EUR", "USD", "GBP", "BRL", "UAH", "BDT", "MXN", "ARS", "PEN", "CAD"] as const;
export type ComplaintCurrency = (typeof COMPLAINT_CURRENCIES)[number];

export const CLASSIFICATIONS = [
  "paid_in_full",
  "paid_in_part",
  "casino_not_responsive",
  "casino_refused",
  "player_not_responsive",
  "player_at_fault",
  "outside_our_scope",
  "duplicate",
] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const COMPLAINT_TITLE_MIN = 10;
export const COMPLAINT_TITLE_MAX = 120;
export const COMPLAINT_DESCRIPTION_MIN = 50;
export const COMPLAINT_DESCRIPTION_MAX = 5_000;
export const COMPLAINT_MESSAGE_MAX = 5_000;
export const COMPLAINT_AMOUNT_MAX = 10_000_000;

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
});
export type FileComplaintInput = z.input<typeof fileComplaintSchema>;

/** The actions a person takes on a case (the state machine's, without the deadline job's). */
export const CASE_ACTIONS = [
  "open",
  "ask_player",
  "advise",
  "invite_casino",
  "reply",
  "extend",
  "resolve",
  "close_unresolved",
  "reject",
] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const caseActionSchema = z.strictObject({
  action: z.enum(CASE_ACTIONS),
  message: z.string().trim().max(COMPLAINT_MESSAGE_MAX).optional(),
  classification: z.enum(CLASSIFICATIONS).optional(),
  amount_returned: z.number().min(0).max(COMPLAINT_AMOUNT_MAX).optional(),
  returned_currency: z.enum(COMPLAINT_CURRENCIES).optional(),
});
export type CaseActionInput = z.input<typeof caseActionSchema>;
