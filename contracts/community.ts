import { idSchema, parseId } from "./ids";
import { z } from "zod";
import { LOCALES, type Locale } from "./locales";
import type { LanguageCounts, LanguageOrder } from "./review-languages";
import { COMMENT_MAX, RATING_MAX, RATING_MIN, REVIEW_MAX, REVIEW_MIN } from "./community-limits";

/**
 * Request bodies of the community API (issue 5), shared by the forms and the server, and its answers.
 * The browser imports types only from here (`import type`): the schemas' zod stays on the server.
 */
export { COMMENT_MAX, RATING_MAX, RATING_MIN, REVIEW_MAX, REVIEW_MIN } from "./community-limits";

export const ratingSchema = z.object({
  value: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? "Rating value is required"
          : "Rating must be a whole number from 1 to 10",
    })
    .int("Rating must be a whole number from 1 to 10")
    .min(RATING_MIN, "Rating must be a whole number from 1 to 10")
    .max(RATING_MAX, "Rating must be a whole number from 1 to 10"),
});
export type RatingInput = z.input<typeof ratingSchema>;

export const reviewSchema = z.object({
  text: z
    .string()
    .trim()
    .min(REVIEW_MIN, `A review needs at least ${REVIEW_MIN} characters`)
    .max(REVIEW_MAX, `A review can have at most ${REVIEW_MAX} characters`),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  declaration: z.literal(true, { error: "Confirm that the review is genuine and based on your own experience" }),
  /** The site language the review is written from; the request's language when left out. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(", ")}` }).optional(),
});
export type ReviewInput = z.input<typeof reviewSchema>;

export const COMMENT_TARGETS = ["casino", "slot", "post"] as const;
export type CommentTarget = (typeof COMMENT_TARGETS)[number];

/** "casino:aurora-spins" → { type, slug }. */
export const targetSchema = z
  .string()
  .regex(/^(casino|slot|post):[a-z0-9][a-z0-9-]{0,99}$/, "Use <casino|slot|post>:<slug>")
  .transform((value) => {
    const [type, slug] = value.split(":") as [CommentTarget, string];
    return { type, slug };
  });

export const commentSchema = z.object({
  target: targetSchema,
  text: z
    .string()
    .trim()
    .min(1, "Write something first")
    .max(COMMENT_MAX, `A comment can have at most ${COMMENT_MAX} characters`),
  parent: idSchema.nullable().optional(),
  /** The site language the comment is written from; the request's language when left out. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(", ")}` }).optional(),
});
/** POST {api}/comments/: `target` is `<casino|slot|post>:<slug>`. */
export type CommentInput = z.input<typeof commentSchema>;

export const reportSchema = z.object({
  target: z
    .string()
    .regex(/^(review|comment):\d{1,10}$/, "Use <review|comment>:<id>")
    .refine((target) => parseId(target.split(":")[1]) !== null, "Use <review|comment>:<id>"),
  reason: z.string().trim().min(3).max(500),
});
/** POST {api}/reports/. */
export interface ReportInput {
  target: `${ContentType}:${number}`;
  reason: string;
}

/** A comment's target as the API names it: `casino:aurora-spins`. */
export type TargetName = `${CommentTarget}:${string}`;

export type ContentType = "review" | "comment";
export type ModerationAction = "hide" | "restore" | "delete";
export type ContentStatus = "published" | "hidden" | "deleted";
export const FAVOURITE_TYPES = ["casino", "slot"] as const;
export type FavouriteType = (typeof FAVOURITE_TYPES)[number];

/** A keyset page of the API: pass `next_cursor` back as `cursor`; null on the last page. */
export interface Page<T> {
  items: T[];
  next_cursor: string | null;
}

/**
 * A page of reviews or comments (issue 15, rule 7): besides the page, the language it puts first
 * (`visitor_language`), whether all languages are shown together (`languages`) and the published items per
 * site language (`language_counts`, e.g. `{ "en": 12, "pt": 4 }`; comments count replies too).
 */
export interface CommunityPage<T> extends Page<T> {
  visitor_language: Locale;
  languages: LanguageOrder;
  language_counts: LanguageCounts;
}

/** A first page of reviews or comments as a page renders it (the loaders' shape of CommunityPage). */
export interface CommunityListPage<T> {
  items: T[];
  nextCursor: string | null;
  visitor: Locale;
  languages: LanguageOrder;
  counts: LanguageCounts;
}

/** Items per page of the community lists (`limit`, 1 to 50, default 10) and the page to start after. */
export interface PageQuery {
  cursor?: string | null;
  limit?: number;
  /** The visitor's language (the request's when left out) and `languages: "all"` to mix all languages by date. */
  lang?: Locale;
  languages?: LanguageOrder;
}

export type ReviewSort = "newest" | "helpful";

/** GET {api}/casinos/{slug}/reviews/. */
export interface ReviewsQuery extends PageQuery {
  sort?: ReviewSort;
}

/** GET {api}/comments/. */
export interface CommentsQuery extends PageQuery {
  target: TargetName;
}

/** A published review, as the casino page and GET {api}/casinos/{slug}/reviews/ show it. */
export interface ReviewView {
  id: number;
  author: string;
  text: string;
  rating: number | null;
  helpful: number;
  /** The site language the author wrote from (issue 15, rule 7). */
  lang: Locale;
  createdAt: string;
}

/** A published comment with its published replies (one level deep: a reply's own replies are empty). */
export interface CommentView {
  id: number;
  author: string;
  text: string;
  /** The site language the author wrote from. */
  lang: Locale;
  createdAt: string;
  replies: CommentView[];
}

/** POST {api}/casinos/{slug}/rating/'s answer: the user's rating and the casino's new users score. */
export interface RatingResult {
  value: number;
  users_score: number | null;
  users_score_count: number;
}

/** POST {api}/casinos/{slug}/reviews/'s answer (201 created, 200 edited). */
export interface ReviewSaved {
  id: number;
}

/** POST {api}/comments/'s answer (201). */
export interface CommentCreated {
  id: number;
  created_at: string;
}

/** POST {api}/reviews/{id}/helpful/'s answer. */
export interface HelpfulCount {
  helpful: number;
}

/** One of GET {api}/favourites/'s items. */
export interface Favourite {
  type: FavouriteType;
  slug: string;
  name: string;
  saved_at: string;
}

export interface FavouriteList {
  items: Favourite[];
}

/** GET {api}/me/casinos/{slug}/: the signed-in user's own rating, review and heart for a casino. */
export interface MyCasino {
  my_score: number | null;
  my_review: { text: string; rating: number | null } | null;
  /** The ids of the casino's published reviews the player marked helpful. */
  helpful_votes: number[];
  favourite: boolean;
}

export interface ModerationItem {
  type: ContentType;
  id: number;
  text: string;
  status: ContentStatus;
  author: string;
  createdAt: string;
  /** What it is about, for the moderator to read it in its place (null: that page is gone). */
  target: ContributionTarget | null;
}

/** GET {api}/moderation/. */
export interface ModerationQueue {
  reported: { reason: string; reported_at: string; item: ModerationItem | null }[];
  recent: ModerationItem[];
}

/** Text compared for duplicates: case, spacing and punctuation do not make a text new. */
export function normalizeForDuplicates(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** What a review or comment is about: a casino (reviews), or the casino, slot or article a comment is on. */
export interface ContributionTarget {
  type: "casino" | "slot" | "post";
  slug: string;
  name: string;
}

/** The page a review or comment is on. */
export function targetPath(target: ContributionTarget): string {
  const page = { casino: "/casinos/", slot: "/slots/", post: "/blog/articles/" }[target.type];
  return `${page}${target.slug}`;
}

/** GET {api}/me/contributions/: the signed-in player's own reviews and comments, newest first, with links. */
export interface MyContribution {
  id: number;
  /** An excerpt of the text (up to 200 characters). */
  text: string;
  status: "published" | "hidden" | "deleted";
  created_at: string;
  target: ContributionTarget;
}

export interface MyContributions {
  reviews: MyContribution[];
  comments: MyContribution[];
}
