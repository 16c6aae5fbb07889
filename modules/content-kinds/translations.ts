import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { LOCALES, type Locale } from "#contracts/locales";
import type { LanguageGap, TranslatedField } from "#contracts/translations";
import type { Db } from "#db/client";
import {
  authors,
  bonusCategories,
  bonuses,
  casinos,
  casinoTypes,
  contentItems,
  contentRevisions,
  gameCategories,
  pages,
  posts,
  providers,
  slotFeatures,
  slots,
  slotThemes,
} from "#db/schema";
import type { ContentKind, ListPosition } from "#modules/content";
import { pageAfter } from "#modules/content";
import { CONTENT_KINDS } from "./kinds";

/**
 * Which items lack which language, over every kind (issue 17's completeness view; docs/decisions/0040):
 * each kind's localised fields read from its document schema, the item's texts as the console edits them
 * (its newest revision; a row the console has not adopted yet, its table's columns), and the rule of
 * contracts/translations.ts (`fieldLacks`) in SQL, so counts and lists are one query each, never one per item.
 */

/** The kinds' tables, where a row the console has not adopted yet keeps its texts (a column per field). */
const TABLES: Record<string, PgTable> = {
  provider: providers,
  casino_type: casinoTypes,
  game_category: gameCategories,
  bonus_category: bonusCategories,
  slot_feature: slotFeatures,
  slot_theme: slotThemes,
  casino: casinos,
  slot: slots,
  bonus: bonuses,
  author: authors,
  post: posts,
  page: pages,
};

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A schema for a text in every language: an object of exactly the nine languages, however wrapped. */
function isLocalisedText(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === "object") {
    const keys = Object.keys(def.shape ?? {});
    return keys.length === LOCALES.length && LOCALES.every((locale) => keys.includes(locale));
  }
  if (def.type === "pipe") return isLocalisedText(def.in!) || isLocalisedText(def.out!);
  if (def.innerType) return isLocalisedText(def.innerType);
  return false;
}

const LABELS: Record<string, string> = {
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  vipClub: "VIP club",
  bio: "Biography",
};
const labelOf = (key: string) => LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);

/** A document schema's localised fields, in its order; required ones refuse an absent text. */
function localisedFields(schema: z.ZodType): TranslatedField[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape)
    .filter(([, field]) => isLocalisedText(field))
    .map(([key, field]) => ({ key, label: labelOf(key), required: !field.safeParse(undefined).success }));
}

/** A kind the completeness view covers: one with localised fields, and where its rows keep them. */
export interface TranslatedKind {
  kind: string;
  fields: TranslatedField[];
  table: PgTable;
}

export const TRANSLATED_KINDS: readonly TranslatedKind[] = CONTENT_KINDS.flatMap((kind: ContentKind<unknown>) => {
  const fields = localisedFields(kind.schema);
  const table = TABLES[kind.kind];
  return fields.length && table ? [{ kind: kind.kind, fields, table }] : [];
});

/**
 * `fieldLacks` of contracts/translations.ts over a document `d` (jsonb): the field counts (required, or an
 * English text) and its text in the language is blank.
 */
function lacksSql(document: SQL, field: TranslatedField, locale: Locale): SQL {
  const blank = (language: Locale) => sql`coalesce(${document} -> ${field.key} ->> ${language}, '') !~ '[^[:space:]]'`;
  const counts = field.required ? sql`true` : sql`not (${blank("en")})`;
  return sql`(${counts} and ${blank(locale)})`;
}

const lacksAny = (kind: TranslatedKind, locale: Locale) =>
  sql.join(
    kind.fields.map((field) => lacksSql(sql`d`, field, locale)),
    sql` or `,
  );

/**
 * A kind's items as the console edits them: `id`, `title`, `status` and the document `d` with the localised
 * fields — the newest revision's, else (a row never opened in the console) its table's columns; drafts never
 * published have no row and only a revision.
 */
