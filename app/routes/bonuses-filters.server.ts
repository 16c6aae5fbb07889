import type { AppLoadContext } from "react-router";
import { BONUS_TYPES } from "../../modules/bonuses/cards";
import { isoDay } from "../../modules/bonuses/expiry";
import { bonusCasinoChoices, filterBonuses, parseBonusFilter } from "../../modules/bonuses/filter";

const PAGE_SIZE = 24;

export async function bonusFilterPage({ db, locale, country }: AppLoadContext, url: URL) {
  const filter = parseBonusFilter(url.searchParams);
  const options = { locale, country, today: isoDay(new Date()), limit: PAGE_SIZE };
  const [page, casinos] = await Promise.all([filterBonuses(db, filter, options), bonusCasinoChoices(db)]);
  return { filter, ...page, pageSize: PAGE_SIZE, choices: { casinos, types: BONUS_TYPES } };
}
