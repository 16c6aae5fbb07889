import type { FieldErrorCode } from "#contracts/errors";
import type { PasswordProblem } from "#contracts/password";
import type { MessageKey, Translate } from "#i18n/translator";
import { ApiError } from "#app/client/api-error";

/** A password rule's problem is also its field code (contracts/errors.ts). */
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

/** The words for a field code, whatever the field. */
const BY_CODE: Partial<Record<FieldErrorCode, MessageKey>> = {
  required: "account.fieldRequired",
  wrong_password: "account.wrongCurrentPassword",
  invalid_image: "account.avatarInvalid",
};

/** The fields of the account forms whose every other error says what a valid value looks like. */
const BY_FIELD: Record<string, MessageKey> = {
  email: "account.invalidEmail",
  username: "account.invalidUsername",
  first_name: "account.nameTooLong",
  last_name: "account.nameTooLong",
  phone_number: "account.invalidPhone",
  date_of_birth: "account.invalidDateOfBirth",
  country: "account.invalidCountry",
  accept_terms: "account.termsRequired",
};

const TAKEN: Record<string, MessageKey> = { email: "account.emailTaken", username: "account.usernameTaken" };

/** The message key for one field error of the account forms, by its code (never by the server's English text). */
export function fieldErrorKey(field: string, code: FieldErrorCode): MessageKey {
  if (code === "taken") return TAKEN[field] ?? "account.invalidValue";
  if (code === "mixed_scripts") return "account.usernameOneScript";
  if (code === "under_age") return "account.underAge";
  if (code === "required") return field === "accept_terms" ? "account.termsRequired" : "account.fieldRequired";
  // A password rule's words for the password fields only: a name too long is "too_long" too.
  if (field.includes("password") && code in PROBLEM_KEY) return PROBLEM_KEY[code as PasswordProblem];
  return BY_FIELD[field] ?? BY_CODE[code] ?? "account.invalidValue";
}

/** What an account form says when a call failed with no field to point at: too many tries (429), or an error. */
export function failureKey(failure: unknown): MessageKey {
  return failure instanceof ApiError && failure.code === "rate_limited"
    ? "account.tooManyAttempts"
    : "account.genericError";
}

/** The server's field errors in the page's language. */
export function fieldErrorsOf(error: unknown, t: Translate): Record<string, string[]> {
  if (!(error instanceof ApiError) || !error.body?.errors) return {};
  const out: Record<string, string[]> = {};
  for (const [field, errors] of Object.entries(error.body.errors)) {
    // One message per field and key: several codes may say the same thing here (an e-mail too long and malformed).
    out[field] = [...new Set(errors.map(({ code }) => t(fieldErrorKey(field, code))))];
  }
  return out;
}
