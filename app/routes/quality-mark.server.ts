import type { AppLoadContext } from "react-router";
import { certifiedCasinos, QUALITY_MARK_LICENCE_STRENGTH, QUALITY_MARK_MIN_SAFETY } from "#modules/casinos";

/** The holders, and the rule's figures the page's wording quotes (modules/casinos/quality-mark.ts). */
export async function qualityMarkPage({ db, locale, country }: AppLoadContext) {
  return {
    casinos: await certifiedCasinos(db, { locale, country, limit: 60 }),
    rule: { min: QUALITY_MARK_MIN_SAFETY, strength: QUALITY_MARK_LICENCE_STRENGTH },
  };
}
