import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, gt, sql } from "drizzle-orm";
import { casinoDocumentSchema, type CasinoDocument } from "#contracts/casino-document";
import type { ContentState, FieldDiff, PublishResult, RevisionSummary } from "#contracts/content";
import type { ErrorBody } from "#contracts/errors";
import { bonuses, casinos, casinoSlots, slots } from "#db/schema";
import { casinoKind } from "#modules/casinos";
import { seedDemo } from "#seed/index";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import type { TestClient } from "../helpers/client";
import { CONSOLE, consoleClient } from "../helpers/console";
import { freshDatabase } from "../helpers/database";
import type { FilterBody } from "../helpers/filter-api";

/**
 * Issue 17's content engine over HTTP, on the demo data and with the page cache on (so every answer below
 * is what a visitor would get after a publish, not a fresh computation): field errors, drafts the public
 * never sees, publish and unpublish reaching the filter and its counts, the casino, search, the sitemap,
 * bonuses and where to play at once; history, diff and restore.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;
let template: CasinoDocument;
let templateId: number;

type State = ContentState<CasinoDocument>;

const api = async <T>(path: string) => {
  const res = await app.request(`${config.API_BASE}${path}`, { headers: { host: "localhost" } });
  return { status: res.status, body: (await res.json()) as T };
};
const filter = (query: string) => api<FilterBody>(`/casinos/?${query}`);
const countOf = (body: FilterBody, facet: string, value: string) =>
  body.facets[facet]?.find((v) => v.value === value)?.count ?? 0;
const searchSlugs = async (q: string) =>
  (
    await api<{ groups: { kind: string; items: { slug: string }[] }[] }>(`/search/?q=${encodeURIComponent(q)}`)
  ).body.groups
    .filter((g) => g.kind === "casino")
    .flatMap((g) => g.items.map((i) => i.slug));
const sitemap = async () =>
  (await app.request("/sitemaps/casinos-1.xml", { headers: { host: "casino-guide.example" } })).text();

const consoleCall = <T>(method: string, path: string, body?: unknown) =>
  editor.json<T>(method, `${CONSOLE}${path}`, body);

/** A new casino's document: the template's facts, its own name and address. */
const fresh = (name: string, slug: string): CasinoDocument => ({
  ...template,
  name,
  slug,
  summary: { en: `${name}: a casino created in the console.`, pt: `${name}: um casino criado na consola.` },
  description: null,
});

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db);
  app = createApp({
    config,
    database,
    logger: createLogger(config),
    cache: new PageCache(1000),
    web: async () => fakePages,
  });
  editor = (await consoleClient(app, database.db, ["editor"])).client;
  const [first] = await database.db.select({ id: casinos.id }).from(casinos).orderBy(casinos.id).limit(1);
  templateId = first!.id;
  template = (await consoleCall<State>("GET", `/casinos/${templateId}/`)).body.document;
}, 180_000);
afterAll(async () => {
  await database.drop();
});

