import { sql, type Column, type GetColumnData, type Placeholder, type SQL } from "drizzle-orm";
import type { Locale } from "#contracts/locales";

/**
 * A translatable column (`{ en, pt, … }`, docs/decisions/0003) as a page in one language reads it: its text in
 * that language and in English, the fallback `pick` takes, or null when the column is. A list's statement then
 * sends 2 of a field's 9 texts (docs/decisions/0057): its JSON is a third as long to send, decode and parse.
 * The language is a value or a placeholder of a prepared statement (`locale`).
 */
export function inLanguage<C extends Column>(column: C, locale: Locale | Placeholder): SQL<GetColumnData<C>> {
  // A language the text is not written in is left out (not null): the object is as the column's type says.
  return sql<GetColumnData<C>>`case when ${column} is null then null
    else jsonb_strip_nulls(jsonb_build_object('en', ${column} -> 'en', ${locale}::text, ${column} -> ${locale}::text)) end`;
}
