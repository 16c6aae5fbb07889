import { marketOfHost } from "#contracts/geo-redirect";
import { MARKETS, type MarketCode, type MarketDefinition } from "#contracts/markets";

/** Domains per market, from MARKET_DOMAINS. */
export type MarketDomains = ReadonlyMap<MarketCode, string>;

/** The host without its port, lower-cased. */
export function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0] ?? "";
}

/**
 * docs/product-spec.md §4: a market matches when the host equals its domain, exactly or with a `www.`
 * prefix; the same rule the browser applies (contracts/geo-redirect.ts).
 */
export function findMarketByHost(host: string, domains: MarketDomains): MarketDefinition | null {
  const code = marketOfHost(hostName(host), (c) => domains.get(c));
  return MARKETS.find((market) => market.code === code) ?? null;
}
