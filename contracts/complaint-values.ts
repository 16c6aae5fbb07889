/**
 * The complaint service's values and limits, without zod: the browser imports them (forms, filters);
 * the schemas are in ./complaints.
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

/** The casino picker of the filing form asks the server once the player has typed this many characters. */
export const CASINO_SEARCH_MIN = 2;
export const CASINO_SEARCH_MAX = 100;
/** At most this many casinos are suggested at once. */
export const CASINO_SUGGESTIONS = 8;

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
