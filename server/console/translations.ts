import { Hono } from "hono";
import { z } from "zod";
import { LOCALES } from "#contracts/locales";
import { marketsOf, type TranslationGapRow, type TranslationMatrix } from "#contracts/translations";
import { GAP_ORDER, itemsLacking, TRANSLATED_KINDS, translationGaps } from "#modules/content-kinds";
import type { ApiDeps } from "../api";
import { parseQuery } from "../http/validate";
import { requirePermission, type ConsoleEnv } from "./guard";
import { CONSOLE_KINDS } from "./kinds";
import { listAnswer, listPosition, listQueryShape } from "./list-query";

const KIND_NAMES = TRANSLATED_KINDS.map((kind) => kind.kind) as [string, ...string[]];

export const translationItemsQuery = z.object({
  language: z.enum(LOCALES),
  kind: z.enum(KIND_NAMES).optional(),
  cursor: listQueryShape.cursor,
  limit: listQueryShape.limit,
});

const consoleKind = (kind: string) => {
  const found = CONSOLE_KINDS.find((entry) => entry.kind.kind === kind)!;
  return { path: found.path, label: found.noun };
};
const fieldsOf = (kind: string) => TRANSLATED_KINDS.find((entry) => entry.kind === kind)!.fields;

/**
 * The console's translations page (issue 17; docs/decisions/0040): per kind and language how many items lack
 * the language (and how many of those are on the site, where visitors see English), and a page of the items
 * lacking a language with the fields they lack. Needs `content.read`.
 */
export function translationRoutes({ db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();

  api.get("/translations/", async (c) => {
    requirePermission(c, "content.read");
    const gaps = await translationGaps(db);
    const answer: TranslationMatrix = {
      languages: LOCALES.map((locale) => ({ locale, markets: marketsOf(locale) })),
      kinds: gaps.map((row) => ({ ...row, ...consoleKind(row.kind), fields: fieldsOf(row.kind) })),
    };
    return c.json(answer);
  });

  api.get("/translations/items/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, translationItemsQuery);
    const sort = `${query.language}-${query.kind ?? "all"}`;
    const page = await itemsLacking(db, {
      locale: query.language,
      kind: query.kind,
      after: listPosition(query.cursor, "translations", sort, { ...GAP_ORDER, direction: "asc" }),
      limit: query.limit,
    });
    const items: TranslationGapRow[] = page.items.map((row) => ({
      ...row,
      ...consoleKind(row.kind),
      missing: fieldsOf(row.kind).filter((field) => row.missing.includes(field.key)),
    }));
    return c.json(listAnswer({ items, next: page.next }, "translations", sort));
  });

  return api;
}
