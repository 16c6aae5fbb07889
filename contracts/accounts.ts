import { z } from "zod";
import { MARKETING_ID, VISIT_ID } from "./attribution";
import { fieldError, refinement, type FieldErrors } from "./errors";
import { PASSWORD_MAX, PASSWORD_MESSAGES, passwordProblems, type PasswordContext } from "./password";
import { ADULT_AGE, adultBornBy, GENDERS, NAME_MAX, PHONE_MAX } from "./profile";

/**
 * Request bodies of the auth service and the accounts API (issue 3), shared by the forms and the server,
 * and the API's answers. The password rules that need the common list run where the list is (see
 * contracts/password.ts). The auth service's answers are in ./profile (no zod: the browser reads them).
 */
export { GENDERS, type Gender } from "./profile";

const email = z.string().trim().toLowerCase().max(254).pipe(z.email("Enter a valid email address."));
const username = z
  .string()
  .trim()
  .min(3, "Username must be at least 3 characters long")
  .max(30, "Username must be at most 30 characters long")
  .regex(/^[\p{L}\p{N}._-]+$/u, "Username may contain letters, digits and . _ - only");
/** Checked for length here (cheap, before hashing); the other rules run with the user's context. */
const password = z.string().max(PASSWORD_MAX, PASSWORD_MESSAGES.too_long);

/**
 * The password rules' errors for a new password and its repeat, by field, read from the raw body so
 * that they are reported together with every other field's errors. Each problem is its own field code.
 */
export function newPasswordErrors(
  raw: unknown,
  fields: { password: string; repeat: string },
  context: PasswordContext,
): FieldErrors {
  const body = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const value = body[fields.password];
  if (typeof value !== "string") return {};
  const errors: FieldErrors = {};
  const problems = passwordProblems(value, context).map((problem) => fieldError(problem, PASSWORD_MESSAGES[problem]));
  if (problems.length > 0) errors[fields.password] = problems;
  if (body[fields.repeat] !== value) errors[fields.repeat] = [fieldError("mismatch", PASSWORD_MESSAGES.mismatch)];
  return errors;
}

const marketingId = z.string().regex(MARKETING_ID, "Use at most 200 letters, digits and . _ ~ - only.");

/**
 * docs/product-spec.md §3: the visit id and the ad-click parameters the browser kept, stored with the
 * account. Only these keys, each bounded; anything else refuses the registration (the browser sends
 * only values that pass, contracts/attribution.ts).
 */
export const attributionSchema = z.strictObject({
  aio_visit_uuid: z.string().regex(VISIT_ID, "Use a UUID.").toLowerCase().optional(),
  gclid: marketingId.optional(),
  gl_glcid: marketingId.optional(),
  gl_gtag_id: marketingId.optional(),
  gl_gtag_conversion_id: marketingId.optional(),
});

export const registrationSchema = z.object({
  email,
  username,
  password,
  re_password: z.string().max(PASSWORD_MAX),
  accept_terms: z.literal(true, { error: "You must accept the user agreement" }),
  attribution: attributionSchema.optional(),
});
export type Registration = z.infer<typeof registrationSchema>;
/** POST {api}/users/ as the client sends it. */
export type RegistrationInput = z.input<typeof registrationSchema>;
/** POST {api}/users/'s answer (201). */
export interface Registered {
  email: string;
  username: string;
}

export const loginSchema = z.object({
  login: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
});
export type LoginInput = z.input<typeof loginSchema>;

export const refreshSchema = z.object({ refresh: z.string().min(1).max(200) });
export type RefreshInput = z.input<typeof refreshSchema>;

export const activationSchema = z.object({ uid: z.string().min(1).max(32), token: z.string().min(1).max(200) });
export type ActivationInput = z.input<typeof activationSchema>;

export const emailOnlySchema = z.object({ email });
export type EmailOnlyInput = z.input<typeof emailOnlySchema>;

export const setPasswordSchema = z.object({
  current_password: z.string().min(1).max(PASSWORD_MAX),
  new_password: password,
  re_new_password: z.string().max(PASSWORD_MAX),
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

export const resetConfirmSchema = z.object({
  uid: z.string().min(1).max(32),
  token: z.string().min(1).max(200),
  new_password: password,
  re_new_password: z.string().max(PASSWORD_MAX),
});
export type ResetConfirmInput = z.input<typeof resetConfirmSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((v) => (v ? v : null));

const PHONE = new RegExp(`^\\+?[0-9 ()-]{5,${PHONE_MAX}}$`);

/** PATCH {auth}/profile: only these fields; anything else (is_staff, email, id, username…) is ignored. */
export const profileUpdateSchema = z
  .object({
    first_name: optionalText(NAME_MAX),
    last_name: optionalText(NAME_MAX),
    phone_number: optionalText(PHONE_MAX).refine(
      (v) => v === null || PHONE.test(v),
      refinement("invalid_format", "Enter a valid phone number."),
    ),
    gender: z.enum(GENDERS).nullable(),
    date_of_birth: z.iso
      .date("Use the format YYYY-MM-DD.")
      .nullable()
      .refine(
        (v) => v === null || (v >= "1900-01-01" && new Date(v) <= new Date()),
        refinement("invalid_value", "Enter a real date of birth."),
      )
      .refine(
        (v) => v === null || new Date(v) > new Date() || v <= adultBornBy(),
        refinement("under_age", `Players must be ${ADULT_AGE} or older.`),
      ),
    country: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, "Use a two-letter country code.")
      .nullable(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
/** PATCH {auth}/profile as the client sends it (an empty text clears a field, like null). */
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
