import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asc, eq, notInArray } from "drizzle-orm";
import type { BonusDocument, ConsoleBonusRow } from "#contracts/bonus-document";
import type {
  ConsoleAuthorRow,
  ConsolePostRow,
  MarkdownPreview,
  PostDocument,
  PostSchedule,
} from "#contracts/blog-documents";
import type { ContentState, FieldDiff, PublishResult } from "#contracts/content";
import type { ConsolePage } from "#contracts/document-fields";
import type { ErrorBody } from "#contracts/errors";
import type { ConsolePageRow } from "#contracts/page-document";
import { auditLog, authors, bonusCountries, bonuses, casinos, countries, pages, tags } from "#db/schema";
import { isoDay, newestBonuses } from "#modules/bonuses";
import { infoPage } from "#modules/pages";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";
import { htmlOf } from "../helpers/pages";
import type { FilterBody } from "../helpers/filter-api";

/**
 * Bonuses, posts, authors and information pages in the console over HTTP, on a small demo database with the
 * page cache on (so the public answers below are what a visitor gets after each change): field errors, a
 * bonus reaching the bonus filter, its counts and search when published and leaving them when unpublished or
 * expired, lists with filters and keyset pages, history and restore, the Markdown preview, a post's schedule,
 * and a page that stays on the site.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;
let casinoSlug: string;
/** A country no seeded bonus is offered in: its count is the new bonus alone. */
let lone: string;

type BonusCardBody = FilterBody & { items: Array<{ slug: string; expired: boolean; promoCode: string | null }> };

const api = async <T>(path: string) => {
  const res = await app.request(`${config.API_BASE}${path}`, { headers: { host: "localhost" } });
  return { status: res.status, body: (await res.json()) as T };
};
const bonusFilter = (query = "") => api<BonusCardBody>(`/bonuses/?limit=50&${query}`);
const countOf = (body: FilterBody, facet: string, value: string) =>
  body.facets[facet]?.find((v) => v.value === value)?.count ?? 0;
const searchBonuses = async (q: string) =>
  (
    await api<{ groups: { kind: string; items: { slug: string }[] }[] }>(`/search/?q=${q}&kind=bonus`)
  ).body.groups.flatMap((g) => g.items.map((i) => i.slug));
const consoleCall = <T>(method: string, path: string, body?: unknown) =>
  editor.json<T>(method, `${CONSOLE}${path}`, body);

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 3 });
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(1000),
    web: async () => fakePages,
  });
  editor = (await consoleClient(app, database.db, ["editor"])).client;
  const [casino] = await database.db.select({ slug: casinos.slug }).from(casinos).orderBy(asc(casinos.id)).limit(1);
  casinoSlug = casino!.slug;
  const [country] = await database.db
    .select({ code: countries.code })
    .from(countries)
    .where(notInArray(countries.code, database.db.select({ code: bonusCountries.countryCode }).from(bonusCountries)))
    .orderBy(asc(countries.code))
    .limit(1);
  lone = country!.code;
}, 180_000);
afterAll(async () => {
  await database.drop();
});

const bonus = (slug: string, overrides: Partial<BonusDocument> = {}): BonusDocument => ({
  slug,
  casino: casinoSlug,
  type: "reload",
  title: { en: "Quokkaberry reload 50%", pt: "Recarga quokkaberry 50%" },
  terms: null,
  promoCode: "QUOKKA",
  validFrom: null,
  validUntil: null,
  currency: "EUR",
  percentage: 50,
  amount: 100,
  wagering: 35,
  wageringBase: "bonus",
  minDeposit: 20,
  maxBet: null,
  maxCashout: null,
  freeSpins: null,
  freeSpinValue: null,
  freeSpinsSlot: null,
  isExclusive: false,
  isRecommended: true,
  categories: ["reload"],
  countries: [lone, "PT"],
  ...overrides,
});

