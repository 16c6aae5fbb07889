import { MARKETS, type MarketCode } from "#contracts/markets";

const DAY_FORMATS = new Map(
  MARKETS.map((m) => [m.code, new Intl.DateTimeFormat("en-CA", { timeZone: m.timeZone, dateStyle: "short" })]),
);

// Every time zone's offset from UTC is whole minutes: a market's date changes only as a UTC minute begins,
// so the dates are formatted once a minute rather than on every request, cache hits included.
let minute = -1;
const days = new Map<MarketCode, string>();

/**
 * Today's date in the market's time zone (YYYY-MM-DD), part of a kept page's key (pages show what was added
 * today and which bonuses are still valid); empty for an unknown host (never kept).
 */
export function marketDay(market: MarketCode | null, now = Date.now()): string {
  if (!market) return "";
  const thisMinute = Math.floor(now / 60_000);
  if (thisMinute !== minute) {
    minute = thisMinute;
    days.clear();
  }
  let day = days.get(market);
  if (day === undefined) days.set(market, (day = DAY_FORMATS.get(market)?.format(now) ?? ""));
  return day;
}
