import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc } from "drizzle-orm";
import type { CasinoDocument } from "#contracts/casino-document";
import type { ContentState } from "#contracts/content";
import type { ConsolePage } from "#contracts/document-fields";
import type { Locale } from "#contracts/locales";
import { fieldLacks, type TranslationGapRow, type TranslationMatrix } from "#contracts/translations";
import { authors, casinos, posts } from "#db/schema";
import { TRANSLATED_KINDS } from "#modules/content-kinds";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";

/**
 * The console's translations page over HTTP (issue 17; docs/decisions/0040): counts per kind and language,
 * the items lacking a language with their fields — the same rule as the item's translation editor
 * (contracts/translations.ts), checked item by item against the documents — a save that completes a text
 * taking the item off the list, keyset pages, and the permission.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;
let moderator: TestClient;

const call = <T>(client: TestClient, method: string, path: string, body?: unknown) =>
  client.json<T>(method, `${CONSOLE}${path}`, body);
const matrix = async () => (await call<TranslationMatrix>(editor, "GET", "/translations/")).body;

/** Every item of the list, page after page of `limit`. */
async function everyGap(language: Locale, kind: string, limit = 2): Promise<TranslationGapRow[]> {
  const rows: TranslationGapRow[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `language=${language}&kind=${kind}&limit=${limit}${cursor ? `&cursor=${cursor}` : ""}`;
    const page = await call<ConsolePage<TranslationGapRow>>(editor, "GET", `/translations/items/?${query}`);
    expect(page.status).toBe(200);
    rows.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor);
  return rows;
}

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 3 });
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(100),
    web: async () => async () => new Response("page"),
  });
  editor = (await consoleClient(app, database.db, ["editor"])).client;
  moderator = (await consoleClient(app, database.db, ["moderator"])).client;
}, 120_000);

afterAll(async () => {
  await database.drop();
});

