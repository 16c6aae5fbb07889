import type { AppLoadContext } from "react-router";
import { COMPLAINT_STATUS_VALUES, COMPLAINT_TYPES } from "#contracts/complaints";
import { complaintCasinos, complaintCursor, listComplaints } from "#modules/complaints";
import { complaintStats } from "#modules/stats";
import { invalidRoute } from "../ui/not-found";
import { namingShownScores } from "#contracts/cache-tags";

const PAGE = 20;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

/**
 * /complaints: the cases with status, type and casino filters, search, keyset pages, and the statistics. A
 * complaint's change touches `lists`; the page shows no users score, so a rating leaves it kept.
 */
export async function complaintsPage({ db, cacheTags }: AppLoadContext, url: URL) {
  const params = url.searchParams;
  const status = oneOf(COMPLAINT_STATUS_VALUES, params.get("status"));
  const type = oneOf(COMPLAINT_TYPES, params.get("type"));
  const q = (params.get("q") ?? "").trim().slice(0, 200);
  const cursorText = params.get("cursor");
  const after = cursorText ? complaintCursor(cursorText) : null;
  if (cursorText && !after) invalidRoute();
  const casinos = await complaintCasinos(db);
  const casinoSlug = params.get("casino");
  const casino = casinoSlug ? (casinos.find((c) => c.slug === casinoSlug) ?? null) : null;
  if (casinoSlug && !casino) invalidRoute();
  const [page, stats] = await Promise.all([
    listComplaints(db, { status, type, q: q || undefined, casinoId: casino?.id }, { limit: PAGE, after }),
    complaintStats(db),
  ]);
  return namingShownScores(cacheTags, {
    items: page.items,
    nextCursor: page.nextCursor,
    more: Boolean(cursorText),
    stats,
    casinos: casinos.map(({ slug, name }) => ({ slug, name })),
    filter: { status: status ?? "", type: type ?? "", q, casino: casino?.slug ?? "" },
  });
}
