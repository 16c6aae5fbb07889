import { z } from "zod";
import { optionalTexts, requiredText, slug, slugs, texts } from "./document-fields";
import type { Heading } from "./headings";
import { idSchema } from "./ids";
import { LOCALES } from "./locales";

/**
 * Blog posts and their authors as the console edits them (issue 17; docs/decisions/0029). A post's body is
 * Markdown per language, rendered and sanitised on the server (modules/pages); its author, casino and tags
 * are named by slug. Field names follow the `posts` and `authors` tables' columns.
 */

/** news: hot news and trending items; article: guides; review: an expert casino review. The blog's categories. */
export const POST_KIND_VALUES = ["news", "article", "review"] as const;
export type PostKindValue = (typeof POST_KIND_VALUES)[number];

export const POST_TEXT_MAX = { title: 200, summary: 600, body: 20_000, seoTitle: 70, seoDescription: 160 } as const;
export const POST_TAGS_MAX = 20;

export const postDocumentSchema = z.strictObject({
  slug,
  /** The blog category. */
  kind: z.enum(POST_KIND_VALUES, "Pick a category"),
  title: texts(POST_TEXT_MAX.title),
  summary: texts(POST_TEXT_MAX.summary),
  /** Markdown. */
  body: texts(POST_TEXT_MAX.body),
  /** The search engines' title and description; a language left empty uses the title and summary. */
  seoTitle: optionalTexts(POST_TEXT_MAX.seoTitle),
  seoDescription: optionalTexts(POST_TEXT_MAX.seoDescription),
  /** The author's slug. */
  author: slug,
  /** The casino a review or news item is about (its slug). */
  casino: slug.nullable(),
  /** Tag slugs. */
  tags: slugs(POST_TAGS_MAX),
  isHot: z.boolean(),
  /** The hero image: a media library item's id (shown above the text, on cards and as the link preview). */
  hero: idSchema.nullable().default(null),
});

export type PostDocument = z.output<typeof postDocumentSchema>;
export type PostDocumentInput = z.input<typeof postDocumentSchema>;

export const AUTHOR_TEXT_MAX = { name: 100, role: 100, bio: 2_000 } as const;

export const authorDocumentSchema = z.strictObject({
  slug,
  name: requiredText(AUTHOR_TEXT_MAX.name),
  role: texts(AUTHOR_TEXT_MAX.role),
  bio: texts(AUTHOR_TEXT_MAX.bio),
});

export type AuthorDocument = z.output<typeof authorDocumentSchema>;
export type AuthorDocumentInput = z.input<typeof authorDocumentSchema>;

/** POST {console}/posts/preview/: a Markdown text in a language, answered as the sanitised HTML the site would show. */
export const markdownPreviewSchema = z.strictObject({
  markdown: z.string().max(POST_TEXT_MAX.body, `At most ${POST_TEXT_MAX.body} characters`),
  language: z.enum(LOCALES, "A site language"),
});
export type MarkdownPreviewInput = z.infer<typeof markdownPreviewSchema>;

export interface MarkdownPreview {
  html: string;
  headings: Heading[];
  /** The language as HTML's `lang` attribute names it. */
  lang: string;
}

/**
 * PUT {console}/posts/{id}/schedule/: the post's newest revision goes on the site at `publish_at` (an ISO
 * time in the future), published by the server's job (server/post-schedule-job.ts).
 */
export const postScheduleSchema = z.strictObject({
  publish_at: z.iso.datetime({ offset: true, error: "A time such as 2027-01-31T09:00:00Z" }),
});

export interface PostSchedule {
  publish_at: string;
  scheduled_by: string;
  /** Why the job could not publish it, when it tried and failed. */
  error: string | null;
}

/** One line of the console's post list. */
export interface ConsolePostRow {
  id: number;
  slug: string;
  title: string;
  kind: PostKindValue;
  author: string;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  /** When it is scheduled to go on the site, if it is. */
  scheduled_at: string | null;
  published_at: string | null;
  updated_at: string;
}

export const CONSOLE_POST_SORTS = ["updated", "title", "published"] as const;
export type ConsolePostSort = (typeof CONSOLE_POST_SORTS)[number];

/** The reference lists the post form picks from: GET {console}/posts/options/ */
export interface PostOptions {
  /** The authors on the site (a post names one of them). */
  authors: { slug: string; name: string }[];
  casinos: { slug: string; name: string }[];
  tags: { slug: string; name: string }[];
}

/** One line of the console's author list. */
export interface ConsoleAuthorRow {
  id: number;
  slug: string;
  name: string;
  /** Their posts, on the site or not. */
  posts: number;
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  /** The last save in the console; null for an author never edited there. */
  updated_at: string | null;
}
