import type { AppLoadContext } from "react-router";
import { certifiedCasinos } from "#modules/casinos";

export async function qualityMarkPage({ db, locale, country }: AppLoadContext) {
  return { casinos: await certifiedCasinos(db, { locale, country, limit: 60 }) };
}
