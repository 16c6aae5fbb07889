import type { AppLoadContext } from "react-router";
import { commentsOf, resolveTarget } from "#modules/community";
import { slotDetail } from "#modules/slots";
import { invalidRoute } from "../ui/not-found";

export async function slotPage({ db, locale, country }: AppLoadContext, slug: string) {
  const [slot, slotId] = await Promise.all([
    slotDetail(db, slug, { locale, country }),
    resolveTarget(db, "slot", slug),
  ]);
  if (!slot || slotId === null) invalidRoute();
  return { slot, comments: await commentsOf(db, "slot", slotId) };
}
