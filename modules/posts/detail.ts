import { and, asc, eq, type Placeholder } from "drizzle-orm";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { authors, casinos, posts, postTags, tags } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { publishedWhere, safetyBand, type SafetyBand } from "#modules/casinos";
import type { Heading } from "#contracts/headings";
import type { MediaImage } from "#contracts/media";
import { artworkVersion, imageOfColumn, itemImageColumn, type ImageColumn } from "#modules/media";
import { renderStoredMarkdown } from "#modules/pages";
import { HERO_ROLE, type PostKind } from "./lists";
import { postShown } from "./visibility";

export interface PostDetail {
  slug: string;
  kind: PostKind;
  title: string;
  summary: string;
  /** The search engines' title and description: the post's own SEO texts in the language, else its title and summary. */
  seo: { title: string; description: string };
  /** The body, Markdown rendered and sanitised (modules/pages), and its level-2 and level-3 headings. */
  html: string;
  headings: Heading[];
  /** Minutes to read the body at 200 words a minute, at least 1. */
  readingMinutes: number;
  author: { slug: string; name: string; role: string };
  tags: { slug: string; name: string }[];
  /** ISO timestamp. */
  publishedAt: string;
  /** The casino a review or news item is about; `logo` the version of its logo's address (`artworkPath`). */
  casino: { slug: string; name: string; safetyIndex: number; safetyBand: SafetyBand; logo: string } | null;
  /** Its hero image from the media library, shown above the text and shared as its link preview. */
  image: MediaImage | null;
}

const WORDS_PER_MINUTE = 200;

/** Words are runs of letters, combining marks (Bengali vowel signs are marks) and digits. */
export const readingMinutes = (text: string) =>
  Math.max(1, Math.round((text.match(/[\p{L}\p{M}\p{N}]+/gu)?.length ?? 0) / WORDS_PER_MINUTE));

type LinkedCasinoRow = { slug: string; name: string; safetyIndex: string | number; logo: string };

/** The casino's columns an article shows (its card beside the text). */
export const linkedCasinoFields = () => ({
  slug: casinos.slug,
  name: casinos.name,
  safetyIndex: casinos.safetyIndex,
  logo: artworkVersion("casino"),
});

function linkedCasino(casino: LinkedCasinoRow) {
  const safetyIndex = Number(casino.safetyIndex);
  return { slug: casino.slug, name: casino.name, safetyIndex, safetyBand: safetyBand(safetyIndex), logo: casino.logo };
}

/**
 * An article by slug, in two queries (the post with author, casino and hero image, then its tags);
 * null when unknown or unpublished.
 */
export async function postDetail(db: Db, slug: string, locale: Locale): Promise<PostDetail | null> {
  const [row] = await db
    .select({
      post: postDetailFields(posts, locale),
      author: { slug: authors.slug, name: authors.name, role: authors.role },
      casino: linkedCasinoFields(),
      image: itemImageColumn("post", HERO_ROLE, posts.id, locale),
    })
    .from(posts)
    .innerJoin(authors, eq(authors.id, posts.authorId))
    // A casino taken off the site is not named.
    .leftJoin(casinos, and(eq(casinos.id, posts.casinoId), publishedWhere()))
    .where(and(eq(posts.slug, slug), postShown))
    .limit(1);
  if (!row) return null;
  const tagRows = await db
    .select({ slug: tags.slug, name: tags.name })
    .from(postTags)
    .innerJoin(tags, eq(tags.id, postTags.tagId))
    .where(eq(postTags.postId, row.post.id))
    .orderBy(asc(tags.slug));
  return postDetailOf({ ...row, tags: tagRows }, locale);
}

/**
 * The post's columns an article shows, of `table` (`posts` or an alias of it), its texts in `locale` and English
 * only (#db/in-language): an article's body is sent once or twice, not in nine languages.
 */
export function postDetailFields(table: typeof posts, locale: Locale | Placeholder) {
  return {
    id: table.id,
    slug: table.slug,
    kind: table.kind,
    title: inLanguage(table.title, locale),
    summary: inLanguage(table.summary, locale),
    body: inLanguage(table.body, locale),
    seoTitle: inLanguage(table.seoTitle, locale),
    seoDescription: inLanguage(table.seoDescription, locale),
    publishedAt: table.publishedAt,
  };
}

/** What an article is made of, however it is read (`postDetail`, or the page's one statement: ./page-statement.ts). */
export interface PostDetailParts {
  post: Pick<
    typeof posts.$inferSelect,
    "id" | "slug" | "kind" | "title" | "summary" | "body" | "seoTitle" | "seoDescription" | "publishedAt"
  >;
  author: { slug: string; name: string; role: (typeof authors.$inferSelect)["role"] };
  casino: LinkedCasinoRow | null;
  image: ImageColumn | null;
  tags: { slug: string; name: (typeof tags.$inferSelect)["name"] }[];
}

export function postDetailOf(parts: PostDetailParts, locale: Locale): PostDetail {
  const { post, author, casino } = parts;
  const body = pick(post.body, locale);
  const title = pick(post.title, locale);
  const summary = pick(post.summary, locale);
  return {
    slug: post.slug,
    kind: post.kind,
    title,
    summary,
    seo: { title: post.seoTitle?.[locale] ?? title, description: post.seoDescription?.[locale] ?? summary },
    ...renderStoredMarkdown(body),
    readingMinutes: readingMinutes(body),
    author: { slug: author.slug, name: author.name, role: pick(author.role, locale) },
    tags: parts.tags.map((t) => ({ slug: t.slug, name: pick(t.name, locale) })),
    publishedAt: post.publishedAt.toISOString(),
    casino: casino ? linkedCasino(casino) : null,
    image: imageOfColumn(parts.image, locale),
  };
}
