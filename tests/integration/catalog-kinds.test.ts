import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, count, desc, eq, gte, sql } from "drizzle-orm";
import type { BonusDocument } from "#contracts/bonus-document";
import type {
  BonusCategoryDocument,
  CategoryDocument,
  ConsoleCatalogRow,
  ConsoleMarketRow,
  LicenceDocument,
  PaymentMethodDocument,
  ProviderDocument,
  SlotDocument,
} from "#contracts/catalog-documents";
import type { ContentState, PublishResult } from "#contracts/content";
import type { ConsolePage } from "#contracts/document-fields";
import type { ErrorBody } from "#contracts/errors";
import { MARKETS } from "#contracts/markets";
import {
  casinoLicences,
  casinoPaymentMethods,
  casinos,
  casinoSlots,
  licences,
  media,
  mediaVariants,
  paymentMethods,
  providers,
  slotFeatures,
  slots,
  slotThemes,
  bonusCategories,
  bonuses,
  casinoTypes,
  gameCategories,
  casinoGames,
} from "#db/schema";
import { bonusCategoryKind } from "#modules/bonuses";
import { casinoGroupPage, casinoTypeKind, gameCategoryKind, licenceKind, paymentMethodKind } from "#modules/casinos";
import type { ContentKind } from "#modules/content";
import { mediaUsage } from "#modules/media";
import { sitemapPages } from "#modules/seo";
import { providerKind, slotFeatureKind, slotKind, slotProviders, slotThemeKind, trendingSlots } from "#modules/slots";
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
 * Slots, providers, payment methods and licences in the console over HTTP (docs/decisions/0037), on a small
 * demo database with the page cache on, so each public answer below is what a visitor gets after the change:
 * field errors, a slot's new RTP on its page and in the explorer's counts, a slot off every public read when
 * unpublished and back by restore, reference data refused off the site while on-site items name it, the
 * filters' choices following a publish, and a licence's new strength moving its casinos' safety index.
 */
const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
const fakePages: WebHandler = async () => new Response("page");
let database: Awaited<ReturnType<typeof freshDatabase>>;
let app: ReturnType<typeof createApp>;
let editor: TestClient;

const api = async <T>(path: string) => {
  const res = await app.request(`${config.API_BASE}${path}`, { headers: { host: "localhost" } });
  return { status: res.status, body: (await res.json()) as T };
};
const countOf = (body: FilterBody, facet: string, value: string) =>
  body.facets[facet]?.find((v) => v.value === value)?.count ?? 0;
const choices = (body: FilterBody, facet: string) => (body.facets[facet] ?? []).map((v) => v.value);
const consoleCall = <T>(method: string, path: string, body?: unknown) =>
  editor.json<T>(method, `${CONSOLE}${path}`, body);
const slotFilter = (query = "") => api<FilterBody>(`/slots/?limit=50&${query}`);
const casinoFilter = (query = "") => api<FilterBody>(`/casinos/?limit=50&${query}`);
type SlotBody = { rtp: number; volatility: string; artwork: { id: number } | null };

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
}, 180_000);
afterAll(async () => {
  await database.drop();
});

