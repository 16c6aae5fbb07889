import { z } from "zod";
import { texts } from "./document-fields";
import { INFO_PAGE_SLUGS } from "./info-pages";

/**
 * An information page (about us, responsible gaming, privacy policy, terms) as the console edits it (issue 17;
 * docs/decisions/0029): its Markdown body, title and description per language. Each page has its own route,
 * so the slug is one of the known pages'; a page is edited and published, never taken off the site.
 */
export const PAGE_TEXT_MAX = { title: 200, description: 300, body: 20_000 } as const;

export const pageDocumentSchema = z.strictObject({
  slug: z.enum(INFO_PAGE_SLUGS, "One of the information pages"),
  title: texts(PAGE_TEXT_MAX.title),
  description: texts(PAGE_TEXT_MAX.description),
  /** Markdown. */
  body: texts(PAGE_TEXT_MAX.body),
});

export type PageDocument = z.output<typeof pageDocumentSchema>;
export type PageDocumentInput = z.input<typeof pageDocumentSchema>;

/** One line of the console's page list. */
export interface ConsolePageRow {
  id: number;
  slug: string;
  title: string;
  /** The languages the body is written in (the others show English). */
  languages: string[];
  status: "draft" | "published" | "unpublished";
  pending: boolean;
  updated_at: string;
}
