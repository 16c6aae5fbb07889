import { and, asc, eq, getTableColumns, inArray, ne, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "#db/client";
import { inLanguage } from "#db/in-language";
import { jsonRows, namedFields, rowOrder } from "#db/json-rows";
import {
  bonuses,
  casinos,
  casinoSlots,
  providers,
  slotFeatureLinks,
  slotFeatures,
  slots,
  slotThemeLinks,
  slotThemes,
} from "#db/schema";
import type { CommentView, CommunityListPage } from "#contracts/community";
import type { Locale } from "#contracts/locales";
import { languageGroup } from "#contracts/review-languages";
import { currencyOfCountry } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";
import { bonusCardsColumn, bonusCardsOfColumn, isoDay } from "#modules/bonuses";
import { cardsOfColumn, preparedCardsColumn, recommendableWhere } from "#modules/casinos";
import { commentsFirstPageColumn, commentsFirstPageOf } from "#modules/community";
import { itemImageColumn } from "#modules/media";
import { slotCardsColumn, slotCardsOfColumn } from "./cards";
import { BONUS_LIMIT, CASINO_LIMIT, SIMILAR_LIMIT, sharesThemeWith, slotDetailOf, type SlotDetail } from "./detail";
import { ARTWORK_ROLE } from "./document";

/**
 * The slot page's statement (docs/decisions/0051): the slot with its provider and artwork, and as one JSON
 * column each (#db/json-rows) its features, themes, the casinos offering it, its offers, similar slots and
 * its first page of comments — what `slotDetail` and `commentsFirstPage` read in eight statements. The page's
 * slot is the outer row (`page_slot`, so that the lists' own `slots` do not hide it); the lists name its id in
 * an SQL of its own. Its values are placeholders (the slug, country, currency, the comments' language): it is
 * built and prepared once per database and kind of currency.
 */
function slotPageStatement(db: Db, local: boolean, allLanguages: boolean) {
  const page = alias(slots, "page_slot");
  const slotId = sql`${page.id}`;
  const p = (name: string) => sql.placeholder(name);
  // Texts in the page's language and English only (docs/decisions/0057).
  const names = (table: typeof slotFeatures | typeof slotThemes) => ({
    ...namedFields({ name: inLanguage(table.name, p("locale")) }),
    ...rowOrder([asc(table.slug)]),
  });
  return db
    .select({
      id: page.id,
      slot: { ...getTableColumns(page), description: inLanguage(page.description, p("locale")) },
      provider: { slug: providers.slug, name: providers.name },
      artwork: itemImageColumn("slot", ARTWORK_ROLE, page.id, sql.placeholder("locale")),
      features: jsonRows<{ name: (typeof slotFeatures.$inferSelect)["name"] }>(
        db
          .select(names(slotFeatures))
          .from(slotFeatureLinks)
          .innerJoin(slotFeatures, eq(slotFeatures.id, slotFeatureLinks.featureId))
          .where(eq(slotFeatureLinks.slotId, slotId)),
      ),
      themes: jsonRows<{ name: (typeof slotThemes.$inferSelect)["name"] }>(
        db
          .select(names(slotThemes))
          .from(slotThemeLinks)
          .innerJoin(slotThemes, eq(slotThemes.id, slotThemeLinks.themeId))
          .where(eq(slotThemeLinks.slotId, slotId)),
      ),
      // Where to play for real money recommends: never a warned casino.
      casinos: preparedCardsColumn(
        db,
        {
          name: "slot_page",
          where: (_p, db) =>
            and(
              inArray(
                casinos.id,
                db.select({ id: casinoSlots.casinoId }).from(casinoSlots).where(eq(casinoSlots.slotId, slotId)),
              ),
              recommendableWhere(),
            ),
          order: "safety",
          countryFirst: true,
        },
        CASINO_LIMIT,
        local,
      ),
      bonuses: bonusCardsColumn(db, eq(bonuses.freeSpinsSlotId, slotId), "newest", BONUS_LIMIT),
      similar: slotCardsColumn(db, {
        where: and(
          ne(slots.id, slotId),
          or(eq(slots.providerId, sql`${page.providerId}`), sharesThemeWith(db, slotId)),
        ),
        order: "popular",
        limit: SIMILAR_LIMIT,
      }),
      comments: commentsFirstPageColumn("slot", slotId, p("commentGroup"), allLanguages),
    })
    .from(page)
    .innerJoin(providers, eq(providers.id, page.providerId))
    .where(and(eq(page.slug, p("slug")), eq(page.isPublished, true)))
    .limit(1)
    .prepare(`slot_page_${local ? "local" : "ref"}_${allLanguages ? "all" : "visitor"}`);
}

const statements = new WeakMap<Db, Map<string, ReturnType<typeof slotPageStatement>>>();

export interface SlotPageData {
  /** The slot's id (the page's cache tag). */
  id: number;
  slot: SlotDetail;
  comments: CommunityListPage<CommentView>;
}

/**
 * A slot page's data in one statement: the slot as `slotDetail` reads it and its first page of comments as
 * `commentsFirstPage` does (the visitor's language first unless `allLanguages`); null when the slug is unknown
 * or the slot is off the site.
 */
export async function slotPageData(
  db: Db,
  slug: string,
  options: { locale: Locale; country: string; allLanguages: boolean; now?: Date },
): Promise<SlotPageData | null> {
  const currency = currencyOfCountry(options.country);
  const local = currency !== null && currency !== REFERENCE_CURRENCY;
  let prepared = statements.get(db);
  if (!prepared) statements.set(db, (prepared = new Map()));
  const key = `${local}|${options.allLanguages}`;
  let statement = prepared.get(key);
  if (!statement) prepared.set(key, (statement = slotPageStatement(db, local, options.allLanguages)));
  const [row] = await statement.execute({
    slug,
    country: options.country,
    currency: local ? currency : undefined,
    locale: options.locale,
    commentGroup: languageGroup(options.locale),
  });
  if (!row) return null;
  const cards = { locale: options.locale, country: options.country };
  const slot = slotDetailOf(
    {
      slot: row.slot,
      provider: row.provider,
      artwork: row.artwork,
      features: row.features,
      themes: row.themes,
      casinos: cardsOfColumn(row.casinos, cards),
      bonuses: bonusCardsOfColumn(row.bonuses, { ...cards, today: isoDay(options.now ?? new Date()) }),
      similar: slotCardsOfColumn(row.similar),
    },
    options.locale,
  );
  return {
    id: row.id,
    slot,
    comments: await commentsFirstPageOf(row.comments, options.locale, options.allLanguages),
  };
}
