import type { ContentType, ModerationAction, ModerationQueue } from "#contracts/community";
import type { ConsoleMe } from "#contracts/console";
import type { ConsolePage } from "#contracts/document-fields";
import type { Locale, Localized } from "#contracts/locales";
import type { MediaDetail, MediaItem } from "#contracts/media";
import type { TranslationGapRow, TranslationMatrix } from "#contracts/translations";
import type { AccountDetail, AccountList, CasinoChoice, DeskPage, RoleChange } from "#contracts/console-users";
import type { SignedIn, Uploads } from "../../client/api";

/**
 * The staff console's calls (CONSOLE_BASE; `service` is its path below the API base), one typed function
 * each. Only console pages import this file: its code never loads on public pages.
 */

export const consoleMe = (client: SignedIn, service: string) => client.api<ConsoleMe>("GET", `${service}/me/`);

export interface Enrolment {
  secret: string;
  otpauth_uri: string;
  qr_svg: string;
}

export const enrolSecondFactor = (client: SignedIn, service: string) =>
  client.api<Enrolment>("POST", `${service}/second-factor/enrol/`, {});

export const confirmSecondFactor = (client: SignedIn, service: string, code: string) =>
  client.api<{ recovery_codes: string[] }>("POST", `${service}/second-factor/confirm/`, { code });

export const verifySecondFactor = (
  client: SignedIn,
  service: string,
  proof: { code: string } | { recovery_code: string },
) => client.api<{ verified: true }>("POST", `${service}/second-factor/verify/`, proof);

export const replaceRecoveryCodes = (client: SignedIn, service: string) =>
  client.api<{ recovery_codes: string[] }>("POST", `${service}/second-factor/recovery-codes/`, {});

export interface AuditEntry {
  id: number;
  user_id: number | null;
  username: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  status: number;
  detail: Record<string, unknown>;
  created_at: string;
}

export interface AuditQuery {
  user?: string;
  action?: string;
  target_kind?: string;
  target_id?: string;
  cursor?: string;
}

/** A query string of the filters that have a value. */
const params = (query: object) =>
  new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function auditLog(client: SignedIn, service: string, query: AuditQuery) {
  return client.api<{ items: AuditEntry[]; next_cursor: string | null }>("GET", `${service}/audit/?${params(query)}`);
}

// The media library (docs/decisions/0030).

export interface MediaQuery {
  q?: string;
  unused?: boolean;
  cursor?: string;
  limit?: number;
}

export function listMedia(client: SignedIn, service: string, query: MediaQuery) {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.unused) params.set("unused", "true");
  if (query.cursor) params.set("cursor", query.cursor);
  if (query.limit) params.set("limit", String(query.limit));
  return client.api<{ items: MediaItem[]; next_cursor: string | null }>("GET", `${service}/media/?${params}`);
}

/** The form has `file` and `alt.<language>`; `onProgress` hears the share sent (0…1). */
export const uploadMedia = (client: Uploads, service: string, form: FormData, onProgress: (share: number) => void) =>
  client.upload<MediaItem>(`${service}/media/`, form, onProgress);

export const getMedia = (client: SignedIn, service: string, id: number) =>
  client.api<MediaDetail>("GET", `${service}/media/${id}/`);

export const describeMedia = (client: SignedIn, service: string, id: number, alt: Localized) =>
  client.api<MediaDetail>("PUT", `${service}/media/${id}/`, { alt });

/** Refused with 409 media_in_use (the error's body lists the uses) while content uses the image. */
export const removeMedia = (client: SignedIn, service: string, id: number) =>
  client.api<void>("DELETE", `${service}/media/${id}/`);

// Users (issue 17): search, an account's page, and the changes an admin makes.

export interface AccountQuery {
  q?: string;
  staff?: string;
  role?: string;
  state?: string;
  cursor?: string;
}

export const searchAccounts = (client: SignedIn, service: string, query: AccountQuery) =>
  client.api<AccountList>("GET", `${service}/users/?${params(query)}`);

export const accountDetail = (client: SignedIn, service: string, id: number) =>
  client.api<AccountDetail>("GET", `${service}/users/${id}/`);

export const deactivateAccount = (client: SignedIn, service: string, id: number) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/deactivate/`, {});

export const reactivateAccount = (client: SignedIn, service: string, id: number) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/reactivate/`, {});

export const resetAccountSecondFactor = (client: SignedIn, service: string, id: number) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/second-factor/reset/`, {});

export const removeFromStaff = (client: SignedIn, service: string, id: number) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/staff/remove/`, {});

export const grantRole = (client: SignedIn, service: string, id: number, change: RoleChange) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/roles/grant/`, change);

export const revokeRole = (client: SignedIn, service: string, id: number, change: RoleChange) =>
  client.api<AccountDetail>("POST", `${service}/users/${id}/roles/revoke/`, change);

/** The casinos whose name holds `q`: for a representative's casino (users) or the desk's filter (complaints). */
export const casinoChoices = (client: SignedIn, service: string, section: "users" | "complaints", q: string) =>
  client.api<{ items: CasinoChoice[] }>("GET", `${service}/${section}/casinos/?${params({ q })}`);

// Moderation.

export const moderationQueue = (client: SignedIn, service: string) =>
  client.api<ModerationQueue>("GET", `${service}/moderation/`);

export const moderate = (
  client: SignedIn,
  service: string,
  item: { type: ContentType; id: number },
  action: ModerationAction,
) => client.api<void>("POST", `${service}/moderation/${item.type}s/${item.id}/${action}/`, {});

// The complaint desk.

export interface DeskQuery {
  status?: string;
  casino?: string;
  player?: string;
  cursor?: string;
}

export const complaintDesk = (client: SignedIn, service: string, query: DeskQuery) =>
  client.api<DeskPage>("GET", `${service}/complaints/?${params(query)}`);

// The translations page (docs/decisions/0040).

export const translationMatrix = (client: SignedIn, service: string) =>
  client.api<TranslationMatrix>("GET", `${service}/translations/`);

export interface TranslationQuery {
  language: Locale;
  kind?: string;
  cursor?: string;
}

export function itemsLacking(client: SignedIn, service: string, query: TranslationQuery) {
  return client.api<ConsolePage<TranslationGapRow>>("GET", `${service}/translations/items/?${params(query)}`);
}
