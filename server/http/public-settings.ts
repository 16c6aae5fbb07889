import type { MarketSites } from "#contracts/geo-redirect";
import { MARKET_CODES, type MarketCode } from "#contracts/markets";
import type { Config } from "../config";

/**
 * The settings every page hands the browser (root loader data): the configured market table, for the
 * domain redirect (docs/product-spec.md §4), and the tag manager's id, loaded only with consent. The
 * same for every request of a process, so made once.
 */
export interface PublicSettings {
  marketSites: MarketSites;
  tagManagerId: string | null;
}

const made = new WeakMap<Config, PublicSettings>();

export function publicSettings(config: Config): PublicSettings {
  let settings = made.get(config);
  if (!settings) {
    const domains = Object.fromEntries(MARKET_CODES.map((code) => [code, config.MARKET_DOMAINS.get(code) ?? ""]));
    settings = {
      marketSites: { main: config.PUBLIC_ORIGIN, domains: domains as Record<MarketCode, string> },
      tagManagerId: config.TAG_MANAGER_ID ?? null,
    };
    made.set(config, settings);
  }
  return settings;
}