describe("documents the site had before the console", () => {
  it("every seeded casino reads back as a document that passes the console's schema", async () => {
    const ids = await database.db.select({ id: casinos.id }).from(casinos);
    for (const { id } of ids) {
      const document = await casinoKind.read(database.db, id);
      const parsed = casinoDocumentSchema.safeParse(document);
      expect(parsed.success, `casino ${id}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
  });

  it("is adopted as revision 1, published, on first access", async () => {
    const { status, body } = await consoleCall<{ items: RevisionSummary[] }>(
      "GET",
      `/casinos/${templateId}/revisions/`,
    );
    expect(status).toBe(200);
    expect(body.items).toEqual([expect.objectContaining({ number: 1, author: "the site", published: true })]);
  });
});

describe("validation", () => {
  it("answers 400 with the errors by field, for the schema's checks", async () => {
    const bad = {
      ...fresh("Bad", "bad-casino"),
      website: "ftp://bad.example",
      summary: { en: " ", pt: "Só português" },
      withdrawalHours: { min: 48, max: 12 },
      minDeposit: -5,
      countriesRestricted: [template.countriesAccepted[0] ?? "PT"],
      countriesAccepted: [template.countriesAccepted[0] ?? "PT"],
    };
    const { status, body } = await consoleCall<ErrorBody>("POST", "/casinos/", { document: bad });
    expect(status).toBe(400);
    expect(body.code).toBe("invalid_input");
    expect(Object.keys(body.errors!).sort()).toEqual(
      [
        "document.countriesRestricted.0",
        "document.minDeposit",
        "document.summary.en",
        "document.website",
        "document.withdrawalHours.max",
      ].sort(),
    );
    expect(body.errors!["document.summary.en"]![0]!.code).toBe("required");
  });

  it("answers 400 by field for references that do not exist and an address another casino has", async () => {
    const bad = {
      ...fresh("Taken", template.slug),
      licences: [{ licence: "no-such-regulator", number: "1" }],
      providers: ["no-such-provider"],
      type: "no-such-type",
    };
    const { status, body } = await consoleCall<ErrorBody>("POST", "/casinos/", { document: bad });
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      "document.slug": [expect.objectContaining({ code: "taken" })],
      "document.type": [expect.objectContaining({ code: "unknown_value" })],
      "document.licences.0.licence": [expect.objectContaining({ code: "unknown_value" })],
      "document.providers.0": [expect.objectContaining({ code: "unknown_value" })],
    });
  });

  it("refuses a save based on a revision that is no longer the newest (409)", async () => {
    const created = (await consoleCall<State>("POST", "/casinos/", { document: fresh("Racer", "racer-casino") })).body;
    const first = await consoleCall<State>("PUT", `/casinos/${created.id}/`, {
      document: { ...created.document, owner: "One" },
      based_on: 1,
    });
    expect(first.body.latest_revision).toBe(2);
    const stale = await consoleCall<ErrorBody>("PUT", `/casinos/${created.id}/`, {
      document: { ...created.document, owner: "Two" },
      based_on: 1,
    });
    expect([stale.status, stale.body.code]).toEqual([409, "content_conflict"]);
  });
});

describe("publishing a new casino", () => {
  const name = "Zebrafinch Royale";
  const slug = "zebrafinch-royale";
  let id: number;

  it("keeps a draft out of every public read", async () => {
    const before = (await filter("")).body;
    const created = await consoleCall<State>("POST", "/casinos/", { document: fresh(name, slug), note: "New" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: "draft", latest_revision: 1 });
    id = created.body.id;
    const after = (await filter("")).body;
    expect(after.total).toBe(before.total);
    expect((await filter("q=zebrafinch")).body.total).toBe(0);
    expect((await api(`/casinos/${slug}/`)).status).toBe(404);
    expect(await searchSlugs("zebrafinch")).toEqual([]);
    expect(await sitemap()).not.toContain(`/casinos/${slug}<`);
    const listed = await consoleCall<{ items: { id: number; status: string }[] }>("GET", "/casinos/?q=zebrafinch");
    expect(listed.body.items).toEqual([expect.objectContaining({ id, status: "draft" })]);
  });

  it("shows it at once in the filter with the counts updated, on its page, in search and the sitemap", async () => {
    const before = (await filter("")).body;
    const country = template.countriesAccepted[0]!;
    const published = await consoleCall<PublishResult>("POST", `/casinos/${id}/publish/`, {});
    expect(published.body).toEqual({ id, status: "published", published_revision: 1 });

    const after = (await filter("")).body;
    expect(after.total).toBe(before.total + 1);
    expect(countOf(after, "types", template.type)).toBe(countOf(before, "types", template.type) + 1);
    expect(countOf(after, "countries", country)).toBe(countOf(before, "countries", country) + 1);
    expect((await filter("q=zebrafinch")).body.items.map((i) => i.slug)).toEqual([slug]);
    const page = await api<{ name: string; summary: string; scores: { safety: number } }>(`/casinos/${slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.name).toBe(name);
    expect((await api<{ summary: string }>(`/casinos/${slug}/?lang=pt`)).body.summary).toContain("consola");
    expect(await searchSlugs("zebrafinch")).toEqual([slug]);
    expect(await sitemap()).toContain(`/casinos/${slug}<`);
    // The safety index is computed from the facts at publish time, as for every casino.
    const [row] = await database.db.select().from(casinos).where(eq(casinos.id, id));
    expect(Number(row!.safetyIndex)).toBe(page.body.scores.safety);
  });

  it("keeps the published text while an edit waits as a draft, and shows the edit once published", async () => {
    const state = (await consoleCall<State>("GET", `/casinos/${id}/`)).body;
    const edited = await consoleCall<State>("PUT", `/casinos/${id}/`, {
      document: { ...state.document, summary: { ...state.document.summary, pt: "Texto novo em português." } },
      based_on: state.latest_revision,
      note: "Portuguese summary",
    });
    expect(edited.body).toMatchObject({ latest_revision: 2, published_revision: 1, pending: true });
    expect((await api<{ summary: string }>(`/casinos/${slug}/?lang=pt`)).body.summary).toContain("consola");
    await consoleCall("POST", `/casinos/${id}/publish/`, {});
    expect((await api<{ summary: string }>(`/casinos/${slug}/?lang=pt`)).body.summary).toBe("Texto novo em português.");
  });

  it("diffs any revision with the newest and restores an old one as a new revision, published as usual", async () => {
    const diff = await consoleCall<{ fields: FieldDiff[] }>("GET", `/casinos/${id}/diff/?from=1`);
    expect(diff.body.fields.map((f) => f.field)).toEqual(["summary.pt"]);
    const restored = await consoleCall<State>("POST", `/casinos/${id}/revisions/1/restore/`, {});
    expect(restored.body).toMatchObject({ latest_revision: 3, published_revision: 2, pending: true });
    expect(restored.body.document.summary.pt).toContain("consola");
    const history = (await consoleCall<{ items: RevisionSummary[] }>("GET", `/casinos/${id}/revisions/`)).body.items;
    expect(history.map((r) => [r.number, r.restored_from, r.published])).toEqual([
      [3, 1, false],
      [2, null, true],
      [1, null, false],
    ]);
    expect(history[1]).toMatchObject({ note: "Portuguese summary", author: expect.any(String) });
    await consoleCall("POST", `/casinos/${id}/publish/`, { revision: 3 });
    expect((await api<{ summary: string }>(`/casinos/${slug}/?lang=pt`)).body.summary).toContain("consola");
    const old = await consoleCall<{ document: CasinoDocument }>("GET", `/casinos/${id}/revisions/2/`);
    expect(old.body.document.summary.pt).toBe("Texto novo em português.");
  });

  it("unpublishes: gone from the filter and its counts, its page, search and the sitemap", async () => {
    const before = (await filter("")).body;
    const off = await consoleCall<PublishResult>("POST", `/casinos/${id}/unpublish/`, {});
    expect(off.body.status).toBe("unpublished");
    const after = (await filter("")).body;
    expect(after.total).toBe(before.total - 1);
    expect(countOf(after, "types", template.type)).toBe(countOf(before, "types", template.type) - 1);
    expect((await api(`/casinos/${slug}/`)).status).toBe(404);
    expect(await searchSlugs("zebrafinch")).toEqual([]);
    expect(await sitemap()).not.toContain(`/casinos/${slug}<`);
    const listed = await consoleCall<{ items: { id: number; status: string }[] }>(
      "GET",
      "/casinos/?status=unpublished",
    );
    expect(listed.body.items.map((i) => i.id)).toContain(id);
  });
});

describe("unpublishing a casino with bonuses and slots", () => {
  it("hides its bonuses and takes it out of the slots' where to play; bulk publish brings it back", async () => {
    const [withBoth] = await database.db
      .select({ id: casinos.id, slug: casinos.slug, bonuses: count(bonuses.id) })
      .from(casinos)
      .innerJoin(bonuses, eq(bonuses.casinoId, casinos.id))
      .where(and(eq(casinos.isBlacklisted, false), gt(casinos.safetyIndex, "6"), eq(casinos.isPublished, true)))
      .groupBy(casinos.id, casinos.slug)
      .orderBy(casinos.id)
      .limit(1);
    // The slot it is played at with the fewest other casinos, so that it is listed there.
    const [played] = await database.db
      .select({ slug: slots.slug })
      .from(casinoSlots)
      .innerJoin(slots, eq(slots.id, casinoSlots.slotId))
      .where(eq(casinoSlots.casinoId, withBoth!.id))
      .orderBy(sql`(select count(*) from casino_slots x where x.slot_id = ${slots.id})`, slots.id)
      .limit(1);
    const whereToPlay = async () =>
      (await api<{ casinos: { slug: string }[] }>(`/slots/${played!.slug}/`)).body.casinos.map((c) => c.slug);
    const bonusTotal = async () => (await api<FilterBody>(`/bonuses/?casinos=${withBoth!.slug}`)).body.total;
    expect(await bonusTotal()).toBe(withBoth!.bonuses);
    const allBonuses = (await api<FilterBody>("/bonuses/")).body.total;
    const shownBefore = await whereToPlay();
    expect(shownBefore).toContain(withBoth!.slug);

    const bulk = await consoleCall<{ items: { ok: boolean }[] }>("POST", "/casinos/bulk/", {
      action: "unpublish",
      ids: [withBoth!.id],
    });
    expect(bulk.body.items).toEqual([expect.objectContaining({ ok: true, status: "unpublished" })]);
    // Its bonuses are gone from the bonus filter, and the casino from its choices (asking for it is a 400).
    const bonusesAfter = (await api<FilterBody>("/bonuses/")).body;
    expect(bonusesAfter.total).toBe(allBonuses - withBoth!.bonuses);
    expect(bonusesAfter.facets.casinos!.map((v) => v.value)).not.toContain(withBoth!.slug);
    expect((await api<FilterBody>(`/bonuses/?casinos=${withBoth!.slug}`)).status).toBe(400);
    expect(await whereToPlay()).not.toContain(withBoth!.slug);

    await consoleCall("POST", "/casinos/bulk/", { action: "publish", ids: [withBoth!.id] });
    expect(await bonusTotal()).toBe(withBoth!.bonuses);
    expect(await whereToPlay()).toEqual(shownBefore);
  });
});
