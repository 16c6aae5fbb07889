import { eq, type SQL } from "drizzle-orm";
import { casinos } from "#db/schema";

/** Ranking categories of docs/product-spec.md §3; Top20 is the default tab (§9). */
export const CASINO_CATEGORIES = ["all", "top20", "certified", "crypto"] as const;
export type CasinoCategory = (typeof CASINO_CATEGORIES)[number];
export const DEFAULT_CASINO_CATEGORY: CasinoCategory = "top20";

/** The casinos of a category; undefined for "all". */
export function categoryWhere(category: CasinoCategory): SQL | undefined {
  switch (category) {
    case "top20":
      return eq(casinos.isTop20, true);
    case "certified":
      return eq(casinos.isCertified, true);
    case "crypto":
      return eq(casinos.isCrypto, true);
    case "all":
      return undefined;
  }
}
