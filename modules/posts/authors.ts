import { and, eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { authors, posts } from "#db/schema";
import { pick, type Locale } from "#contracts/locales";
import { loadPostCards, type PostCard } from "./lists";
import { authorShown } from "./visibility";

export interface AuthorPage {
  slug: string;
  name: string;
  role: string;
  bio: string;
  /** Their newest posts. */
  posts: PostCard[];
}

/** An author with their bio and newest posts; null when unknown or unpublished. */
export async function authorPage(
  db: Db,
  slug: string,
  options: { locale: Locale; limit: number },
): Promise<AuthorPage | null> {
  const [author] = await db
    .select()
    .from(authors)
    .where(and(eq(authors.slug, slug), authorShown))
    .limit(1);
  if (!author) return null;
  return {
    slug: author.slug,
    name: author.name,
    role: pick(author.role, options.locale),
    bio: pick(author.bio, options.locale),
    posts: await loadPostCards(db, eq(posts.authorId, author.id), "latest", options),
  };
}
