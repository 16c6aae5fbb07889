export { findMarketByHost, hostName } from "./lookup";
export { syncMarkets } from "./sync";
