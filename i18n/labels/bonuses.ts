import type { MessageKey } from "../translator";

/** The name of each bonus type, for the pages and the bonus catalogue (modules/bonuses/catalogue.ts). */
export const BONUS_TYPE_KEY = {
  no_deposit: "bonus.typeNoDeposit",
  welcome: "bonus.typeWelcome",
  reload: "bonus.typeReload",
  free_spins: "bonus.typeFreeSpins",
  cashback: "bonus.typeCashback",
  vip: "bonus.typeVip",
} as const satisfies Record<string, MessageKey>;
