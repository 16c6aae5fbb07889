/**
 * The password rules of docs/product-spec.md §5, shared by the browser (live hints) and the server (the decision).
 * Each rule has a code; the server answers with the English message, the browser shows the catalog's.
 * "Too common" needs the common-password list, which the caller injects (the server has it in memory;
 * the browser loads it only on the pages with a password field).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** Django's UserAttributeSimilarityValidator threshold. */
export const MAX_SIMILARITY = 0.7;

export const PASSWORD_MESSAGES = {
  too_short: "Password must be at least 8 characters long",
  too_long: "Password must be at most 128 characters long",
  entirely_numeric: "Password cannot be entirely numeric",
  no_letter: "Password must contain at least one letter",
  no_digit: "Password must contain at least one digit",
  no_special: "Password must contain at least one special character",
  has_space: "Password must not contain spaces",
  too_common: "This password is too common",
  too_similar: "The password is too similar to the username or e-mail",
  mismatch: "Passwords do not match",
} as const;

export type PasswordProblem = keyof typeof PASSWORD_MESSAGES;

export interface PasswordContext {
  username?: string;
  email?: string;
  /** True for a password too common to accept (the server's list and strength check, given the password as typed). */
  isCommon?: (password: string) => boolean;
}

/** Similarity of two strings, 0…1: twice the longest common subsequence over the total length. */
export function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  const previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      previous[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(above, previous[j - 1]!);
      diagonal = above;
    }
  }
  return (2 * previous[b.length]!) / (a.length + b.length);
}

function tooSimilar(password: string, context: PasswordContext): boolean {
  const lower = password.toLowerCase();
  const local = context.email?.split("@")[0];
  const attributes = [context.username, context.email, local, ...(context.email?.split(/[@.+_-]/) ?? [])];
  return attributes.some(
    (value) => value && value.length >= 3 && similarity(lower, value.toLowerCase()) >= MAX_SIMILARITY,
  );
}

/** Every rule the password breaks, in the order of docs/product-spec.md §5 (empty when it is fine). */
export function passwordProblems(password: string, context: PasswordContext = {}): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN) problems.push("too_short");
  if (password.length > PASSWORD_MAX) return ["too_long"];
  if (/^\d+$/.test(password)) problems.push("entirely_numeric");
  if (!/\p{L}/u.test(password)) problems.push("no_letter");
  if (!/\d/.test(password)) problems.push("no_digit");
  if (!/[^\p{L}\d\s]/u.test(password)) problems.push("no_special");
  if (/\s/.test(password)) problems.push("has_space");
  if (context.isCommon?.(password)) problems.push("too_common");
  if (tooSimilar(password, context)) problems.push("too_similar");
  return problems;
}