describe("bonuses in the console", () => {
  let id: number;

  it("answers 400 by field, for the schema's checks and then for references", async () => {
    const invalid = await consoleCall<ErrorBody>("POST", "/bonuses/", {
      document: {
        ...bonus("bad-bonus"),
        title: { en: " " },
        validFrom: "2026-02-01",
        validUntil: "2026-01-01",
        amount: -1,
      },
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, "invalid_input"]);
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(
      ["document.amount", "document.title.en", "document.validUntil"].sort(),
    );
    expect(invalid.body.errors!["document.title.en"]![0]!.code).toBe("required");

    const unknown = await consoleCall<ErrorBody>("POST", "/bonuses/", {
      document: bonus("bad-bonus", { casino: "no-such-casino", countries: ["PT", "ZZ"] }),
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      "document.casino": [{ code: "unknown_value", message: "No such casino" }],
      "document.countries.1": [{ code: "unknown_value", message: "No such country" }],
    });
  });

  it("keeps a draft off the site and lists it in the console", async () => {
    const before = (await bonusFilter()).body;
    const created = await consoleCall<ContentState<BonusDocument>>("POST", "/bonuses/", {
      document: bonus("quokkaberry-reload"),
    });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect((await bonusFilter()).body.total).toBe(before.total);
    expect(await searchBonuses("quokkaberry")).toEqual([]);
    const listed = await consoleCall<ConsolePage<ConsoleBonusRow>>("GET", "/bonuses/?q=quokkaberry");
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id, status: "draft", casino: casinoSlug, type: "reload", promo_code: "QUOKKA" }),
    ]);
  });

  it("shows it at once in the bonus filter with the counts, and in search, once published", async () => {
    const before = (await bonusFilter()).body;
    const published = await consoleCall<PublishResult>("POST", `/bonuses/${id}/publish/`, {});
    expect(published.body).toEqual({ id, status: "published", published_revision: 1 });
    const after = (await bonusFilter()).body;
    expect(after.total).toBe(before.total + 1);
    expect(countOf(after, "countries", lone)).toBe(1);
    expect(countOf(after, "types", "reload")).toBe(countOf(before, "types", "reload") + 1);
    expect((await bonusFilter(`countries=${lone}`)).body.items.map((b) => b.slug)).toEqual(["quokkaberry-reload"]);
    expect(await searchBonuses("quokkaberry")).toEqual(["quokkaberry-reload"]);
    const today = isoDay(new Date());
    const newest = await newestBonuses(database.db, { locale: "en", country: lone, today, limit: 50 });
    expect(newest.map((b) => b.slug)).toContain("quokkaberry-reload");
  });

  it("takes it off every list, count and search when unpublished", async () => {
    const before = (await bonusFilter()).body;
    const off = await consoleCall<PublishResult>("POST", `/bonuses/${id}/unpublish/`, {});
    expect(off.body.status).toBe("unpublished");
    const after = (await bonusFilter()).body;
    expect(after.total).toBe(before.total - 1);
    expect(countOf(after, "countries", lone)).toBe(0);
    expect(await searchBonuses("quokkaberry")).toEqual([]);
    const newest = await newestBonuses(database.db, {
      locale: "en",
      country: lone,
      today: isoDay(new Date()),
      limit: 50,
    });
    expect(newest).toEqual([]);
  });

  it("expires by bulk action: flagged in the filter without its code, gone from the valid offers", async () => {
    await consoleCall("POST", `/bonuses/${id}/publish/`, {});
    const draft = await consoleCall<ContentState<BonusDocument>>("POST", "/bonuses/", {
      document: bonus("quokkaberry-draft"),
    });
    const bulk = await consoleCall<{ items: Array<{ ok: boolean; status?: string; error?: ErrorBody }> }>(
      "POST",
      "/bonuses/bulk/",
      { action: "expire", ids: [id, draft.body.id] },
    );
    expect(bulk.status).toBe(200);
    expect(bulk.body.items).toEqual([
      { ok: true, id, status: "published", published_revision: 2 },
      { ok: false, error: expect.objectContaining({ code: "content_conflict" }) },
    ]);
    const [shown] = (await bonusFilter(`countries=${lone}`)).body.items;
    expect(shown).toMatchObject({ slug: "quokkaberry-reload", expired: true, promoCode: null });
    const today = isoDay(new Date());
    expect(await newestBonuses(database.db, { locale: "en", country: lone, today, limit: 50 })).toEqual([]);
    const expired = await consoleCall<ConsolePage<ConsoleBonusRow>>("GET", "/bonuses/?q=quokkaberry&expired=yes");
    expect(expired.body.items.map((row) => [row.id, row.expired])).toEqual([[id, true]]);
  });

  it("shows what the expiry changed and restores the offer from its history", async () => {
    const diff = await consoleCall<{ fields: FieldDiff[] }>("GET", `/bonuses/${id}/diff/?from=1&to=2`);
    expect(diff.body.fields.map((f) => f.field)).toEqual(["validUntil"]);
    const restored = await consoleCall<ContentState<BonusDocument>>("POST", `/bonuses/${id}/revisions/1/restore/`, {});
    expect(restored.body).toMatchObject({ latest_revision: 3, pending: true, document: { validUntil: null } });
    const pending = await consoleCall<ConsolePage<ConsoleBonusRow>>("GET", "/bonuses/?status=pending");
    expect(pending.body.items.map((row) => row.id)).toEqual([id]);
    await consoleCall("POST", `/bonuses/${id}/publish/`, {});
    const [shown] = (await bonusFilter(`countries=${lone}`)).body.items;
    expect(shown).toMatchObject({ expired: false, promoCode: "QUOKKA" });
  });

  it("pages the list by cursor, every bonus once, filtered and sorted", async () => {
    const rows = await database.db.select({ id: bonuses.id }).from(bonuses);
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 100; page++) {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const { status, body } = await consoleCall<ConsolePage<ConsoleBonusRow>>(
        "GET",
        `/bonuses/?limit=3&sort=title${query}`,
      );
      expect(status).toBe(200);
      seen.push(...body.items.map((row) => row.id));
      cursor = body.next_cursor;
      if (!cursor) break;
    }
    // Every row of the table, and the draft.
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(rows.length + 1);
    const bad = await consoleCall<ErrorBody>("GET", "/bonuses/?cursor=abc");
    expect([bad.status, bad.body.errors?.cursor?.[0]?.code]).toEqual([400, "invalid_cursor"]);
    const drafts = await consoleCall<ConsolePage<ConsoleBonusRow>>("GET", "/bonuses/?status=draft");
    expect(drafts.body.items.map((row) => row.slug)).toEqual(["quokkaberry-draft"]);
  });
});