describe("slots in the console", () => {
  let slot: { id: number; slug: string };
  let original: SlotDocument;

  beforeAll(async () => {
    // A popular slot below 97 % RTP and not very volatile: a new RTP of 97.5 % and a very high volatility move it
    // between the explorer's values.
    const [row] = await database.db
      .select({ id: slots.id, slug: slots.slug })
      .from(slots)
      .where(sql`${slots.rtp} < 97 and ${slots.volatility} <> 'very_high'`)
      .orderBy(desc(slots.popularity), asc(slots.id))
      .limit(1);
    slot = row!;
  });

  it("reads every seeded slot, provider, payment method, licence and category as a document that passes", async () => {
    const check = async <D>(kind: ContentKind<D>, ids: { id: number }[]) => {
      expect(ids.length).toBeGreaterThan(0);
      for (const { id } of ids) {
        const document = (await kind.read(database.db, id))!;
        const parsed = kind.schema.safeParse(document);
        expect([kind.kind, id, parsed.success, parsed.error?.issues]).toEqual([kind.kind, id, true, undefined]);
        expect(await kind.check(database.db, id, document)).toEqual({});
      }
    };
    const db = database.db;
    await check(slotKind, await db.select({ id: slots.id }).from(slots));
    await check(providerKind, await db.select({ id: providers.id }).from(providers));
    await check(paymentMethodKind, await db.select({ id: paymentMethods.id }).from(paymentMethods));
    await check(licenceKind, await db.select({ id: licences.id }).from(licences));
    await check(casinoTypeKind, await db.select({ id: casinoTypes.id }).from(casinoTypes));
    await check(gameCategoryKind, await db.select({ id: gameCategories.id }).from(gameCategories));
    await check(bonusCategoryKind, await db.select({ id: bonusCategories.id }).from(bonusCategories));
    await check(slotFeatureKind, await db.select({ id: slotFeatures.id }).from(slotFeatures));
    await check(slotThemeKind, await db.select({ id: slotThemes.id }).from(slotThemes));
  }, 120_000);

  it("answers 400 by field, for the schema's checks and then for references", async () => {
    const state = await consoleCall<ContentState<SlotDocument>>("GET", `/slots/${slot.id}/`);
    expect(state.status).toBe(200);
    original = state.body.document;
    const invalid = await consoleCall<ErrorBody>("POST", "/slots/", {
      document: {
        ...original,
        slug: "Bad Slug",
        name: " ",
        rtp: 100.5,
        volatility: "extreme",
        reels: 0,
        hitFrequency: 12.345,
        description: { en: "" },
        artwork: 0,
      },
    });
    expect([invalid.status, invalid.body.code]).toEqual([400, "invalid_input"]);
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(
      [
        "document.slug",
        "document.name",
        "document.rtp",
        "document.volatility",
        "document.reels",
        "document.hitFrequency",
        "document.description.en",
        "document.artwork",
      ].sort(),
    );
    expect(invalid.body.errors!["document.name"]![0]!.code).toBe("required");
    // The checks across fields, once each field passes.
    const across = await consoleCall<ErrorBody>("POST", "/slots/", {
      document: { ...original, slug: "across", paylines: null, ways: null, minBet: 2, maxBet: 1 },
    });
    expect(Object.keys(across.body.errors!).sort()).toEqual(["document.maxBet", "document.paylines"]);

    const unknown = await consoleCall<ErrorBody>("POST", "/slots/", {
      document: {
        ...original,
        slug: original.slug,
        provider: "no-such-provider",
        themes: ["no-such-theme"],
        artwork: 999_999,
      },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({
      "document.slug": [{ code: "taken", message: "Another slot has this slug" }],
      "document.provider": [{ code: "unknown_value", message: "No such provider on the site" }],
      "document.themes.0": [{ code: "unknown_value", message: "No such theme" }],
      "document.artwork": [{ code: "unknown_value", message: "No such image in the media library" }],
    });
  });

  /** The slugs of the published casinos whose answers list the slot among their top slots (kept in the cache). */
  async function carriersShowing(): Promise<string[]> {
    const carriers = await database.db
      .select({ slug: casinos.slug })
      .from(casinoSlots)
      .innerJoin(casinos, and(eq(casinos.id, casinoSlots.casinoId), eq(casinos.isPublished, true)))
      .where(eq(casinoSlots.slotId, slot.id));
    const showing: string[] = [];
    for (const { slug } of carriers) {
      const page = await api<{ topSlots: { slug: string }[] }>(`/casinos/${slug}/`);
      if (page.body.topSlots.some((s) => s.slug === slot.slug)) showing.push(slug);
    }
    return showing;
  }
  const topSlotOf = async (casino: string) =>
    (await api<{ topSlots: { slug: string; rtp: number }[] }>(`/casinos/${casino}/`)).body.topSlots.find(
      (s) => s.slug === slot.slug,
    );

  it("keeps an edit off the site until published, then shows the new RTP on its page, its casinos' and in the facets", async () => {
    const before = (await slotFilter()).body;
    const [carrier] = await carriersShowing();
    expect(carrier).toBeDefined();
    expect((await topSlotOf(carrier!))?.rtp).toBe(original.rtp);
    const saved = await consoleCall<ContentState<SlotDocument>>("PUT", `/slots/${slot.id}/`, {
      document: { ...original, rtp: 97.5, volatility: "very_high" },
      based_on: 1,
    });
    expect(saved.body).toMatchObject({ latest_revision: 2, pending: true });
    expect((await api<SlotBody>(`/slots/${slot.slug}/`)).body.rtp).toBe(original.rtp);

    const published = await consoleCall<PublishResult>("POST", `/slots/${slot.id}/publish/`, {});
    expect(published.body).toEqual({ id: slot.id, status: "published", published_revision: 2 });
    const shown = (await api<SlotBody>(`/slots/${slot.slug}/`)).body;
    expect([shown.rtp, shown.volatility]).toEqual([97.5, "very_high"]);
    expect((await topSlotOf(carrier!))?.rtp).toBe(97.5);
    const after = (await slotFilter()).body;
    expect(after.total).toBe(before.total);
    expect(countOf(after, "rtp", "97_plus")).toBe(countOf(before, "rtp", "97_plus") + 1);
    expect(countOf(after, "volatility", "very_high")).toBe(countOf(before, "volatility", "very_high") + 1);
    const ranged = await slotFilter("rtp=97_plus&volatility=very_high");
    expect(ranged.body.items.map((s) => s.slug)).toContain(slot.slug);
  });

  it("takes it off every public read when unpublished: page, explorer, counts, search, sitemap, lists", async () => {
    const before = (await slotFilter()).body;
    // A casino on the site whose page lists the slot among its games.
    const [carrier = ""] = await carriersShowing();
    expect(carrier).not.toBe("");
    const off = await consoleCall<PublishResult>("POST", `/slots/${slot.id}/unpublish/`, {});
    expect(off.body.status).toBe("unpublished");
    expect((await api<ErrorBody>(`/slots/${slot.slug}/`)).status).toBe(404);
    const after = (await slotFilter()).body;
    expect(after.total).toBe(before.total - 1);
    expect(countOf(after, "rtp", "97_plus")).toBe(countOf(before, "rtp", "97_plus") - 1);
    expect((await slotFilter(`q=${encodeURIComponent(original.name)}`)).body.items.map((s) => s.slug)).not.toContain(
      slot.slug,
    );
    const found = await api<{ groups: { kind: string; items: { slug: string }[] }[] }>(
      `/search/?q=${encodeURIComponent(original.name)}&kind=slot`,
    );
    expect(found.body.groups.flatMap((g) => g.items.map((i) => i.slug))).not.toContain(slot.slug);
    const paths = (await sitemapPages(database.db)).map((p) => p.path);
    expect(paths).not.toContain(`/slots/${slot.slug}`);
    expect((await trendingSlots(database.db, 500)).map((s) => s.slug)).not.toContain(slot.slug);
    const [games] = await database.db
      .select({ n: count() })
      .from(slots)
      .where(and(eq(slots.providerId, (await slotRow(slot.id)).providerId), eq(slots.isPublished, true)));
    const provider = (await slotProviders(database.db)).find((p) => p.slug === original.provider);
    expect(provider?.games ?? 0).toBe(games!.n);
    // The casino page that listed it among its games lists it no more.
    const casinoGames = async (slug: string) =>
      (await api<{ topSlots: { slug: string }[] }>(`/casinos/${slug}/`)).body.topSlots.map((s) => s.slug);
    expect(await casinoGames(carrier)).not.toContain(slot.slug);
    // A bonus cannot put its free spins on it.
    const [offer] = await database.db.select({ id: bonuses.id }).from(bonuses).limit(1);
    const bonus = (await consoleCall<ContentState<BonusDocument>>("GET", `/bonuses/${offer!.id}/`)).body.document;
    const refused = await consoleCall<ErrorBody>("POST", "/bonuses/", {
      document: { ...bonus, slug: "spins-on-a-hidden-slot", freeSpins: 10, freeSpinsSlot: slot.slug },
    });
    expect(refused.body.errors).toEqual({
      "document.freeSpinsSlot": [{ code: "unknown_value", message: "No such slot" }],
    });
    const listed = await consoleCall<ConsolePage<ConsoleCatalogRow>>("GET", `/slots/?q=${slot.slug}`);
    expect(listed.body.items).toEqual([expect.objectContaining({ id: slot.id, status: "unpublished" })]);
  });

  it("restores the first revision and publishes it back with its old RTP", async () => {
    const restored = await consoleCall<ContentState<SlotDocument>>(
      "POST",
      `/slots/${slot.id}/revisions/1/restore/`,
      {},
    );
    expect(restored.body).toMatchObject({ latest_revision: 3, document: { rtp: original.rtp } });
    const published = await consoleCall<PublishResult>("POST", `/slots/${slot.id}/publish/`, {});
    expect(published.body.status).toBe("published");
    const shown = (await api<SlotBody>(`/slots/${slot.slug}/`)).body;
    expect([shown.rtp, shown.volatility]).toEqual([original.rtp, original.volatility]);
  });

  it("creates a slot with artwork from the media library, shown on its page and recorded as the image's use", async () => {
    const [image] = await database.db
      .insert(media)
      .values({
        fileName: "reels.png",
        mime: "image/png",
        width: 640,
        height: 360,
        bytes: 1000,
        sha256: "0".repeat(64),
        alt: { en: "Five reels of fruit" },
      })
      .returning({ id: media.id });
    await database.db.insert(mediaVariants).values({
      mediaId: image!.id,
      format: "webp",
      width: 640,
      height: 360,
      file: `${"a".repeat(32)}.webp`,
      bytes: 500,
    });
    const created = await consoleCall<ContentState<SlotDocument>>("POST", "/slots/", {
      document: { ...original, slug: "quokka-reels", name: "Quokka Reels", artwork: image!.id },
    });
    expect(created.status).toBe(201);
    expect((await api<ErrorBody>("/slots/quokka-reels/")).status).toBe(404);
    await consoleCall("POST", `/slots/${created.body.id}/publish/`, {});
    const shown = (await api<SlotBody>("/slots/quokka-reels/")).body;
    expect(shown.artwork?.id).toBe(image!.id);
    expect(await mediaUsage(database.db, image!.id)).toEqual([
      { kind: "slot", item_id: created.body.id, role: "artwork" },
    ]);
    const options = await consoleCall<{ providers: { slug: string }[] }>("GET", "/slots/options/");
    expect(options.body.providers.map((p) => p.slug)).toContain(original.provider);
  });
});

async function slotRow(id: number) {
  const [row] = await database.db.select().from(slots).where(eq(slots.id, id));
  return row!;
}

describe("providers in the console", () => {
  const provider = (slug: string): ProviderDocument => ({
    slug,
    name: "Quokka Gaming",
    foundedYear: 2020,
    description: { en: "A studio of marsupial slots." },
  });

  it("refuses to unpublish a provider whose slots are on the site", async () => {
    const used = await slotRow((await database.db.select({ id: slots.id }).from(slots).limit(1))[0]!.id);
    const off = await consoleCall<ErrorBody>("POST", `/providers/${used.providerId}/unpublish/`, {});
    expect([off.status, off.body.code]).toEqual([409, "content_conflict"]);
  });

  it("puts a new provider among the filters' choices when published, and takes it out when unpublished", async () => {
    const invalid = await consoleCall<ErrorBody>("POST", "/providers/", {
      document: { ...provider("quokka-gaming"), name: "", foundedYear: 1800 },
    });
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["document.foundedYear", "document.name"]);
    const created = await consoleCall<ContentState<ProviderDocument>>("POST", "/providers/", {
      document: provider("quokka-gaming"),
    });
    const id = created.body.id;
    expect(choices((await casinoFilter()).body, "providers")).not.toContain("quokka-gaming");
    await consoleCall("POST", `/providers/${id}/publish/`, {});
    expect(choices((await casinoFilter()).body, "providers")).toContain("quokka-gaming");
    expect(choices((await slotFilter()).body, "providers")).toContain("quokka-gaming");
    const opts = { locale: "en" as const, country: "PT", limit: 10, cursor: null };
    expect(await casinoGroupPage(database.db, "provider", "quokka-gaming", opts)).not.toBeNull();

    const off = await consoleCall<PublishResult>("POST", `/providers/${id}/unpublish/`, {});
    expect(off.body.status).toBe("unpublished");
    expect(choices((await casinoFilter()).body, "providers")).not.toContain("quokka-gaming");
    expect(choices((await slotFilter()).body, "providers")).not.toContain("quokka-gaming");
    expect(await casinoGroupPage(database.db, "provider", "quokka-gaming", opts)).toBeNull();
    // A slot cannot name a provider off the site.
    const [anySlot] = await database.db.select({ id: slots.id }).from(slots).limit(1);
    const document = (await consoleCall<ContentState<SlotDocument>>("GET", `/slots/${anySlot!.id}/`)).body.document;
    const refused = await consoleCall<ErrorBody>("PUT", `/slots/${anySlot!.id}/`, {
      document: { ...document, provider: "quokka-gaming" },
    });
    expect(refused.body.errors?.["document.provider"]?.[0]?.code).toBe("unknown_value");
  });
});

describe("payment methods in the console", () => {
  it("refuses to unpublish one casinos on the site take, and follows a new one in the casino filter", async () => {
    const [used] = await database.db
      .select({ id: casinoPaymentMethods.paymentMethodId })
      .from(casinoPaymentMethods)
      .innerJoin(casinos, and(eq(casinos.id, casinoPaymentMethods.casinoId), eq(casinos.isPublished, true)))
      .limit(1);
    const refused = await consoleCall<ErrorBody>("POST", `/payment-methods/${used!.id}/unpublish/`, {});
    expect([refused.status, refused.body.code]).toEqual([409, "content_conflict"]);

    const invalid = await consoleCall<ErrorBody>("POST", "/payment-methods/", {
      document: { slug: "", name: "Quokkapay", isCrypto: "no" },
    });
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["document.isCrypto", "document.slug"]);
    const method: PaymentMethodDocument = { slug: "quokkapay", name: "Quokkapay", isCrypto: false };
    const created = await consoleCall<ContentState<PaymentMethodDocument>>("POST", "/payment-methods/", {
      document: method,
    });
    await consoleCall("POST", `/payment-methods/${created.body.id}/publish/`, {});
    expect(choices((await casinoFilter()).body, "payment_methods")).toContain("quokkapay");
    await consoleCall("POST", `/payment-methods/${created.body.id}/unpublish/`, {});
    expect(choices((await casinoFilter()).body, "payment_methods")).not.toContain("quokkapay");
    const listed = await consoleCall<ConsolePage<ConsoleCatalogRow>>("GET", "/payment-methods/?q=quokka");
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: created.body.id, slug: "quokkapay", status: "unpublished" }),
    ]);
  });
});

