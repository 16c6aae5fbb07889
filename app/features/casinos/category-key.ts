import type { CasinoCategory } from "#modules/casinos";
import type { MessageKey } from "#i18n/translator";

/** The name of each ranking category (docs/product-spec.md §3). */
export const CATEGORY_KEY = {
  all: "casino.categoryAll",
  top20: "casino.categoryTop20",
  certified: "casino.categoryCertified",
  crypto: "casino.categoryCrypto",
} as const satisfies Record<CasinoCategory, MessageKey>;
