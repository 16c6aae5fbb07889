import type { AppLoadContext } from "react-router";
import {
  BONUS_TYPES,
  isoDay,
  bonusCatalogue,
  casinosWithBestBonuses,
  expiredBonuses,
  newestBonuses,
  recommendedBonuses,
} from "#modules/bonuses";

export async function bonusesPage({ db, locale, country }: AppLoadContext) {
  const options = { locale, country, today: isoDay(new Date()) };
  const [recommended, newest, expired, vocabulary, teaser] = await Promise.all([
    recommendedBonuses(db, { ...options, limit: 6 }),
    newestBonuses(db, { ...options, limit: 6 }),
    expiredBonuses(db, { ...options, limit: 3 }),
    bonusCatalogue.vocabulary(db, locale),
    casinosWithBestBonuses(db, { locale, country, limit: 3 }),
  ]);
  // The filter form's casinos: those with bonuses, by name.
  const casinos = vocabulary.casinos.map((casino) => ({ slug: casino.value, name: casino.label }));
  return { recommended, newest, expired, choices: { casinos, types: BONUS_TYPES }, teaser };
}
