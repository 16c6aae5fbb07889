import type { AppLoadContext } from "react-router";
import { casinoGroupPage, privateProject, type CasinoGroupKind } from "#modules/casinos";
import { invalidRoute } from "../ui/not-found";
import { namingShownScores } from "#contracts/cache-tags";

const PAGE_SIZE = 24;

/**
 * The casinos of one game category, type, provider or the private projects, a page at a time; unknown slug → 404.
 * Ordered safest first, so a rating moves none: the page names the users scores of its cards alone.
 */
export async function casinoGroup(
  kind: CasinoGroupKind,
  { db, locale, country, cacheTags }: AppLoadContext,
  slug: string,
  url: URL,
) {
  const cursor = url.searchParams.get("cursor");
  // "Show all": the casinos that do not accept the visitor's country too (docs/decisions/0019).
  const all = url.searchParams.get("all") === "1";
  const group = await casinoGroupPage(db, kind, slug, { locale, country, cursor, limit: PAGE_SIZE, all });
  if (!group) invalidRoute();
  return namingShownScores(cacheTags, { ...group, all });
}

/** The private casino project a slug names (/casinos/privat/{slug}); anything else → 404. */
export async function privateProjectPage({ db, locale, country, cacheTags }: AppLoadContext, slug: string) {
  const project = await privateProject(db, slug, { locale, country });
  if (!project) invalidRoute();
  return namingShownScores(cacheTags, project);
}
