import { MARKETS, type MarketCode, type MarketDefinition } from "#contracts/markets";

/** Domains per market, from MARKET_DOMAINS. */
export type MarketDomains = ReadonlyMap<MarketCode, string>;

/** The host without its port, lower-cased. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
}

/** docs/product-spec.md §4: a market matches when the host equals its domain, exactly or with a `www.` prefix. */
export function findMarketByHost(host: string, domains: MarketDomains): MarketDefinition | null {
  const name = hostName(host);
  const bare = name.startsWith("www.") ? name.slice(4) : name;
  for (const market of MARKETS) {
    const domain = domains.get(market.code);
    if (domain === name || domain === bare) return market;
  }
  return null;
}
