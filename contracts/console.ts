/**
 * The staff console's roles and permissions (issue 17), without zod: the browser reads them to show only
 * what an account may do; the server checks every console call against the same table
 * (modules/staff/permissions.ts). docs/decisions/0027.
 */

/** What an account may be beyond a player. A casino representative answers its casino's complaints only. */
export const STAFF_ROLES = ["admin", "editor", "moderator", "mediator", "casino_rep"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each console action, with the roles that may take it. The admin may do everything. */
export const CONSOLE_PERMISSIONS = {
  /** Read casinos, bonuses, slots, posts, pages and the other kinds, with their drafts and history. */
  "content.read": ["admin", "editor"],
  /** Create and edit drafts, translations included. */
  "content.write": ["admin", "editor"],
  /** Publish, unpublish, expire, restore a revision. */
  "content.publish": ["admin", "editor"],
  /** Upload, describe and remove media. */
  "media.write": ["admin", "editor"],
  /** Hide, restore and dismiss reported reviews and comments. */
  "moderation.manage": ["admin", "moderator"],
  /** Work complaint cases as a mediator. */
  "complaints.mediate": ["admin", "mediator"],
  /** Search accounts and read their activity. */
  "users.read": ["admin", "moderator"],
  /** Deactivate and reactivate accounts, reset a lost second factor. */
  "users.manage": ["admin"],
  /** Grant and revoke roles, link casino representatives. */
  "roles.manage": ["admin"],
  /** Read the audit log. */
  "audit.read": ["admin"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type ConsoleAction = keyof typeof CONSOLE_PERMISSIONS;
export const CONSOLE_ACTIONS = Object.keys(CONSOLE_PERMISSIONS) as ConsoleAction[];

/** Whether any of the roles allows the action. */
export function mayTake(roles: readonly StaffRole[], action: ConsoleAction): boolean {
  const allowed: readonly StaffRole[] = CONSOLE_PERMISSIONS[action];
  return roles.some((role) => allowed.includes(role));
}

/** Where a staff account stands with its second factor: none yet, an enrolment to confirm, enrolled. */
export const SECOND_FACTOR_STATES = ["none", "pending", "enrolled"] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

/** GET {console}/me/ */
export interface ConsoleMe {
  id: number;
  username: string;
  roles: StaffRole[];
  permissions: ConsoleAction[];
  second_factor: SecondFactorState;
  /** Whether this session passed the second factor recently enough to use the console. */
  verified: boolean;
}

/** A time-based one-time code (6 digits) or a recovery code (10 characters in two groups of 5). */
export const TOTP_CODE = /^\d{6}$/;
export const RECOVERY_CODE = /^[a-z2-7]{5}-[a-z2-7]{5}$/;
export const RECOVERY_CODE_COUNT = 10;
