export { homeLists } from "./front-page";
export type { HomeOptions } from "./front-page";
