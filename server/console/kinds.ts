import { bonusKind } from "#modules/bonuses";
import { casinoKind } from "#modules/casinos";
import { pageKind } from "#modules/pages";
import { authorKind, postKind } from "#modules/posts";
import { bonusListQuery } from "./bonuses";
import { casinoListQuery } from "./casinos";
import { CATALOG_KINDS, catalogListQuery } from "./catalog";
import type { KindDocs } from "./content-openapi";
import { simpleListQuery } from "./list-query";
import { postQuery } from "./posts";

/**
 * The content kinds the console manages, with their console path and the item in words: the OpenAPI
 * document describes each from its own schemas (./openapi.ts); the translations page links to each item
 * (./translations.ts).
 */
export const CONSOLE_KINDS: readonly KindDocs[] = [
  { path: "casinos", noun: "casino", kind: casinoKind, listQuery: casinoListQuery, options: true },
  {
    path: "bonuses",
    noun: "bonus",
    kind: bonusKind,
    listQuery: bonusListQuery,
    options: true,
    bulkActions: ["expire"],
  },
  { path: "posts", noun: "post", kind: postKind, listQuery: postQuery, options: true },
  { path: "authors", noun: "author", kind: authorKind, listQuery: simpleListQuery },
  { path: "pages", noun: "information page", kind: pageKind, listQuery: simpleListQuery },
  ...CATALOG_KINDS.map(({ path, noun, kind }) => ({
    path,
    noun,
    kind,
    listQuery: catalogListQuery,
    options: path === "slots",
  })),
];
