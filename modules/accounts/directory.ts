import { and, eq, exists, inArray, or, sql, type SQL } from "drizzle-orm";
import type { AccountState } from "#contracts/console-users";
import { isStorableText } from "#contracts/text";
import type { Db } from "#db/client";
import { casinos, profiles, userRoles, users } from "#db/schema";
import { decodeCursor, encodeCursor, type CursorKey } from "#modules/paging";
import { emailKey, usernameKey } from "./identity";
import type { UserRole } from "./roles";
import { secondFactorState } from "./second-factor";

type Reader = Pick<Db, "select">;

export interface AccountSearch {
  /** The start of a username or an e-mail address, in any case. */
  q?: string;
  staffOnly?: boolean;
  role?: UserRole;
  /** "inactive": never activated or deactivated. */
  state?: "active" | "inactive";
  /** The previous page's cursor (`nextCursor`). */
  cursor?: AccountCursor;
  limit: number;
}

export interface FoundAccount {
  id: number;
  username: string;
  email: string;
  state: AccountState;
  isStaff: boolean;
  roles: UserRole[];
  dateJoined: Date;
  lastLogin: Date | null;
}

const SORT = "accounts";

/** A position in the account list: the last row's username key and id. */
export interface AccountCursor {
  key: string;
  id: number;
}

const storableKey = (key: CursorKey): key is string => typeof key === "string" && isStorableText(key);

/** A cursor of the account list read back; null when it is not one the list gave out. */
export function accountCursor(text: string): AccountCursor | null {
  const position = decodeCursor(text, SORT, storableKey);
  return "error" in position ? null : { key: position.key as string, id: position.id };
}

/** The keys in byte order: the order of the users_*_c_idx indexes, whatever the database's collation. */
const nameKey = sql`${users.usernameKey} collate "C"`;
const mailKey = sql`${users.emailKey} collate "C"`;

/** A LIKE pattern for texts that start with `prefix` (its own %, _ and \ taken as they are). */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, "\\$&")}%`;

const stateOf = (user: { isActive: boolean; deactivatedAt: Date | null }): AccountState =>
  user.isActive ? "active" : user.deactivatedAt ? "deactivated" : "pending";

function conditions(db: Reader, search: AccountSearch): SQL | undefined {
  const q = search.q?.trim();
  return and(
    q
      ? or(sql`${nameKey} like ${startsWith(usernameKey(q))}`, sql`${mailKey} like ${startsWith(emailKey(q))}`)
      : undefined,
    search.staffOnly ? eq(users.isStaff, true) : undefined,
    search.role
      ? exists(
          db
            .select({ one: sql`1` })
            .from(userRoles)
            .where(and(eq(userRoles.userId, users.id), eq(userRoles.role, search.role))),
        )
      : undefined,
    search.state === "active"
      ? eq(users.isActive, true)
      : search.state === "inactive"
        ? eq(users.isActive, false)
        : undefined,
    search.cursor ? sql`(${nameKey}, ${users.id}) > (${search.cursor.key}, ${search.cursor.id})` : undefined,
  );
}

/**
 * The console's account search: accounts whose username or e-mail starts with `q` (compared in their
 * normal forms, so case and accents do not matter), by username, a page at a time (keyset), each with
 * its roles.
 */
export async function searchAccounts(
  db: Reader,
  search: AccountSearch,
): Promise<{ items: FoundAccount[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      usernameKey: users.usernameKey,
      email: users.email,
      isActive: users.isActive,
      deactivatedAt: users.deactivatedAt,
      isStaff: users.isStaff,
      dateJoined: users.dateJoined,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(conditions(db, search))
    .orderBy(nameKey, users.id)
    .limit(search.limit + 1);
  const page = rows.slice(0, search.limit);
  const grants = page.length
    ? await db
        .select({ userId: userRoles.userId, role: userRoles.role })
        .from(userRoles)
        .where(
          inArray(
            userRoles.userId,
            page.map((row) => row.id),
          ),
        )
        .orderBy(userRoles.role)
    : [];
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      username: row.username,
      email: row.email,
      state: stateOf(row),
      isStaff: row.isStaff,
      roles: [...new Set(grants.filter((g) => g.userId === row.id).map((g) => g.role))],
      dateJoined: row.dateJoined,
      lastLogin: row.lastLogin,
    })),
    nextCursor:
      rows.length > search.limit && last ? encodeCursor({ sort: SORT, key: last.usernameKey, id: last.id }) : null,
  };
}

export interface AccountFacts extends FoundAccount {
  deactivatedAt: Date | null;
  locale: string;
  profile: {
    firstName: string | null;
    lastName: string | null;
    country: string | null;
    phoneNumber: string | null;
    dateOfBirth: string | null;
  };
  /** Each role; a casino representative's with its casino. */
  grants: { role: UserRole; casino: { id: number; slug: string; name: string } | null }[];
  secondFactor: Awaited<ReturnType<typeof secondFactorState>>;
}

/** One account as the console shows it: its facts, profile, roles and second factor; null if unknown. */
export async function accountFacts(db: Reader, userId: number): Promise<AccountFacts | null> {
  const [row] = await db
    .select({ user: users, profile: profiles })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return null;
  const [grants, secondFactor] = await Promise.all([
    db
      .select({ role: userRoles.role, casinoId: casinos.id, casinoSlug: casinos.slug, casinoName: casinos.name })
      .from(userRoles)
      .leftJoin(casinos, eq(casinos.id, userRoles.casinoId))
      .where(eq(userRoles.userId, userId))
      .orderBy(userRoles.role, casinos.name),
    secondFactorState(db, userId),
  ]);
  const { user, profile } = row;
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    state: stateOf(user),
    isStaff: user.isStaff,
    roles: [...new Set(grants.map((g) => g.role))],
    dateJoined: user.dateJoined,
    lastLogin: user.lastLogin,
    deactivatedAt: user.deactivatedAt,
    locale: user.locale,
    profile: {
      firstName: profile?.firstName ?? null,
      lastName: profile?.lastName ?? null,
      country: profile?.country ?? null,
      phoneNumber: profile?.phoneNumber ?? null,
      dateOfBirth: profile?.dateOfBirth ?? null,
    },
    grants: grants.map((g) => ({
      role: g.role,
      casino: g.casinoId === null ? null : { id: g.casinoId, slug: g.casinoSlug!, name: g.casinoName! },
    })),
    secondFactor,
  };
}
