import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, eq, inArray } from "drizzle-orm";
import { bonusDocumentSchema, type BonusDocument } from "#contracts/bonus-document";
import { bonusCountries, bonuses, casinos, users } from "#db/schema";
import { onChange, type Change } from "#modules/changes";
import {
  ContentError,
  contentState,
  createDraft,
  publishItems,
  revisionsOf,
  saveDraft,
  unpublishItems,
} from "#modules/content";
import { seedDemo } from "#seed/index";
import { bonusKind, EXPIRED_NOTE, expireBonuses } from "#modules/bonuses";
import { freshDatabase } from "../helpers/database";

/**
 * The bonus adapter of the content engine over a small demo database: every seeded bonus reads back as a
 * document that passes, a document written reads back the same, references are checked by field, a
 * change names the casinos whose pages show the bonus, and the bulk expiry.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const editor = { userId: 0, username: "ed" };
const changes: Change[] = [];
let casinoSlugs: string[];

beforeAll(async () => {
  database = await freshDatabase();
  await seedDemo(database.db, { scale: 2 });
  onChange(database.db, (change) => void changes.push(change));
  const [account] = await database.db
    .insert(users)
    .values({
      username: "ed",
      email: "ed@example.com",
      usernameKey: "ed",
      emailKey: "ed@example.com",
      passwordHash: "x",
    })
    .returning({ id: users.id });
  editor.userId = account!.id;
  casinoSlugs = (await database.db.select({ slug: casinos.slug }).from(casinos).orderBy(asc(casinos.id))).map(
    (c) => c.slug,
  );
}, 120_000);
afterAll(() => database.drop());
beforeEach(() => void (changes.length = 0));

function newBonus(slug: string, overrides: Partial<BonusDocument> = {}): BonusDocument {
  return {
    slug,
    casino: casinoSlugs[0]!,
    type: "welcome",
    title: { en: "200% up to 500", pt: "200% até 500" },
    terms: { en: "Wager 30 times." },
    promoCode: "SPRING",
    validFrom: "2026-01-01",
    validUntil: "2099-12-31",
    currency: "EUR",
    percentage: 200,
    amount: 500,
    wagering: 30,
    wageringBase: "bonus",
    minDeposit: 20,
    maxBet: 5,
    maxCashout: null,
    freeSpins: null,
    freeSpinValue: null,
    freeSpinsSlot: null,
    isExclusive: true,
    isRecommended: false,
    categories: ["welcome", "exclusive"],
    countries: ["GB", "PT"],
    ...overrides,
  };
}

describe("the bonus adapter", () => {
  it("reads every seeded bonus as a document that passes the schema and the checks", async () => {
    const rows = await database.db.select({ id: bonuses.id }).from(bonuses);
    expect(rows.length).toBeGreaterThan(0);
    for (const { id } of rows) {
      const document = (await bonusKind.read(database.db, id))!;
      const parsed = bonusDocumentSchema.safeParse(document);
      expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      expect(await bonusKind.check(database.db, id, document)).toEqual({});
    }
  });

  it("writes a document at its first publish and reads it back the same, links included", async () => {
    const db = database.db;
    const document = newBonus("adapter-round-trip");
    const draft = await createDraft(db, bonusKind, document, editor);
    expect(await bonusKind.read(db, draft.id)).toBeNull();
    await publishItems(db, bonusKind, [draft.id]);
    expect(await bonusKind.read(db, draft.id)).toEqual(document);
    const countries = await db
      .select({ code: bonusCountries.countryCode })
      .from(bonusCountries)
      .where(eq(bonusCountries.bonusId, draft.id));
    expect(countries.map((c) => c.code).sort()).toEqual(["GB", "PT"]);

    const edited = newBonus("adapter-round-trip", {
      casino: casinoSlugs[1]!,
      title: { en: "100% up to 300" },
      promoCode: null,
      amount: 300.5,
      currency: "USD",
      categories: ["welcome"],
      countries: ["FR"],
    });
    await saveDraft(db, bonusKind, draft.id, edited, editor);
    changes.length = 0;
    await publishItems(db, bonusKind, [draft.id]);
    expect(await bonusKind.read(db, draft.id)).toEqual(edited);
    // The page of the casino that offered it and the page of the one that does now.
    const casinoIds = await db
      .select({ id: casinos.id })
      .from(casinos)
      .where(inArray(casinos.slug, casinoSlugs.slice(0, 2)));
    expect(changes).toEqual([{ kind: "bonus", ids: [draft.id], on: { kind: "casino", ids: expect.any(Array) } }]);
    expect([...(changes[0] as Extract<Change, { kind: "bonus" }>).on.ids].sort()).toEqual(
      casinoIds.map((c) => c.id).sort(),
    );
  });

  it("hides the row when unpublished and names its casino's page", async () => {
    const db = database.db;
    const { id } = await createDraft(db, bonusKind, newBonus("adapter-hidden"), editor);
    await publishItems(db, bonusKind, [id]);
    changes.length = 0;
    await unpublishItems(db, bonusKind, [id]);
    const [row] = await db
      .select({ shown: bonuses.isPublished, casino: bonuses.casinoId })
      .from(bonuses)
      .where(eq(bonuses.id, id));
    expect(row!.shown).toBe(false);
    expect(changes).toEqual([{ kind: "bonus", ids: [id], on: { kind: "casino", ids: [row!.casino] } }]);
  });

  it("names each unknown reference and a slug another bonus has, by field", async () => {
    const [seeded] = await database.db.select({ slug: bonuses.slug }).from(bonuses).limit(1);
    const document = newBonus(seeded!.slug, {
      casino: "no-such-casino",
      currency: "XYZ",
      freeSpins: 10,
      freeSpinsSlot: "no-such-slot",
      categories: ["welcome", "no-such-category"],
      countries: ["PT", "ZZ"],
    });
    await expect(createDraft(database.db, bonusKind, document, editor)).rejects.toMatchObject({
      reason: "invalid",
      errors: {
        slug: [{ code: "taken", message: expect.any(String) }],
        casino: [{ code: "unknown_value", message: "No such casino" }],
        currency: [{ code: "unknown_value", message: "No such currency" }],
        freeSpinsSlot: [{ code: "unknown_value", message: "No such slot" }],
        "categories.1": [{ code: "unknown_value", message: "No such category" }],
        "countries.1": [{ code: "unknown_value", message: "No such country" }],
      },
    });
  });

  it("refuses a last day before the first one and free spins on a slot without their number", () => {
    const result = bonusDocumentSchema.safeParse(
      newBonus("x", { validFrom: "2026-05-02", validUntil: "2026-05-01", freeSpinsSlot: "any-slot" }),
    );
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual(["validUntil", "freeSpins"]);
  });
});

describe("expiring bonuses", () => {
  it("publishes a revision that ended yesterday for a bonus on the site, and refuses drafts and pending edits", async () => {
    const db = database.db;
    const live = await createDraft(db, bonusKind, newBonus("expire-live"), editor);
    await publishItems(db, bonusKind, [live.id]);
    const draft = await createDraft(db, bonusKind, newBonus("expire-draft"), editor);
    const pending = await createDraft(db, bonusKind, newBonus("expire-pending"), editor);
    await publishItems(db, bonusKind, [pending.id]);
    await saveDraft(db, bonusKind, pending.id, newBonus("expire-pending", { amount: 1 }), editor);

    const outcomes = await expireBonuses(db, [live.id, draft.id, pending.id], editor, "2026-11-24");
    expect(outcomes[0]).toEqual({ id: live.id, status: "published", published_revision: 2 });
    expect(outcomes[1]).toBeInstanceOf(ContentError);
    expect(outcomes[2]).toMatchObject({ reason: "conflict", message: expect.stringContaining("Revision 2") });
    const [row] = await db.select({ validUntil: bonuses.validUntil }).from(bonuses).where(eq(bonuses.id, live.id));
    expect(row!.validUntil).toBe("2026-11-23");
    const [latest] = await revisionsOf(db, bonusKind, live.id);
    expect(latest).toMatchObject({ number: 2, note: EXPIRED_NOTE, author: "ed", published: true });
    expect((await contentState(db, bonusKind, live.id)).pending).toBe(false);
    // Once ended, expiring again changes nothing.
    await expireBonuses(db, [live.id], editor, "2026-11-24");
    expect((await contentState(db, bonusKind, live.id)).latest_revision).toBe(2);
  });
});
