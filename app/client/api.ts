import type {
  ActivationInput,
  EmailOnlyInput,
  Registered,
  RegistrationInput,
  ResetConfirmInput,
} from "#contracts/accounts";
import type {
  CommentCreated,
  CommentInput,
  CommentsQuery,
  CommentView,
  FavouriteList,
  FavouriteType,
  HelpfulCount,
  MyCasino,
  MyContributions,
  CommunityPage,
  Page,
  PageQuery,
  RatingInput,
  RatingResult,
  ReportInput,
  ReviewInput,
  ReviewSaved,
  ReviewsQuery,
  ReviewView,
} from "#contracts/community";
import type { CaseAction, CaseActionInput, FileComplaintInput } from "#contracts/complaints";
import type { Locale } from "#contracts/locales";
import { answerOf } from "./api-error";
import type { DownloadedFile } from "./auth-client";

/**
 * The main API's calls, one typed function each, with the request and answer types of contracts/: the
 * components hold no URL and no body shape. Failures are ApiError (./api-error) with the error body's
 * codes. This module imports only types besides ./api-error, so the content pages that read through it
 * do not load the auth client; the signed-in calls take the session's client (./auth-client), which
 * adds the bearer and the CSRF header and applies the retry rules. The auth service's own calls
 * (login, profile, logout) and the password change, which end or start sessions, stay in the client.
 */

/** A signed-in call: the bearer always, the CSRF header on unsafe methods, one retry after a 403 and a 401. */
export interface SignedIn {
  api<T = unknown>(method: "GET" | "POST" | "PUT" | "DELETE", path: string, body?: unknown): Promise<T>;
}

/** A signed-in client that also fetches files (bytes and name) with the same bearer and retries. */
export interface SignedInFiles extends SignedIn {
  file(path: string): Promise<DownloadedFile>;
}

/** A signed-in upload of a form that reports its progress (the share sent, 0…1). */
export interface Uploads {
  upload<T = unknown>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T>;
}

/** An unsafe call without a session: the CSRF header only. */
export interface Anonymous {
  post<T = void>(path: string, body: unknown): Promise<T>;
}

const segment = encodeURIComponent;

/** A public read: no credentials, no auth client; `signal` aborts it. */
async function read<T>(
  apiBase: string,
  path: string,
  query: Record<string, string | null | undefined>,
  signal?: AbortSignal,
): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  return answerOf<T>(await fetch(`${apiBase}${path}?${params}`, { signal }));
}

const pageQuery = (query: PageQuery) => ({
  cursor: query.cursor,
  limit: query.limit === undefined ? undefined : String(query.limit),
  lang: query.lang,
  languages: query.languages,
});

// Public reads.

/** GET {api}/casinos/{slug}/reviews/: a casino's published reviews, a page at a time. */
export function listReviews(
  apiBase: string,
  casino: string,
  query: ReviewsQuery = {},
): Promise<CommunityPage<ReviewView>> {
  return read(apiBase, `/casinos/${segment(casino)}/reviews/`, { sort: query.sort, ...pageQuery(query) });
}

/** GET {api}/comments/: a casino's, slot's or post's comments with their replies, a page at a time. */
export function listComments(apiBase: string, query: CommentsQuery): Promise<CommunityPage<CommentView>> {
  return read(apiBase, "/comments/", { target: query.target, ...pageQuery(query) });
}

// Signed-in calls.

/** GET {api}/me/casinos/{slug}/: the player's own rating, review and heart for a casino. */
export const myCasino = (client: SignedIn, casino: string) =>
  client.api<MyCasino>("GET", `/me/casinos/${segment(casino)}/`);

/** POST {api}/casinos/{slug}/rating/. */
export const rateCasino = (client: SignedIn, casino: string, body: RatingInput) =>
  client.api<RatingResult>("POST", `/casinos/${segment(casino)}/rating/`, body);

/** POST {api}/casinos/{slug}/reviews/: writes the player's review, or edits it. */
export const saveReview = (client: SignedIn, casino: string, body: ReviewInput) =>
  client.api<ReviewSaved>("POST", `/casinos/${segment(casino)}/reviews/`, body);

/** POST {api}/reviews/{id}/helpful/. */
export const voteHelpful = (client: SignedIn, reviewId: number) =>
  client.api<HelpfulCount>("POST", `/reviews/${reviewId}/helpful/`);

/** POST {api}/comments/: a comment, or a reply with `parent`. */
export const postComment = (client: SignedIn, body: CommentInput) =>
  client.api<CommentCreated>("POST", "/comments/", body);

