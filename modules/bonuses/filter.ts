import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { bonuses, casinos } from "../../db/schema";
import { BONUS_TYPES, loadBonusCards, type BonusCard, type BonusCardOptions, type BonusType } from "./cards";

/** The bonus filter of /bonuses/filters: `?casino={slug}&type={type}&offset={n}`. */
export interface BonusFilter {
  casino: string | null;
  type: BonusType | null;
  offset: number;
}

const MAX_OFFSET = 10_000;

export function parseBonusFilter(params: URLSearchParams): BonusFilter {
  const type = params.get("type");
  const offset = Math.trunc(Number(params.get("offset")));
  return {
    casino: params.get("casino") || null,
    type: (BONUS_TYPES as readonly string[]).includes(type ?? "") ? (type as BonusType) : null,
    offset: Number.isFinite(offset) ? Math.min(Math.max(offset, 0), MAX_OFFSET) : 0,
  };
}

/** One page of filtered bonuses, newest first; one row more is read to know whether another page follows. */
export async function filterBonuses(
  db: Db,
  filter: BonusFilter,
  options: BonusCardOptions & { limit: number },
): Promise<{ bonuses: BonusCard[]; hasMore: boolean }> {
  const where = and(
    filter.casino ? eq(casinos.slug, filter.casino) : undefined,
    filter.type ? eq(bonuses.type, filter.type) : undefined,
  );
  const cards = await loadBonusCards(db, {
    ...options,
    where,
    order: "newest",
    limit: options.limit + 1,
    offset: filter.offset,
  });
  return { bonuses: cards.slice(0, options.limit), hasMore: cards.length > options.limit };
}

/** The casinos that have bonuses, by name: the filter's casino choices. */
export function bonusCasinoChoices(db: Db): Promise<{ slug: string; name: string }[]> {
  return db
    .selectDistinct({ slug: casinos.slug, name: casinos.name })
    .from(casinos)
    .innerJoin(bonuses, eq(bonuses.casinoId, casinos.id))
    .orderBy(asc(casinos.name), asc(casinos.slug));
}
