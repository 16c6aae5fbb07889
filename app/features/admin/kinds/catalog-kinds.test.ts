import { describe, expect, it } from "vitest";
import { categoryDocumentSchema, licenceDocumentSchema, slotDocumentSchema } from "#contracts/catalog-documents";
import { CATALOG_KINDS } from "../../../../server/console/catalog";
import { checkDocument, labelFrom } from "../content-form";
import { bonusCategoryScreens, type CategoryForm, casinoTypeScreens, slotThemeScreens } from "./categories";
import { CATALOG_SCREENS } from "./catalog-kinds";
import { CATALOG_PATHS } from "./catalog-paths";
import { licenceScreens } from "./licences";
import { paymentMethodScreens } from "./payment-methods";
import { providerScreens } from "./providers";
import { slotScreens } from "./slots";

/**
 * The catalogue's and taxonomy's descriptors (docs/decisions/0037): each form maps to the document the
 * server's schema takes and back, names what does not pass by field, and each kind has its route and the
 * server's path.
 */
describe("catalogue kind descriptors", () => {
  it("gives every kind the server serves a screen, under the same path and route", () => {
    expect(CATALOG_SCREENS.map((kind) => kind.path)).toEqual([...CATALOG_PATHS]);
    expect(CATALOG_KINDS.map((kind) => kind.path)).toEqual([...CATALOG_PATHS]);
  });

  const validSlot = () => ({
    ...slotScreens.form.empty(),
    slug: "kestrel-gold",
    name: "Kestrel Gold",
    provider: "nova-play",
    releaseDate: "2026-03-01",
    rtp: "96,5",
    volatility: "high" as const,
    reels: "5",
    rows: "3",
    paylines: "20",
    minBet: "0.2",
    maxBet: "100",
    maxWin: "5000",
    features: ["free-spins"],
    artwork: 7,
  });

  it("turns a valid slot form into the document, and the document back into the same form", () => {
    const form = validSlot();
    form.description.en = "Five reels of gold.";
    const document = slotScreens.form.fromForm(form) as Record<string, unknown>;
    expect(checkDocument(slotScreens.form.schema, document)).toEqual({});
    expect(document).toMatchObject({ rtp: 96.5, paylines: 20, ways: null, hitFrequency: null, artwork: 7 });
    expect(slotScreens.form.toForm(slotDocumentSchema.parse(document))).toMatchObject({ ...form, rtp: "96.5" });
  });

  it("names a slot's faults by field: an RTP above 100, both paylines and ways, no English description", () => {
    const form = { ...validSlot(), rtp: "101", ways: "243" };
    const errors = checkDocument(slotScreens.form.schema, slotScreens.form.fromForm(form));
    expect(errors.rtp).toEqual(["At most 100"]);
    expect(errors.paylines).toEqual(["Either paylines or ways, not both"]);
    expect(errors["description.en"]).toBeTruthy();
    expect(labelFrom(slotScreens.form.labels)("description.en")).toBe("Description (en)");
  });

  it("keeps what does not parse as typed, for the schema to refuse", () => {
    const errors = checkDocument(slotScreens.form.schema, slotScreens.form.fromForm({ ...validSlot(), rtp: "ninety" }));
    expect(errors.rtp).toBeTruthy();
  });

  it("maps a provider's optional year and description, and a licence's strength, both ways", () => {
    const provider = { ...providerScreens.form.empty(), slug: "nova-play", name: "Nova Play", foundedYear: "2012" };
    const document = providerScreens.form.fromForm(provider);
    expect(checkDocument(providerScreens.form.schema, document)).toEqual({});
    expect(providerScreens.form.schema.parse(document)).toMatchObject({ foundedYear: 2012, description: null });

    const licence = { slug: "mga", name: "MGA", jurisdiction: "Malta", strength: "4" };
    expect(checkDocument(licenceScreens.form.schema, licenceScreens.form.fromForm(licence)).strength).toEqual([
      "At most 3",
    ]);
    const strong = licenceDocumentSchema.parse(licenceScreens.form.fromForm({ ...licence, strength: "3" }));
    expect(licenceScreens.form.toForm(strong)).toEqual({ ...licence, strength: "3" });
  });

  it("gives a payment method no texts to translate, and a slot and a provider theirs", () => {
    expect(paymentMethodScreens.form.texts).toEqual([]);
    expect(licenceScreens.form.texts).toEqual([]);
    expect(slotScreens.form.texts.map((f) => f.key)).toEqual(["description"]);
    expect(providerScreens.form.texts.map((f) => f.key)).toEqual(["description"]);
  });

  it("builds the categories from one factory: a name in every language, their own texts, a bonus category's place", () => {
    const theme: CategoryForm = { ...slotThemeScreens.form.empty(), slug: "egypt" };
    expect(Object.keys(checkDocument(slotThemeScreens.form.schema, slotThemeScreens.form.fromForm(theme)))).toEqual([
      "name.en",
    ]);
    (theme.name as Record<string, string>).en = "Egypt";
    (theme.name as Record<string, string>).pt = "Egito";
    const document = categoryDocumentSchema.parse(slotThemeScreens.form.fromForm(theme));
    expect(document).toEqual({ slug: "egypt", name: { en: "Egypt", pt: "Egito" } });
    expect(slotThemeScreens.form.heading(slotThemeScreens.form.toForm(document))).toBe("Egypt");

    const type: CategoryForm = { ...casinoTypeScreens.form.empty(), slug: "crypto" };
    (type.name as Record<string, string>).en = "Crypto";
    expect(casinoTypeScreens.form.schema.parse(casinoTypeScreens.form.fromForm(type))).toEqual({
      slug: "crypto",
      name: { en: "Crypto" },
      description: null,
    });

    const category = { ...bonusCategoryScreens.form.empty(), slug: "reload", position: "x" };
    const errors = checkDocument(bonusCategoryScreens.form.schema, bonusCategoryScreens.form.fromForm(category));
    expect(Object.keys(errors).sort()).toEqual(["intro.en", "name.en", "position"]);
    expect(labelFrom(bonusCategoryScreens.form.labels)("intro.en")).toBe("Page introduction (en)");
  });

  it("lets categories be published but never taken off the site; the other kinds both", () => {
    const categories = ["casino-types", "game-categories", "bonus-categories", "slot-features", "slot-themes"];
    expect(CATALOG_SCREENS.filter((kind) => !kind.unpublish).map((kind) => kind.path)).toEqual(categories);
    expect(slotScreens.list.sorts?.map((s) => s.value)).toEqual(["updated", "name"]);
    expect(slotScreens.list.columns.map((c) => c.header)).toEqual(["Address", "Provider", "Changed"]);
    expect(slotThemeScreens.newLabel).toBe("New slot theme");
  });
});