/** POST {api}/reports/: a review or comment for the moderators. */
export const report = (client: SignedIn, body: ReportInput) => client.api<void>("POST", "/reports/", body);

/** GET {api}/favourites/. */
export const listFavourites = (client: SignedIn) => client.api<FavouriteList>("GET", "/favourites/");

/** GET {api}/me/contributions/: the player's own reviews and comments (article titles in `lang`). */
export const listMyContributions = (client: SignedIn, lang: Locale) =>
  client.api<MyContributions>("GET", `/me/contributions/?lang=${lang}`);

/** PUT (save) or DELETE (unsave) {api}/favourites/{type}/{slug}/. */
export const setFavourite = (client: SignedIn, type: FavouriteType, slug: string, saved: boolean) =>
  client.api<void>(saved ? "PUT" : "DELETE", `/favourites/${type}/${segment(slug)}/`);

// Accounts, without a session.

/** POST {api}/users/: an inactive account and its activation mail. */
export const register = (client: Anonymous, body: RegistrationInput) => client.post<Registered>("/users/", body);

/** POST {api}/users/activation/ with the activation link's uid and token. */
export const activate = (client: Anonymous, body: ActivationInput) => client.post("/users/activation/", body);

/** POST {api}/users/resend_activation/. */
export const resendActivation = (client: Anonymous, body: EmailOnlyInput) =>
  client.post("/users/resend_activation/", body);

/** POST {api}/users/reset_password/: a reset link by mail. */
export const requestPasswordReset = (client: Anonymous, body: EmailOnlyInput) =>
  client.post("/users/reset_password/", body);

/** POST {api}/users/reset_password_confirm/ with the reset link's uid and token and the new password twice. */
export const confirmPasswordReset = (client: Anonymous, body: ResetConfirmInput) =>
  client.post("/users/reset_password_confirm/", body);

// The complaint service (COMPLAINTS_BASE, under the API: `service` is its path below the API base).

export interface ComplaintFiled {
  id: number;
  slug: string;
  path: string;
}

/** GET {complaints}/casinos/?q=: the casinos whose name holds `q`, best match first (the filing form's picker). */
export const suggestComplaintCasinos = (apiBase: string, service: string, q: string, signal?: AbortSignal) =>
  read<{ items: Array<{ id: number; slug: string; name: string }> }>(apiBase, `${service}/casinos/`, { q }, signal);

/** POST {complaints}/: a player files a complaint. */
export const fileComplaint = (client: SignedIn, service: string, body: FileComplaintInput) =>
  client.api<ComplaintFiled>("POST", `${service}/`, body);

/** POST {complaints}/{id}/attachments/: an evidence file's bytes (checked and re-encoded by the server). */
export const uploadEvidence = (client: SignedIn, service: string, id: number, file: Blob) =>
  client.api<{ id: number }>("POST", `${service}/${id}/attachments/`, file);

/** A case's evidence file as its parties see it listed. */
export interface EvidenceFile {
  id: number;
  kind: "image" | "pdf";
  size: number;
  from: "player" | "casino" | "mediator" | null;
  createdAt: string;
}

/** GET {complaints}/{id}/attachments/: the case's files (its parties and mediators only). */
export const listEvidence = (client: SignedIn, service: string, id: number) =>
  client.api<{ items: EvidenceFile[] }>("GET", `${service}/${id}/attachments/`);

/** GET {complaints}/{id}/attachments/{file}/: one file's bytes, as a download. */
export const downloadEvidence = (client: SignedInFiles, service: string, id: number, file: number) =>
  client.file(`${service}/${id}/attachments/${file}/`);

/** GET {complaints}/{id}/me/: the account's roles in a case and the actions it may take. */
export const myCaseActions = (client: SignedIn, service: string, id: number) =>
  client.api<{ roles: string[]; actions: CaseAction[] }>("GET", `${service}/${id}/me/`);

/** POST {complaints}/{id}/actions/: a move of the case. */
export const actOnCase = (client: SignedIn, service: string, id: number, body: CaseActionInput) =>
  client.api<{ status: string }>("POST", `${service}/${id}/actions/`, body);

export interface MyComplaint {
  id: number;
  slug: string;
  title: string;
  /** The site language the case was filed from. */
  lang: Locale;
  status: string;
  createdAt: string;
  casino: { name: string };
}

/** GET {complaints}/mine/: the signed-in player's cases, newest first. */
export const myComplaints = (client: SignedIn, service: string) =>
  client.api<Page<MyComplaint>>("GET", `${service}/mine/?limit=50`);
