import { z } from "zod";
import { COMMENT_MAX, RATING_MAX, RATING_MIN, REVIEW_MAX, REVIEW_MIN } from "./community-limits";

/** Request bodies of the community API (issue 5), shared by the forms and the server. */
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

export const reviewSchema = z.object({
  text: z
    .string()
    .trim()
    .min(REVIEW_MIN, `A review needs at least ${REVIEW_MIN} characters`)
    .max(REVIEW_MAX, `A review can have at most ${REVIEW_MAX} characters`),
  rating: z.number().int().min(RATING_MIN).max(RATING_MAX).nullable().optional(),
  declaration: z.literal(true, { error: "Confirm that the review is genuine and based on your own experience" }),
});

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
  parent: z.number().int().positive().nullable().optional(),
});

export const reportSchema = z.object({
  target: z.string().regex(/^(review|comment):\d{1,10}$/, "Use <review|comment>:<id>"),
  reason: z.string().trim().min(3).max(500),
});

/** Text compared for duplicates: case, spacing and punctuation do not make a text new. */
export function normalizeForDuplicates(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
