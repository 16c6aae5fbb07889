/**
 * The staff console's users, moderation and complaint desk calls (issue 17): the answers' shapes and
 * values, without zod (the console's pages read them). Roles and permissions are in ./console.
 */
import type { COMPLAINT_STATUS_VALUES } from "./complaint-values";
import type { SecondFactorState, StaffRole } from "./console";
import type { Locale } from "./locales";

/** The roles that make an account staff (users.is_staff); a casino representative stays a player. */
export const CONSOLE_ROLES = ["admin", "editor", "moderator", "mediator"] as const satisfies readonly StaffRole[];
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];
export const isConsoleRole = (role: string): role is ConsoleRole => (CONSOLE_ROLES as readonly string[]).includes(role);

/** Where an account stands: in use, never activated by its owner, or deactivated by an admin. */
export type AccountState = "active" | "pending" | "deactivated";

/** The account list's state filter: "inactive" is pending or deactivated. */
export const ACCOUNT_STATE_FILTERS = ["active", "inactive"] as const;

/** GET {console}/users/: one account of the search. */
export interface AccountSummary {
  id: number;
  username: string;
  email: string;
  state: AccountState;
  is_staff: boolean;
  roles: StaffRole[];
  date_joined: string;
  last_login: string | null;
}

export interface AccountList {
  items: AccountSummary[];
  next_cursor: string | null;
}

export interface CasinoChoice {
  id: number;
  slug: string;
  name: string;
}

/** One contribution of an account, with the public page that shows it. */
export interface ActivityItem {
  /** The item's id (a rating's: its casino's). */
  id: number;
  /** An excerpt of the text, a rating's value, a complaint's title. */
  text: string;
  /** What it is about (a casino, a slot, an article). */
  about: string;
  /** The public page that shows it (a path on the site). */
  path: string;
  /** The item's status (published, hidden, deleted; a complaint's status); null for a rating. */
  status: string | null;
  created_at: string;
}

export interface ActivityKind {
  count: number;
  /** The newest few. */
  latest: ActivityItem[];
}

/** GET {console}/users/{id}/ */
export interface AccountDetail extends AccountSummary {
  deactivated_at: string | null;
  locale: string;
  profile: {
    first_name: string | null;
    last_name: string | null;
    country: string | null;
    phone_number: string | null;
    date_of_birth: string | null;
  };
  grants: { role: StaffRole; casino: CasinoChoice | null }[];
  second_factor: SecondFactorState;
  activity: { reviews: ActivityKind; comments: ActivityKind; ratings: ActivityKind; complaints: ActivityKind };
}

/** POST {console}/users/{id}/roles/grant/ and …/revoke/: a role, with its casino for a representative. */
export interface RoleChange {
  role: StaffRole;
  casino_id?: number;
}

/** GET {console}/complaints/: the complaint desk's queue. */
export interface DeskCase {
  id: number;
  slug: string;
  title: string;
  /** The site language the case was filed from: its title, story and timeline are in it. */
  lang: Locale;
  /** The public case page, where mediators act. */
  path: string;
  status: (typeof COMPLAINT_STATUS_VALUES)[number];
  casino: CasinoChoice;
  player: string;
  created_at: string;
  /** The running deadline: when it falls and whose answer it waits for. */
  deadline: { at: string; party: "team" | "casino" | "player" } | null;
}

export interface DeskPage {
  items: DeskCase[];
  next_cursor: string | null;
}
