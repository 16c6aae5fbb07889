import type { AppLoadContext } from "react-router";
import { commentsOf } from "#modules/community/read";
import { resolveTarget } from "#modules/community/targets";
import { slotDetail } from "#modules/slots/detail";
import { invalidRoute } from "../ui/not-found";

export async function slotPage({ db, locale, country }: AppLoadContext, slug: string) {
  const [slot, slotId] = await Promise.all([
    slotDetail(db, slug, { locale, country }),
    resolveTarget(db, "slot", slug),
  ]);
  if (!slot || slotId === null) invalidRoute();
  return { slot, comments: await commentsOf(db, "slot", slotId) };
}