describe("the console's translations page", () => {
  it("covers every kind with localised fields, each field read from its document schema", async () => {
    const answer = await matrix();
    expect(answer.languages.map((l) => l.locale)).toEqual(["en", "bn", "pt", "ua", "fr", "es", "pe", "ar", "mx"]);
    expect(answer.languages.find((l) => l.locale === "pt")!.markets).toEqual(["Portugal"]);
    expect(answer.kinds.map((k) => k.kind)).toEqual(TRANSLATED_KINDS.map((k) => k.kind));
    expect(answer.kinds.map((k) => k.kind)).not.toContain("licence");
    const casino = answer.kinds.find((k) => k.kind === "casino")!;
    expect(casino.path).toBe("casinos");
    expect(casino.fields).toEqual([
      { key: "vipClub", label: "VIP club", required: false },
      { key: "summary", label: "Summary", required: true },
      { key: "description", label: "Description", required: false },
    ]);
    const rows = await database.db.select({ id: casinos.id }).from(casinos);
    expect(casino.total).toBe(rows.length);
  });

  it("lists what each item lacks by the editor's own rule, and counts the same items", async () => {
    const { db } = database;
    // Gaps the seed does not have, saved through the console as an editor would: a blank Portuguese summary,
    // an optional text in English alone, a body in English and Portuguese only.
    const ids = async (table: typeof casinos | typeof posts | typeof authors) =>
      (await db.select({ id: table.id }).from(table).orderBy(asc(table.id))).map((row) => row.id);
    const edit = async (path: string, id: number, change: Record<string, unknown>) => {
      const state = (await call<ContentState<Record<string, unknown>>>(editor, "GET", `/${path}/${id}/`)).body;
      const saved = await call(editor, "PUT", `/${path}/${id}/`, { document: { ...state.document, ...change } });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    const [, second] = await ids(casinos);
    await edit("casinos", second!, { summary: { en: "Fast payouts.", pt: "   " }, description: { en: "A review." } });
    const postIds = await ids(posts);
    for (const id of postIds.slice(0, 3)) await edit("posts", id, { seoTitle: { en: "Only in English" } });
    await edit("posts", postIds[5]!, { body: { en: "# Only English", pt: "# Só português" } });
    // A draft never published: only its revision has its texts.
    const draft = await call<ContentState<unknown>>(editor, "POST", "/authors/", {
      document: {
        slug: "new-writer",
        name: "New Writer",
        role: { en: "Writer" },
        bio: { en: "Writes.", pt: "Escreve." },
      },
    });
    expect(draft.status).toBe(201);

    const answer = await matrix();
    for (const [kind, path, table] of [
      ["casino", "casinos", casinos],
      ["post", "posts", posts],
      ["author", "authors", authors],
    ] as const) {
      const fields = answer.kinds.find((k) => k.kind === kind)!.fields;
      const items = [...(await ids(table)), ...(kind === "author" ? [draft.body.id] : [])];
      for (const language of ["pt", "bn"] as const) {
        const expected = new Map<number, string[]>();
        for (const id of items) {
          const state = (
            await call<ContentState<Record<string, Record<Locale, string> | null>>>(editor, "GET", `/${path}/${id}/`)
          ).body;
          const lacking = fields.filter((f) => fieldLacks(state.document[f.key], f.required, language));
          if (lacking.length)
            expected.set(
              id,
              lacking.map((f) => f.key),
            );
        }
        const listed = await everyGap(language, kind);
        expect(new Map(listed.map((row) => [row.id, row.missing.map((f) => f.key)]))).toEqual(expected);
        expect(answer.kinds.find((k) => k.kind === kind)!.gaps[language].missing).toBe(expected.size);
        expect(expected.size).toBeGreaterThan(0);
      }
    }
  });

  it("lists a casino lacking Portuguese with its fields until its text is written and saved", async () => {
    const [first] = await database.db.select({ id: casinos.id }).from(casinos).orderBy(asc(casinos.id)).limit(1);
    const id = first!.id;
    const state = (await call<ContentState<CasinoDocument>>(editor, "GET", `/casinos/${id}/`)).body;
    const document = { ...state.document, summary: { ...state.document.summary, pt: "" } };
    const saved = await call<ContentState<CasinoDocument>>(editor, "PUT", `/casinos/${id}/`, { document });
    expect(saved.status).toBe(200);

    const lacking = (await everyGap("pt", "casino", 50)).find((row) => row.id === id);
    expect(lacking).toMatchObject({ kind: "casino", path: "casinos", label: "casino", on_site: true });
    expect(lacking!.missing.map((f) => f.key)).toContain("summary");
    const during = (await matrix()).kinds.find((k) => k.kind === "casino")!.gaps.pt;

    const complete = {
      ...saved.body.document,
      summary: { ...saved.body.document.summary, pt: "Um casino com licença e pagamentos rápidos." },
      description: saved.body.document.description && {
        ...saved.body.document.description,
        pt: "Análise completa do casino.",
      },
      vipClub: saved.body.document.vipClub && { ...saved.body.document.vipClub, pt: "Clube VIP com níveis." },
    };
    expect((await call(editor, "PUT", `/casinos/${id}/`, { document: complete })).status).toBe(200);
    expect((await everyGap("pt", "casino", 50)).some((row) => row.id === id)).toBe(false);
    const after = (await matrix()).kinds.find((k) => k.kind === "casino")!.gaps.pt;
    expect(after.missing).toBe(during.missing - 1);
    expect(after.on_site).toBe(during.on_site - 1);
  });

  it("lists every kind at once, those on the site first, in pages that neither repeat nor skip", async () => {
    const answer = await matrix();
    const total = answer.kinds.reduce((sum, k) => sum + k.gaps.fr.missing, 0);
    const rows: TranslationGapRow[] = [];
    let cursor: string | null = null;
    do {
      const query: string = `language=fr&limit=7${cursor ? `&cursor=${cursor}` : ""}`;
      const page = await call<ConsolePage<TranslationGapRow>>(editor, "GET", `/translations/items/?${query}`);
      rows.push(...page.body.items);
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => `${row.kind}-${row.id}`)).size).toBe(total);
    const firstOff = rows.findIndex((row) => !row.on_site);
    if (firstOff >= 0) expect(rows.slice(firstOff).every((row) => !row.on_site)).toBe(true);
  });

  it("refuses what it does not know with a 400, and a moderator with a 403", async () => {
    for (const query of [
      "",
      "language=xx",
      "language=pt&kind=licence",
      "language=pt&cursor=abc",
      "language=pt&limit=0",
    ]) {
      const answer = await call<{ code: string }>(editor, "GET", `/translations/items/?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const foreign = await call<ConsolePage<TranslationGapRow>>(
      editor,
      "GET",
      "/translations/items/?language=pt&limit=1",
    );
    const other = await call(editor, "GET", `/translations/items/?language=fr&cursor=${foreign.body.next_cursor}`);
    expect(other.status).toBe(400);
    for (const path of ["/translations/", "/translations/items/?language=pt"]) {
      const refused = await call<{ code: string }>(moderator, "GET", path);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe("permission_denied");
    }
  });
});
