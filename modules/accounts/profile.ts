import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { profiles, users } from "#db/schema";
import type { ProfileUpdate } from "#contracts/accounts";
import { nullable, type AuthProfile, type ProfileFields } from "#contracts/profile";

/** GET {auth}/profile, in the auth service's field names (optional ones as `{ Value, Valid }`). */
export async function readProfile(db: Db, userId: number): Promise<AuthProfile | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { user, profile } = row;
  return {
    ID: user.id,
    IsStaff: user.isStaff,
    Username: user.username,
    Email: user.email,
    DateJoined: user.dateJoined.toISOString(),
    Avatar: nullable(profile?.avatar ?? null),
    FirstName: nullable(profile?.firstName ?? null),
    LastName: nullable(profile?.lastName ?? null),
    PhoneNumber: nullable(profile?.phoneNumber ?? null),
    Gender: nullable(profile?.gender ?? null),
    DateOfBirth: nullable(profile?.dateOfBirth ?? null),
    Country: nullable(profile?.country ?? null),
  };
}

/** PATCH {auth}/profile: only the profile fields; the response echoes them. */
export async function updateProfile(db: Db, userId: number, patch: ProfileUpdate): Promise<ProfileFields> {
  const values = {
    ...(patch.first_name !== undefined && { firstName: patch.first_name }),
    ...(patch.last_name !== undefined && { lastName: patch.last_name }),
    ...(patch.phone_number !== undefined && { phoneNumber: patch.phone_number }),
    ...(patch.gender !== undefined && { gender: patch.gender }),
    ...(patch.date_of_birth !== undefined && { dateOfBirth: patch.date_of_birth }),
    ...(patch.country !== undefined && { country: patch.country }),
  };
  const [row] = await db
    .insert(profiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: profiles.userId, set: Object.keys(values).length > 0 ? values : { userId } })
    .returning();
  return {
    first_name: row!.firstName,
    last_name: row!.lastName,
    phone_number: row!.phoneNumber,
    gender: row!.gender,
    date_of_birth: row!.dateOfBirth,
    country: row!.country,
  };
}
