import type { AppLoadContext } from "react-router";
import { slotDetail } from "../../modules/slots/detail";
import { invalidRoute } from "../ui/not-found";

export async function slotPage({ db, locale, country }: AppLoadContext, slug: string) {
  const slot = await slotDetail(db, slug, { locale, country });
  if (!slot) invalidRoute();
  return { slot };
}
