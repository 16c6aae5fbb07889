import type { AppLoadContext } from "react-router";
import { LISTS_TAG, pageTag } from "#contracts/cache-tags";
import type { InfoPageSlug } from "#contracts/info-pages";
import { infoPage, withMarketFirst } from "#modules/pages";
import { complaintStats } from "#modules/stats";
import { invalidRoute } from "../ui/not-found";

const CONTACT_EMAIL_MARKER = "{{contact-email}}";

/** The configured contact address (a validated e-mail address, escaped all the same) as a mailto link. */
function mailLink(email: string): string {
  const safe = email.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<a href="mailto:${safe}">${safe}</a>`;
}

/**
 * An information page in the visitor's language, the visitor's market first among its help lines and the
 * configured contact address in place of `{{contact-email}}`; about us also shows the complaint service's live
 * figures (so it goes with the lists when they change).
 */
export async function infoPageData(
  { db, locale, country, cacheTags, contactEmail }: AppLoadContext,
  slug: InfoPageSlug,
) {
  const stored = await infoPage(db, slug, locale);
  if (!stored) invalidRoute();
  cacheTags.add(pageTag(stored.id));
  const ordered = withMarketFirst(stored, country);
  const withContact = (html: string) => html.replaceAll(CONTACT_EMAIL_MARKER, mailLink(contactEmail));
  const page = {
    ...ordered,
    blocks: ordered.blocks.map((block) =>
      block.kind === "prose"
        ? { ...block, html: withContact(block.html) }
        : { ...block, items: block.items.map((item) => ({ ...item, html: withContact(item.html) })) },
    ),
  };
  if (slug !== "about-us") return { page, complaints: null };
  cacheTags.add(LISTS_TAG);
  return { page, complaints: await complaintStats(db) };
}
