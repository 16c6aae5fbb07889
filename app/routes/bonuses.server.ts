import type { AppLoadContext } from "react-router";
import { BONUS_TYPES, isoDay, bonusCatalogue, bonusesPageLists } from "#modules/bonuses";
import { namingShownScores } from "#contracts/cache-tags";

/** /bonuses: the offers' lists and the casino teaser, named by the casinos whose cards it shows. */
export async function bonusesPage({ db, locale, country, cacheTags }: AppLoadContext) {
  const options = { locale, country, today: isoDay(new Date()) };
  // The offers' lists and the casino teaser: one statement (docs/decisions/0052); the vocabulary is kept.
  const [{ recommended, newest, expired, teaser }, vocabulary] = await Promise.all([
    bonusesPageLists(db, options),
    bonusCatalogue.vocabulary(db, locale),
  ]);
  // The filter form's casinos: those with bonuses, by name.
  const casinos = vocabulary.casinos.map((casino) => ({ slug: casino.value, name: casino.label }));
  return namingShownScores(cacheTags, {
    recommended,
    newest,
    expired,
    choices: { casinos, types: BONUS_TYPES },
    teaser,
  });
}
