/**
 * The error contract between the server and its clients (the browser, API clients). Every error answer
 * of the auth service and the API is an `ErrorBody`: a stable machine `code`, the English `message`
 * (for people reading API answers; clients translate the code, never the text) and, when fields are at
 * fault, `errors` by field, each `{ code, message }`. Codes are snake_case and never change meaning:
 * add new ones, don't reword old ones. No zod here: this file ships to the browser.
 */

/** Every top-level code, with the HTTP status it always comes with. */
export const ERROR_STATUS = {
  /** The body's fields do not pass; `errors` names each. */
  invalid_input: 400,
  /** The body is not JSON. */
  invalid_json: 400,
  /** A query parameter does not pass; `errors` names each. */
  invalid_query: 400,
  /** An activation or password-reset link that is unknown, used or expired (`errors.token`). */
  invalid_link: 400,
  /** No bearer token, or one that is invalid, expired or of a revoked session. */
  unauthorized: 401,
  /** Login: wrong login or password (unknown accounts answer the same). */
  invalid_credentials: 401,
  /** Refresh: the refresh token is unknown, expired, reused or of a revoked session. */
  session_expired: 401,
  /** Refused, for a reason without a code of its own. */
  forbidden: 403,
  /** The CSRF token is missing or wrong, or the browser marked the request cross-site. */
  csrf_failed: 403,
  /** Login: the password is right but the account is not activated yet. */
  account_inactive: 403,
  /** Login: the password is right but an admin deactivated the account. */
  account_deactivated: 403,
  /** Moderation and the staff console: the bearer is not an active staff account. */
  staff_only: 403,
  /** The staff console: this session has not passed the second factor (or did so too long ago). */
  second_factor_required: 403,
  /** The staff console: the account's roles do not allow this action. */
  permission_denied: 403,
  /** No such path, or nothing has this slug or id. */
  not_found: 404,
  /** A complaint case: the account's role in it, or its status, does not allow this action now. */
  action_refused: 409,
  /** The staff console: the account has a confirmed second factor already (an admin resets a lost one). */
  already_enrolled: 409,
  /** The staff console: a library image that content still uses cannot be removed (the answer lists where). */
  media_in_use: 409,
  /** The staff console: an admin may not deactivate their own account, remove its admin role or its second factor. */
  own_account: 409,
  /** The staff console: the change would leave the site without an active admin. */
  last_admin: 409,
  /** The staff console: a newer revision was saved meanwhile, or the item's state does not allow the action. */
  content_conflict: 409,
  /** The body is larger than the call accepts. */
  body_too_large: 413,
  /** The body is not `application/json`. */
  unsupported_media_type: 415,
  /** A rate limit is hit; `Retry-After` says when to try again. */
  rate_limited: 429,
  /** Our fault; the request may be tried again. */
  internal_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Field codes of any schema: server/http/errors.ts maps zod's issues to these. */
export const SCHEMA_FIELD_CODES = [
  "required",
  "invalid_type",
  "too_short",
  "too_long",
  "too_small",
  "too_large",
  "too_few",
  "too_many",
  "invalid_format",
  "invalid_value",
  "unknown_field",
] as const;

/**
 * The password rules' own codes: a PasswordProblem (contracts/password.ts) is its field code, too_short and
 * too_long included above.
 */
export const PASSWORD_FIELD_CODES = [
  "entirely_numeric",
  "no_letter",
  "no_digit",
  "no_special",
  "has_space",
  "too_common",
  "too_similar",
  "mismatch",
] as const;

/** The codes of the server's own checks, beyond the schemas. */
export const CHECK_FIELD_CODES = [
  "taken",
  "mixed_scripts",
  "wrong_password",
  "invalid_link",
  /** An activation link opened again after it activated the account. */
  "already_active",
  "invalid_image",
  "duplicate_text",
  "own_review",
  "bad_parent",
  "unknown_value",
  "invalid_cursor",
  "invalid_file",
  /** A one-time code (TOTP or recovery) that does not match, or was used already. */
  "wrong_code",
  /** A date of birth of someone younger than the site's players must be (contracts/profile.ts ADULT_AGE). */
  "under_age",
] as const;

/** Every code of a field error. */
export const FIELD_ERROR_CODES = [...SCHEMA_FIELD_CODES, ...PASSWORD_FIELD_CODES, ...CHECK_FIELD_CODES] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export interface FieldError {
  code: FieldErrorCode;
  message: string;
}

/** Field errors by field name ("non_field_errors" for the body as a whole; dotted paths for nested fields). */
export type FieldErrors = Record<string, FieldError[]>;

export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}

export const fieldError = (code: FieldErrorCode, message: string): FieldError => ({ code, message });

/** A zod refinement's message with its field code: `.refine(check, refinement("invalid_format", "…"))`. */
export const refinement = (code: FieldErrorCode, message: string) => ({ message, params: { code } });
