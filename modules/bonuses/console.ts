import { and, asc, sql } from "drizzle-orm";
import type { BonusOptions, BonusTypeValue, ConsoleBonusRow, ConsoleBonusSort } from "#contracts/bonus-document";
import type { Db } from "#db/client";
import { bonusCategories, bonuses, casinos, countries, currencies, slots } from "#db/schema";
import {
  consoleListing,
  microseconds,
  pageAfter,
  statusMatch,
  textMatch,
  type ListOrder,
  type ListPosition,
  type ListStatus,
} from "#modules/content";
import { bonusKind } from "./document";
import { isExpired } from "./expiry";

/** The console's bonus list: a text searched in slugs, English titles and promo codes, filters, an order, a page. */
export interface ConsoleBonusQuery {
  q?: string;
  status?: ListStatus;
  casino?: string;
  type?: BonusTypeValue;
  /** Only offers that ended (true) or that have not (false), as of `today`. */
  expired?: boolean;
  sort: ConsoleBonusSort;
  after: ListPosition | null;
  limit: number;
  today: string;
}

const listing = consoleListing({
  kind: bonusKind.kind,
  rows: {
    from: sql`${bonuses} b join ${casinos} c on c.id = b.casino_id`,
    id: sql`b.id`,
    visible: sql`b.is_published`,
    created: sql`b.created_at`,
    columns: sql`b.slug, b.title ->> 'en' as title, c.slug as casino, b.type::text as type, b.promo_code,
      b.valid_until::text as valid_until`,
  },
  drafts: sql`d ->> 'slug', d -> 'title' ->> 'en', d ->> 'casino', d ->> 'type', d ->> 'promoCode', d ->> 'validUntil'`,
});

export const CONSOLE_BONUS_ORDER: Record<ConsoleBonusSort, ListOrder> = {
  updated: { key: microseconds(sql`updated_at`), type: "number", direction: "desc" },
  title: { key: sql`lower(title)`, type: "text", direction: "asc" },
  // Those without an end last.
  valid_until: { key: sql`coalesce(valid_until, '9999-12-31')`, type: "text", direction: "asc" },
};

type Row = Omit<ConsoleBonusRow, "expired" | "updated_at"> & { updated_at: string | Date };

export async function consoleBonuses(
  db: Db,
  query: ConsoleBonusQuery,
): Promise<{ items: ConsoleBonusRow[]; next: ListPosition | null }> {
  const where = and(
    textMatch(query.q, sql`slug, title, promo_code`),
    statusMatch(query.status),
    query.casino ? sql`casino = ${query.casino}` : undefined,
    query.type ? sql`type = ${query.type}` : undefined,
    query.expired === true ? sql`valid_until < ${query.today}` : undefined,
    query.expired === false ? sql`(valid_until is null or valid_until >= ${query.today})` : undefined,
  );
  const order = CONSOLE_BONUS_ORDER[query.sort];
  const { rows, next } = await pageAfter<Row>(db, listing, where, order, query.after, query.limit);
  return {
    items: rows.map((row) => ({
      id: Number(row.id),
      slug: row.slug,
      title: row.title,
      casino: row.casino,
      type: row.type,
      promo_code: row.promo_code,
      valid_until: row.valid_until,
      expired: isExpired(row.valid_until, query.today),
      status: row.status,
      pending: Boolean(row.pending),
      updated_at: new Date(row.updated_at).toISOString(),
    })),
    next,
  };
}

/** What the bonus form picks from: casinos, categories, countries, currencies and slots, by name. */
export async function bonusOptions(db: Db): Promise<BonusOptions> {
  const [casinoRows, categoryRows, countryRows, currencyRows, slotRows] = await Promise.all([
    db.select({ slug: casinos.slug, name: casinos.name }).from(casinos).orderBy(asc(casinos.name)),
    db
      .select({ slug: bonusCategories.slug, name: bonusCategories.name })
      .from(bonusCategories)
      .orderBy(asc(bonusCategories.position), asc(bonusCategories.id)),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
    db.select({ code: currencies.code, name: currencies.name }).from(currencies).orderBy(asc(currencies.code)),
    db.select({ slug: slots.slug, name: slots.name }).from(slots).orderBy(asc(slots.name)),
  ]);
  return {
    casinos: casinoRows,
    categories: categoryRows.map((row) => ({ slug: row.slug, name: row.name.en })),
    countries: countryRows,
    currencies: currencyRows,
    slots: slotRows,
  };
}