describe("licences in the console", () => {
  it("moves the safety index of the casinos holding a licence when its strength is published", async () => {
    // A strong licence held by a casino on the site that holds no other licence as strong.
    const [held] = await database.db
      .select({ licence: licences.id, casino: casinos.id, slug: casinos.slug })
      .from(casinoLicences)
      .innerJoin(licences, eq(licences.id, casinoLicences.licenceId))
      .innerJoin(casinos, and(eq(casinos.id, casinoLicences.casinoId), eq(casinos.isPublished, true)))
      .where(
        and(
          gte(licences.strength, 3),
          sql`not exists (select 1 from casino_licences o join licences l on l.id = o.licence_id
            where o.casino_id = ${casinos.id} and o.licence_id <> ${licences.id} and l.strength >= 3)`,
        ),
      )
      .limit(1);
    expect(held).toBeDefined();
    const casinoSafety = async () =>
      (await api<{ scores: { safety: number } }>(`/casinos/${held!.slug}/`)).body.scores.safety;
    const before = await casinoSafety();
    const state = await consoleCall<ContentState<LicenceDocument>>("GET", `/licences/${held!.licence}/`);
    const invalid = await consoleCall<ErrorBody>("PUT", `/licences/${held!.licence}/`, {
      document: { ...state.body.document, strength: 4, jurisdiction: "" },
    });
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["document.jurisdiction", "document.strength"]);
    await consoleCall("PUT", `/licences/${held!.licence}/`, { document: { ...state.body.document, strength: 1 } });
    expect(await casinoSafety()).toBe(before);
    await consoleCall("POST", `/licences/${held!.licence}/publish/`, {});
    const weaker = await casinoSafety();
    expect(weaker).toBeLessThan(before);
    const [stored] = await database.db
      .select({ safety: casinos.safetyIndex })
      .from(casinos)
      .where(eq(casinos.id, held!.casino));
    expect(Number(stored!.safety)).toBe(weaker);

    // Held by a casino on the site: it stays.
    const refused = await consoleCall<ErrorBody>("POST", `/licences/${held!.licence}/unpublish/`, {});
    expect([refused.status, refused.body.code]).toEqual([409, "content_conflict"]);
    // Restored and published: the casino's index is back.
    await consoleCall("POST", `/licences/${held!.licence}/revisions/1/restore/`, {});
    await consoleCall("POST", `/licences/${held!.licence}/publish/`, {});
    expect(await casinoSafety()).toBe(before);
  });

  it("puts a new licence among the casino filter's choices, and a casino cannot name it once unpublished", async () => {
    const licence: LicenceDocument = {
      slug: "quokka-gaming-board",
      name: "Quokka Gaming Board",
      jurisdiction: "Rottnest",
      strength: 2,
    };
    const created = await consoleCall<ContentState<LicenceDocument>>("POST", "/licences/", { document: licence });
    await consoleCall("POST", `/licences/${created.body.id}/publish/`, {});
    expect(choices((await casinoFilter()).body, "licences")).toContain("quokka-gaming-board");
    await consoleCall("POST", `/licences/${created.body.id}/unpublish/`, {});
    expect(choices((await casinoFilter()).body, "licences")).not.toContain("quokka-gaming-board");
    const [casino] = await database.db.select({ id: casinos.id }).from(casinos).orderBy(asc(casinos.id)).limit(1);
    const document = (
      await consoleCall<ContentState<{ licences: { licence: string; number: string }[] }>>(
        "GET",
        `/casinos/${casino!.id}/`,
      )
    ).body.document;
    const refused = await consoleCall<ErrorBody>("PUT", `/casinos/${casino!.id}/`, {
      document: { ...document, licences: [{ licence: "quokka-gaming-board", number: "QGB-1" }] },
    });
    expect(refused.body.errors?.["document.licences.0.licence"]?.[0]?.code).toBe("unknown_value");
  });
});