describe("posts in the console", () => {
  let post: PostDocument;

  beforeAll(async () => {
    const [author] = await database.db.select({ slug: authors.slug }).from(authors).limit(1);
    const [tag] = await database.db.select({ slug: tags.slug }).from(tags).limit(1);
    post = {
      slug: "console-post",
      kind: "news",
      title: { en: "Console post" },
      summary: { en: "Written in the console." },
      body: { en: "Hello." },
      seoTitle: null,
      seoDescription: null,
      author: author!.slug,
      casino: null,
      tags: [tag!.slug],
      isHot: false,
      hero: null,
    };
  });

  it("previews Markdown as the site would show it, sanitised, and keeps previews out of the audit log", async () => {
    const before = await database.db.select({ id: auditLog.id }).from(auditLog);
    const preview = await consoleCall<MarkdownPreview>("POST", "/posts/preview/", {
      markdown: "## Olá\n\n**Bem-vindo** <img src=x onerror=alert(1)> [x](javascript:alert(1))",
      language: "pt",
    });
    expect(preview.status).toBe(200);
    expect(preview.body.lang).toBe("pt-PT");
    expect(preview.body.headings).toEqual([{ id: "olá", text: "Olá", level: 2 }]);
    expect(preview.body.html).toContain("<strong>Bem-vindo</strong>");
    // Raw HTML stays text, a script link loses its address.
    expect(preview.body.html).toContain("&lt;img src=x onerror=alert(1)&gt; <a>x</a>");
    expect(preview.body.html).not.toMatch(/<img|javascript:/);
    expect(await database.db.select({ id: auditLog.id }).from(auditLog)).toHaveLength(before.length);
    const bad = await consoleCall<ErrorBody>("POST", "/posts/preview/", { markdown: "x", language: "xx" });
    expect([bad.status, Object.keys(bad.body.errors!)]).toEqual([400, ["language"]]);
  });

  it("schedules a draft, lists it as scheduled, and drops the schedule", async () => {
    const created = await consoleCall<ContentState<PostDocument>>("POST", "/posts/", { document: post });
    expect(created.status).toBe(201);
    const id = created.body.id;
    const past = await consoleCall<ErrorBody>("PUT", `/posts/${id}/schedule/`, { publish_at: "2001-01-01T00:00:00Z" });
    expect([past.status, past.body.errors]).toEqual([
      400,
      { publish_at: [{ code: "invalid_value", message: "A time in the future" }] },
    ]);
    const set = await consoleCall<{ schedule: PostSchedule }>("PUT", `/posts/${id}/schedule/`, {
      publish_at: "2099-06-01T09:00:00+02:00",
    });
    expect(set.body.schedule).toMatchObject({ publish_at: "2099-06-01T07:00:00.000Z", error: null });
    const listed = await consoleCall<ConsolePage<ConsolePostRow>>("GET", "/posts/?scheduled=yes");
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id, status: "draft", scheduled_at: "2099-06-01T07:00:00.000Z", published_at: null }),
    ]);
    expect((await consoleCall("DELETE", `/posts/${id}/schedule/`)).status).toBe(204);
    expect((await consoleCall<{ schedule: null }>("GET", `/posts/${id}/schedule/`)).body).toEqual({ schedule: null });
    expect((await consoleCall("DELETE", `/posts/${id}/schedule/`)).status).toBe(404);
    expect((await consoleCall("GET", "/posts/999999/schedule/")).status).toBe(404);
  });

  it("lists authors with their posts, and refuses to take one with posts on the site off it", async () => {
    const [author] = await database.db.select({ id: authors.id, slug: authors.slug }).from(authors).limit(1);
    const listed = await consoleCall<ConsolePage<ConsoleAuthorRow>>("GET", `/authors/?q=${author!.slug}`);
    // The seed imports its authors (docs/decisions/0041): their last save is the seed's.
    expect(listed.body.items).toEqual([
      expect.objectContaining({
        id: author!.id,
        slug: author!.slug,
        status: "published",
        updated_at: expect.any(String),
      }),
    ]);
    expect(listed.body.items[0]!.posts).toBeGreaterThan(0);
    const refused = await consoleCall<ErrorBody>("POST", `/authors/${author!.id}/unpublish/`, {});
    expect([refused.status, refused.body.code]).toEqual([409, "content_conflict"]);
  });
});

