/**
 * Information pages (about us, responsible gaming, privacy policy, terms) as stored content: each page's
 * Markdown is rendered once per language and kept in memory until the page changes (a `page` change,
 * dropped through `pageChanged` where the app is assembled, server/subscriptions.ts).
 */
import { eq } from "drizzle-orm";
import type { Db } from "#db/client";
import { pages } from "#db/schema";
import { pick, type Locale, type Localized } from "#contracts/locales";
import { announce, keptPerDatabase } from "#modules/changes";
import type { Heading } from "#contracts/headings";
import { renderMarkdown } from "./render";

export interface InfoPage {
  id: number;
  title: string;
  description: string;
  html: string;
  headings: Heading[];
  /** ISO timestamp of the last change. */
  updatedAt: string;
}

// Per database, as the facet indexes are (a test process opens many), and one for the whole process: the
// pages' copy of this module reads what the server's copy dropped (modules/changes/shared.ts).
const rendered = keptPerDatabase<Map<string, InfoPage>>("rendered-info-pages");

const keyOf = (slug: string, locale: Locale) => `${slug}|${locale}`;

/** A page in the visitor's language (English where it has no text in it); null when no such page is stored. */
export async function infoPage(db: Db, slug: string, locale: Locale): Promise<InfoPage | null> {
  let kept = rendered.get(db);
  if (!kept) rendered.set(db, (kept = new Map()));
  const hit = kept.get(keyOf(slug, locale));
  if (hit) return hit;
  const [row] = await db.select().from(pages).where(eq(pages.slug, slug)).limit(1);
  if (!row) return null;
  const page: InfoPage = {
    id: row.id,
    title: pick(row.title, locale),
    description: pick(row.description, locale),
    ...renderMarkdown(pick(row.body, locale)),
    updatedAt: row.updatedAt.toISOString(),
  };
  kept.set(keyOf(slug, locale), page);
  return page;
}

/** Forgets the rendered languages of these pages (they changed), or of every page when no ids are given. */
export function pageChanged(db: Db, ids?: readonly number[]): void {
  const kept = rendered.get(db);
  if (!kept) return;
  for (const [key, page] of kept) if (!ids || ids.includes(page.id)) kept.delete(key);
}

export interface PageContent {
  slug: string;
  title: Localized;
  description: Localized;
  body: Localized;
}

/** Creates or replaces a page's texts and announces the change; returns its id. */
export async function savePage(db: Db, content: PageContent): Promise<number> {
  const values = { ...content, updatedAt: new Date() };
  const [row] = await db
    .insert(pages)
    .values(values)
    .onConflictDoUpdate({ target: pages.slug, set: values })
    .returning({ id: pages.id });
  announce(db, { kind: "page", ids: [row!.id] });
  return row!.id;
}

/**
 * The page with the visitor's market first among its help lines: sections headed `### … {#help-xx}` (xx the
 * country code, lower case) standing together, up to the next level-2 heading. Other pages are unchanged.
 */
const isHelpLine = (heading: Heading) => heading.level === 3 && heading.id.startsWith("help-");

export function withMarketFirst(page: InfoPage, country: string): InfoPage {
  const id = `help-${country.toLowerCase()}`;
  const first = page.html.indexOf('<h3 id="help-');
  if (first < 0 || !page.html.includes(`<h3 id="${id}">`)) return page;
  const nextH2 = page.html.indexOf("<h2", first);
  const end = nextH2 < 0 ? page.html.length : nextH2;
  const sections = page.html
    .slice(first, end)
    .split(/(?=<h3 id="help-)/)
    .filter(Boolean);
  const ordered = [
    ...sections.filter((s) => s.startsWith(`<h3 id="${id}">`)),
    ...sections.filter((s) => !s.startsWith(`<h3 id="${id}">`)),
  ];
  const own = page.headings.find((h) => h.id === id)!;
  const headings = page.headings.filter((h) => h !== own);
  headings.splice(page.headings.findIndex(isHelpLine), 0, own);
  return { ...page, html: page.html.slice(0, first) + ordered.join("") + page.html.slice(end), headings };
}
