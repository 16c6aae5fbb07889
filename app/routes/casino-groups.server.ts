import type { AppLoadContext } from "react-router";
import {
  casinosByGame,
  casinosByProvider,
  casinosByType,
  privateProject,
  type CasinoGroup,
} from "../../modules/casinos/lists";
import { invalidRoute } from "../ui/not-found";

type GroupLoader = (db: AppLoadContext["db"], slug: string, options: { locale: AppLoadContext["locale"]; country: string; limit: number }) => Promise<CasinoGroup | null>;

const LOADERS = {
  game: casinosByGame,
  type: casinosByType,
  provider: casinosByProvider,
  private: privateProject,
} satisfies Record<string, GroupLoader>;

/** The casinos of one game category, type, provider or the private projects; unknown slug → 404. */
export async function casinoGroupPage(kind: keyof typeof LOADERS, { db, locale, country }: AppLoadContext, slug: string) {
  const group = await LOADERS[kind](db, slug, { locale, country, limit: 30 });
  if (!group) invalidRoute();
  return group;
}
