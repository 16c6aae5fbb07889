import type { AppLoadContext } from "react-router";
import { BONUS_TYPES } from "../../modules/bonuses/cards";
import { isoDay } from "../../modules/bonuses/expiry";
import { bonusCasinoChoices } from "../../modules/bonuses/filter";
import { casinosWithBestBonuses, newestBonuses, recommendedBonuses } from "../../modules/bonuses/lists";

export async function bonusesPage({ db, locale, country }: AppLoadContext) {
  const options = { locale, country, today: isoDay(new Date()) };
  const [recommended, newest, casinos, teaser] = await Promise.all([
    recommendedBonuses(db, { ...options, limit: 6 }),
    newestBonuses(db, { ...options, limit: 6 }),
    bonusCasinoChoices(db),
    casinosWithBestBonuses(db, { locale, country, limit: 3 }),
  ]);
  return { recommended, newest, choices: { casinos, types: BONUS_TYPES }, teaser };
}
