export { homeLists } from "./front-page";
