import { sql } from "drizzle-orm";
import type { Db } from "#db/client";
import { languages, marketLanguages, markets } from "#db/schema";
import { LOCALE_INFO, LOCALES } from "#contracts/locales";
import { MARKETS } from "#contracts/markets";
import type { MarketDomains } from "./lookup";

/** Writes the markets of docs/product-spec.md §3 and their languages, with this deployment's domains (MARKET_DOMAINS). */
export async function syncMarkets(db: Db, domains: MarketDomains): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(languages)
      .values(LOCALES.map((code) => ({ code, name: LOCALE_INFO[code].name, flag: LOCALE_INFO[code].flag })))
      .onConflictDoUpdate({ target: languages.code, set: { name: sql`excluded.name`, flag: sql`excluded.flag` } });
    await tx
      .insert(markets)
      .values(
        MARKETS.map((m, position) => ({
          code: m.code,
          seoLang: m.seoLang,
          name: m.name,
          flag: m.flag,
          domain: domains.get(m.code) ?? "",
          position,
        })),
      )
      .onConflictDoUpdate({
        target: markets.code,
        set: {
          seoLang: sql`excluded.seo_lang`,
          name: sql`excluded.name`,
          flag: sql`excluded.flag`,
          domain: sql`excluded.domain`,
          position: sql`excluded.position`,
        },
      });
    await tx.delete(marketLanguages);
    await tx
      .insert(marketLanguages)
      .values(
        MARKETS.flatMap((m) =>
          m.languages.map((languageCode, position) => ({ marketCode: m.code, languageCode, position })),
        ),
      );
  });
}
