import type { AppLoadContext } from "react-router";
import { certifiedCasinos, QUALITY_MARK_LICENCE_STRENGTH, QUALITY_MARK_MIN_SAFETY } from "#modules/casinos";
import { namingShownScores } from "#contracts/cache-tags";

/**
 * The holders, safest first, and the rule's figures the page's wording quotes (modules/casinos/quality-mark.ts);
 * it names the users scores of the holders' cards.
 */
export async function qualityMarkPage({ db, locale, country, cacheTags }: AppLoadContext) {
  return namingShownScores(cacheTags, {
    casinos: await certifiedCasinos(db, { locale, country, limit: 60 }),
    rule: { min: QUALITY_MARK_MIN_SAFETY, strength: QUALITY_MARK_LICENCE_STRENGTH },
  });
}
