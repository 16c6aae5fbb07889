import { asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type {
  CasinoOptions,
  ConsoleCasinoRow,
  ConsoleCasinoSort,
  SafetyPreview,
  SafetyPreviewInput,
} from "#contracts/casino-document";
import type { ContentStatus } from "#contracts/content";
import { pick } from "#contracts/locales";
import type { Db } from "#db/client";
import {
  casinoTypes,
  complaints,
  countries,
  currencies,
  gameCategories,
  licences,
  paymentMethods,
  providers,
} from "#db/schema";
import { computeSafetyIndex, SAFETY_BASE } from "./safety-index";
import { WARNING_THRESHOLD } from "./warning";

/** What the console's casino list is narrowed by. */
export interface ConsoleCasinoFilter {
  q?: string;
  status?: ContentStatus | "pending";
  type?: string;
  blacklisted?: boolean;
  warned?: boolean;
  sort: ConsoleCasinoSort;
  /** The last row of the previous page: its sort key and id. */
  after?: { key: string | number; id: number } | null;
  limit: number;
}

interface ListRow {
  id: number;
  name: string;
  slug: string;
  type: string;
  status: ContentStatus;
  pending: boolean;
  blacklisted: boolean;
  safety: number | null;
  updated: string;
}

/** The sort key of each order, over the list's rows: descending for time and safety, by name ascending. */
const SORT: Record<ConsoleCasinoSort, { key: string; descending: boolean }> = {
  updated: { key: "extract(epoch from updated)::float8", descending: true },
  name: { key: "lower(name)", descending: false },
  safety: { key: "coalesce(safety, -1)", descending: true },
};

/**
 * Every casino for the console, published or not: the rows of `casinos` (with their item's status when the
 * console has seen them) and the drafts never published (in their newest revision only), searched by name
 * or slug, filtered, sorted and paged by keyset. Warned = blacklisted or a safety index below the threshold.
 */
export async function consoleCasinos(db: Db, filter: ConsoleCasinoFilter) {
  const where: SQL[] = [];
  if (filter.q) {
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(lower(name) like ${pattern} or slug like ${pattern})`);
  }
  if (filter.status === "pending") where.push(sql`pending`);
  else if (filter.status) where.push(sql`status = ${filter.status}`);
  if (filter.type) where.push(sql`type = ${filter.type}`);
  if (filter.blacklisted !== undefined) where.push(sql`blacklisted = ${filter.blacklisted}`);
  const warned = sql`(blacklisted or coalesce(safety < ${WARNING_THRESHOLD}, false))`;
  if (filter.warned !== undefined) where.push(filter.warned ? warned : sql`not ${warned}`);
  const order = SORT[filter.sort];
  const key = sql.raw(order.key);
  if (filter.after) {
    const { key: last, id } = filter.after;
    where.push(
      order.descending
        ? sql`(${key} < ${last} or (${key} = ${last} and id > ${id}))`
        : sql`(${key} > ${last} or (${key} = ${last} and id > ${id}))`,
    );
  }
  const result = (await db.execute(sql`
    with rows as (
      select c.id, coalesce(i.title, c.name) as name, c.slug, t.slug as type,
        coalesce(i.status::text, case when c.is_published then 'published' else 'unpublished' end) as status,
        coalesce(i.latest_revision is distinct from i.published_revision, false) as pending,
        c.is_blacklisted as blacklisted, c.safety_index::float8 as safety,
        coalesce(i.updated_at, c.created_at) as updated
      from casinos c join casino_types t on t.id = c.casino_type_id
      left join content_items i on i.kind = 'casino' and i.target_id = c.id
      union all
      select i.target_id, i.title, r.document ->> 'slug', r.document ->> 'type', 'draft', false,
        coalesce((r.document ->> 'isBlacklisted')::boolean, false), null, i.updated_at
      from content_items i join content_revisions r on r.item_id = i.id and r.number = i.latest_revision
      where i.kind = 'casino' and i.status = 'draft'
    )
    select id, name, slug, type, status, pending, blacklisted, safety, updated::text as updated,
      ${key} as sort_key
    from rows
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by ${key} ${sql.raw(order.descending ? "desc" : "asc")}, id
    limit ${filter.limit + 1}`)) as unknown as { rows: Array<ListRow & { sort_key: string | number }> };
  const rows = result.rows.slice(0, filter.limit);
  const last = rows.at(-1);
  return {
    items: rows.map((row): ConsoleCasinoRow => ({
      id: Number(row.id),
      name: row.name,
      slug: row.slug,
      type: row.type,
      status: row.status,
      pending: row.pending,
      blacklisted: row.blacklisted,
      safety_index: row.safety === null ? null : Number(row.safety),
      warned: row.blacklisted || (row.safety !== null && Number(row.safety) < WARNING_THRESHOLD),
      updated_at: new Date(row.updated).toISOString(),
    })),
    next: result.rows.length > filter.limit && last ? { key: last.sort_key, id: Number(last.id) } : null,
  };
}

/** The reference lists the casino form picks from, in English, by name. */
export async function casinoOptions(db: Db): Promise<CasinoOptions> {
  const [types, held, ways, moneys, makers, games, lands] = await Promise.all([
    db.select({ slug: casinoTypes.slug, name: casinoTypes.name }).from(casinoTypes).orderBy(asc(casinoTypes.slug)),
    db
      .select({ slug: licences.slug, name: licences.name, strength: licences.strength })
      .from(licences)
      .orderBy(asc(licences.name)),
    db
      .select({ slug: paymentMethods.slug, name: paymentMethods.name })
      .from(paymentMethods)
      .orderBy(asc(paymentMethods.name)),
    db.select({ code: currencies.code, name: currencies.name }).from(currencies).orderBy(asc(currencies.code)),
    db.select({ slug: providers.slug, name: providers.name }).from(providers).orderBy(asc(providers.name)),
    db
      .select({ slug: gameCategories.slug, name: gameCategories.name })
      .from(gameCategories)
      .orderBy(asc(gameCategories.slug)),
    db.select({ code: countries.code, name: countries.name }).from(countries).orderBy(asc(countries.name)),
  ]);
  return {
    types: types.map((t) => ({ slug: t.slug, name: pick(t.name, "en") })),
    licences: held,
    paymentMethods: ways,
    currencies: moneys,
    providers: makers,
    games: games.map((g) => ({ slug: g.slug, name: pick(g.name, "en") })),
    countries: lands,
  };
}

/**
 * The safety index the facts being edited would give, with its factors: the licences' strengths from the
 * table, the casino's complaints when it has an id, ages measured today (as the stored index is).
 */
export async function previewSafety(
  db: Db,
  casinoId: number | null,
  facts: SafetyPreviewInput,
  now = new Date(),
): Promise<SafetyPreview> {
  const [strengths, filed] = await Promise.all([
    facts.licences.length
      ? db.select({ strength: licences.strength }).from(licences).where(inArray(licences.slug, facts.licences))
      : [],
    casinoId === null
      ? []
      : db
          .select({ status: complaints.status, createdAt: complaints.createdAt })
          .from(complaints)
          .where(eq(complaints.casinoId, casinoId)),
  ]);
  const result = computeSafetyIndex({
    asOf: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
    launchDate: facts.launchDate,
    licences: strengths,
    sizeTier: facts.sizeTier,
    complaints: filed,
    unfairTerms: facts.unfairTerms,
    withdrawalLimitMonth: facts.withdrawalLimitMonth,
    isBlacklisted: facts.isBlacklisted,
  });
  return { base: SAFETY_BASE, ...result };
}