function itemsOf({ kind, fields, table }: TranslatedKind): SQL {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const rowDocument = sql`jsonb_build_object(${sql.join(
    fields.map((field) => sql`${field.key}::text, ${columns[field.key]!}`),
    sql`, `,
  )})`;
  const named = columns.title ?? columns.name ?? columns.slug!;
  const rowTitle = named.dataType === "json" ? sql`${named} ->> 'en'` : sql`${named}`;
  const visible = columns.isPublished ? sql`${columns.isPublished}` : sql`true`;
  const newest = sql`join lateral (select r.document from ${contentRevisions} r
      where r.item_id = ci.id and r.number = ci.latest_revision) r on true`;
  return sql`(
    select ${columns.id!} as id, coalesce(ci.title, ${rowTitle}) as title,
      coalesce(ci.status::text, case when ${visible} then 'published' else 'unpublished' end) as status,
      coalesce(r.document, ${rowDocument}) as d
    from ${table}
    left join ${contentItems} ci on ci.kind = ${kind} and ci.target_id = ${columns.id!}
    left ${newest}
    union all
    select ci.target_id, ci.title, 'draft', r.document
    from ${contentItems} ci ${newest}
    where ci.kind = ${kind} and ci.status = 'draft'
  )`;
}

export interface KindGaps {
  kind: string;
  total: number;
  on_site: number;
  gaps: Record<Locale, LanguageGap>;
}

/** Every translated kind's items, those on the site, and per language how many lack it: one query. */
export async function translationGaps(db: Db): Promise<KindGaps[]> {
  const parts = TRANSLATED_KINDS.map((kind) => {
    const counts = LOCALES.flatMap((locale) => [
      sql`count(*) filter (where ${lacksAny(kind, locale)})::int`,
      sql`count(*) filter (where status = 'published' and (${lacksAny(kind, locale)}))::int`,
    ]);
    return sql`select ${kind.kind}::text as kind, count(*)::int as total,
      count(*) filter (where status = 'published')::int as on_site,
      array[${sql.join(counts, sql`, `)}] as counts
      from ${itemsOf(kind)} items`;
  });
  const result = (await db.execute(sql.join(parts, sql` union all `))) as unknown as {
    rows: { kind: string; total: number; on_site: number; counts: number[] }[];
  };
  // A union's rows come in no promised order (PostgreSQL may run its parts in parallel): TRANSLATED_KINDS' order.
  const order = new Map(TRANSLATED_KINDS.map((kind, index) => [kind.kind, index]));
  const rows = [...result.rows].sort((a, b) => order.get(a.kind)! - order.get(b.kind)!);
  return rows.map((row) => ({
    kind: row.kind,
    total: Number(row.total),
    on_site: Number(row.on_site),
    gaps: Object.fromEntries(
      LOCALES.map((locale, index) => [
        locale,
        { missing: Number(row.counts[index * 2]), on_site: Number(row.counts[index * 2 + 1]) },
      ]),
    ) as Record<Locale, LanguageGap>,
  }));
}

export interface GapRow {
  kind: string;
  id: number;
  title: string;
  status: "draft" | "published" | "unpublished";
  on_site: boolean;
  missing: string[];
}

/**
 * The order of the items lacking a language: those on the site first (their visitors see English), then by
 * kind (in TRANSLATED_KINDS' order) and id — a whole number, so a page ends at (key, id).
 */
export const GAP_ORDER = { key: sql`(case when on_site then 0 else 100 end + kind_order)`, type: "number" } as const;

/** One page of the items lacking the language (of one kind, or of every kind), with the fields they lack. */
export async function itemsLacking(
  db: Db,
  query: { locale: Locale; kind?: string; after: ListPosition | null; limit: number },
): Promise<{ items: GapRow[]; next: ListPosition | null }> {
  const kinds = TRANSLATED_KINDS.filter((kind) => !query.kind || kind.kind === query.kind);
  if (!kinds.length) return { items: [], next: null };
  const parts = kinds.map((kind) => {
    const missing = kind.fields.map(
      (field) => sql`case when ${lacksSql(sql`d`, field, query.locale)} then ${field.key}::text end`,
    );
    return sql`select ${kind.kind}::text as kind, ${TRANSLATED_KINDS.indexOf(kind)}::int as kind_order, id, title,
      status, status = 'published' as on_site, array_remove(array[${sql.join(missing, sql`, `)}], null) as missing
      from ${itemsOf(kind)} items`;
  });
  const listing = sql`(${sql.join(parts, sql` union all `)}) gaps`;
  const page = await pageAfter<GapRow>(
    db,
    listing,
    sql`cardinality(missing) > 0`,
    { ...GAP_ORDER, direction: "asc" },
    query.after,
    query.limit,
  );
  return {
    items: page.rows.map((row) => ({
      kind: row.kind,
      id: Number(row.id),
      title: row.title,
      status: row.status,
      on_site: Boolean(row.on_site),
      missing: row.missing,
    })),
    next: page.next,
  };
}
