import type { BonusType } from "#modules/bonuses";

/** The catalog key naming each bonus type. */
export const BONUS_TYPE_KEY = {
  no_deposit: "bonus.typeNoDeposit",
  welcome: "bonus.typeWelcome",
  reload: "bonus.typeReload",
  free_spins: "bonus.typeFreeSpins",
  cashback: "bonus.typeCashback",
  vip: "bonus.typeVip",
} as const satisfies Record<BonusType, string>;
