import { sql, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * A list as one JSON column of a bigger statement (docs/decisions/0047): several lists of one page come in
 * one statement, one row, one text to parse, instead of a statement each with every field parsed apart.
 *
 * `namedFields` names each field of the list's select by its key (`… as "key"`), and `rowOrder` adds the
 * row's place (`n`) in the list's order; `jsonRows` aggregates the select's rows, in that place's order,
 * into a JSON array of objects keyed so. In the JSON, numerics are numbers and timestamps are ISO texts.
 */
export function namedFields<T extends Record<string, SQLWrapper>>(fields: T): Record<keyof T, SQL.Aliased> {
  return Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, sql`${field}`.as(key)])) as Record<
    keyof T,
    SQL.Aliased
  >;
}

/** The row's place in the list (`n`), by the list's own order. */
export function rowOrder(order: SQL[]): { n: SQL.Aliased<number> } {
  return { n: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("n") };
}

/** The rows of a select made with `namedFields` and `rowOrder`, as a JSON array in their order. */
export function jsonRows<T>(select: SQLWrapper): SQL<T[]> {
  return sql<T[]>`(select coalesce(json_agg(t order by t.n), '[]'::json) from ${select} t)`;
}
