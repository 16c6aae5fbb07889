import { PASSWORD_MESSAGES, type PasswordProblem } from "#contracts/password";
import type { MessageKey, Translate } from "#i18n/translator";
import { ApiError } from "#app/client/auth-client";

export const PROBLEM_KEY: Record<PasswordProblem, MessageKey> = {
  too_short: "account.problemTooShort",
  too_long: "account.problemTooLong",
  entirely_numeric: "account.problemEntirelyNumeric",
  no_letter: "account.problemNoLetter",
  no_digit: "account.problemNoDigit",
  no_special: "account.problemNoSpecial",
  has_space: "account.problemHasSpace",
  too_common: "account.problemTooCommon",
  too_similar: "account.problemTooSimilar",
  mismatch: "account.problemMismatch",
};

const BY_MESSAGE = new Map<string, MessageKey>(
  Object.entries(PASSWORD_MESSAGES).map(([problem, message]) => [message, PROBLEM_KEY[problem as PasswordProblem]]),
);

/** The server's field errors in the page's language where we know the message, as sent otherwise. */
export function fieldErrorsOf(error: unknown, t: Translate): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    out[field] = messages.map((m) => {
      const key = BY_MESSAGE.get(m);
      return key ? t(key) : m;
    });
  }
  return out;
}