describe("information pages in the console", () => {
  it("lists the pages with the languages their bodies have, and shows a Portuguese edit once published", async () => {
    const listed = await consoleCall<ConsolePage<ConsolePageRow>>("GET", "/pages/");
    expect(listed.body.items.map((row) => row.slug).sort()).toEqual(
      ["about-us", "privacy-policy", "responsible-gaming", "terms-and-conditions"].sort(),
    );
    expect(listed.body.items.every((row) => row.languages.length === 9 && row.status === "published")).toBe(true);

    const [row] = await database.db.select({ id: pages.id }).from(pages).where(eq(pages.slug, "terms-and-conditions"));
    const state = (await consoleCall<ContentState<{ body: Record<string, string> }>>("GET", `/pages/${row!.id}/`)).body;
    const saved = await consoleCall("PUT", `/pages/${row!.id}/`, {
      document: { ...state.document, body: { ...state.document.body, pt: "## Termos novos\n\nEm vigor." } },
      based_on: state.latest_revision,
    });
    expect(saved.status).toBe(200);
    await consoleCall("POST", `/pages/${row!.id}/publish/`, {});
    expect(htmlOf((await infoPage(database.db, "terms-and-conditions", "pt"))!)).toContain("Em vigor.");
    const refused = await consoleCall<ErrorBody>("POST", `/pages/${row!.id}/unpublish/`, {});
    expect([refused.status, refused.body.code]).toEqual([409, "content_conflict"]);
  });
});