describe("categories in the console", () => {
  it("renames a game category: the casino filter's label and the casino pages follow; it is never taken off", async () => {
    const [used] = await database.db
      .select({ id: casinoGames.gameCategoryId, casino: casinos.slug })
      .from(casinoGames)
      .innerJoin(casinos, and(eq(casinos.id, casinoGames.casinoId), eq(casinos.isPublished, true)))
      .limit(1);
    const path = `/game-categories/${used!.id}/`;
    const state = await consoleCall<ContentState<CategoryDocument>>("GET", path);
    const slug = state.body.document.slug;
    const invalid = await consoleCall<ErrorBody>("PUT", path, { document: { slug: "", name: { en: " ", pt: "x" } } });
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["document.name.en", "document.slug"]);
    const label = async () => (await casinoFilter()).body.facets.games?.find((v) => v.value === slug)?.label ?? null;
    const casinoGamesShown = async () =>
      JSON.stringify((await api<{ games: unknown }>(`/casinos/${used!.casino}/`)).body.games);
    expect(await label()).not.toBe("Quokka tables");
    await consoleCall("PUT", path, { document: { slug, name: { en: "Quokka tables", pt: "Mesas quokka" } } });
    await consoleCall("POST", `${path}publish/`, {});
    expect(await label()).toBe("Quokka tables");
    expect(await casinoGamesShown()).toContain("Quokka tables");
    const off = await consoleCall<ErrorBody>("POST", `${path}unpublish/`, {});
    expect([off.status, off.body.code]).toEqual([409, "content_conflict"]);
    const listed = await consoleCall<ConsolePage<ConsoleCatalogRow>>("GET", "/game-categories/?q=quokka");
    expect(listed.body.items).toEqual([
      expect.objectContaining({ id: used!.id, name: "Quokka tables", pending: false }),
    ]);
  });

  it("checks a bonus category's fields and a new slot theme's slug", async () => {
    const [category] = await database.db.select({ id: bonusCategories.id }).from(bonusCategories).limit(1);
    const state = await consoleCall<ContentState<BonusCategoryDocument>>("GET", `/bonus-categories/${category!.id}/`);
    const invalid = await consoleCall<ErrorBody>("PUT", `/bonus-categories/${category!.id}/`, {
      document: { ...state.body.document, position: -1, intro: { pt: "só em português" } },
    });
    expect(Object.keys(invalid.body.errors!).sort()).toEqual(["document.intro.en", "document.position"]);
    const [theme] = await database.db.select({ slug: slotThemes.slug }).from(slotThemes).limit(1);
    const taken = await consoleCall<ErrorBody>("POST", "/slot-themes/", {
      document: { slug: theme!.slug, name: { en: "Again" } },
    });
    expect(taken.body.errors).toEqual({
      "document.slug": [{ code: "taken", message: "Another slot theme has this slug" }],
    });
    const created = await consoleCall<ContentState<CategoryDocument>>("POST", "/slot-themes/", {
      document: { slug: "marsupials", name: { en: "Marsupials", pt: "Marsupiais" } },
    });
    expect(created.status).toBe(201);
    await consoleCall("POST", `/slot-themes/${created.body.id}/publish/`, {});
    expect((await slotFilter()).body.facets.themes?.map((v) => v.value)).toContain("marsupials");
  });
});

describe("markets in the console", () => {
  it("lists the markets read only, with their languages and currency", async () => {
    const markets = await consoleCall<{ items: ConsoleMarketRow[]; editable: boolean }>("GET", "/markets/");
    expect(markets.body.editable).toBe(false);
    expect(markets.body.items.map((m) => m.code)).toEqual(MARKETS.map((m) => m.code));
    expect(markets.body.items.find((m) => m.code === "PT")).toMatchObject({ currency: "EUR", languages: ["en", "pt"] });
  });
});
