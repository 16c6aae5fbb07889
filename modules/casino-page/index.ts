export { casinoPageData } from "./statement";
export type { CasinoPageOptions } from "./statement";
