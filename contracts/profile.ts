/**
 * What the auth service answers about the signed-in user (docs/product-spec.md §3, §7), for the server
 * that builds it and the browser that reads it. No zod here: this file ships to the browser.
 */
export const GENDERS = ["not_specified", "male", "female"] as const;
export type Gender = (typeof GENDERS)[number];

/** The longest first or last name, and phone number, a profile takes (characters). */
export const NAME_MAX = 150;
export const PHONE_MAX = 32;

/** The site is for adults: the youngest age a profile's date of birth may say. */
export const ADULT_AGE = 18;

/** The latest date of birth (YYYY-MM-DD, UTC) of someone who is ADULT_AGE or older on `today`. */
export function adultBornBy(today: Date = new Date()): string {
  const year = String(today.getUTCFullYear() - ADULT_AGE).padStart(4, "0");
  return `${year}-${today.toISOString().slice(5, 10)}`;
}

/** An optional value as the auth service sends it: `{ Value, Valid }`, Valid false when Value is null. */
export interface Nullable<T> {
  Value: T | null;
  Valid: boolean;
}

export const nullable = <T>(value: T | null | undefined): Nullable<T> => ({
  Value: value ?? null,
  Valid: value !== null && value !== undefined,
});

export const valueOf = <T>(field: Nullable<T>): T | null => (field.Valid ? field.Value : null);

/** GET {auth}/profile, in the auth service's field names. */
export interface AuthProfile {
  ID: number;
  IsStaff: boolean;
  Username: string;
  Email: string;
  /** ISO 8601 date-time. */
  DateJoined: string;
  /** Where the avatar image is served. */
  Avatar: Nullable<string>;
  FirstName: Nullable<string>;
  LastName: Nullable<string>;
  PhoneNumber: Nullable<string>;
  Gender: Nullable<Gender>;
  /** YYYY-MM-DD. */
  DateOfBirth: Nullable<string>;
  /** ISO 3166-1 alpha-2 code. */
  Country: Nullable<string>;
}

/** PATCH {auth}/profile's answer: the stored profile fields. */
export interface ProfileFields {
  first_name: string | null;
  last_name: string | null;
  phone_number: string | null;
  gender: Gender | null;
  date_of_birth: string | null;
  country: string | null;
}

/** POST {auth}/login and POST {auth}/refresh-token. */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** GET {auth}/csrf-token. */
export interface CsrfToken {
  csrf_token: string;
}

/** PUT {auth}/profile/avatar. */
export interface AvatarSaved {
  avatar: string;
}
