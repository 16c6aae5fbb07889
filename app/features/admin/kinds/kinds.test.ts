import { describe, expect, it } from "vitest";
import { bonusDocumentSchema } from "#contracts/bonus-document";
import { checkDocument, labelFrom } from "../content-form";
import type { AnyKindScreens } from "../content-kind";
import { authorScreens } from "./authors";
import { bonusScreens } from "./bonuses";
import { pageScreens } from "./pages";
import { postScreens } from "./posts";

/**
 * The kinds' form descriptors: what the form holds maps to the document the server's schema takes, and back;
 * what does not pass is named by field, with the same schema as the server.
 */
describe("console kind descriptors", () => {
  it("checks a bonus form with the server's schema, field by field", () => {
    const form = { ...bonusScreens.form.empty(), promoCode: "SPACE CODE", percentage: "lots" };
    form.title.en = "Weekend reload";
    const errors = checkDocument(bonusScreens.form.schema, bonusScreens.form.fromForm(form));
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(["slug", "casino", "type", "promoCode", "percentage"]));
    expect(errors["title.en"]).toBeUndefined();
    expect(labelFrom(bonusScreens.form.labels)("promoCode")).toBe("Promo code");
  });

  const validBonus = () => {
    const form = {
      ...bonusScreens.form.empty(),
      slug: "kestrel-reload",
      casino: "kestrel",
      type: "reload",
      promoCode: "KESTREL150",
      validFrom: "2026-01-01",
      validUntil: "2026-12-31",
      percentage: "150",
      amount: "300,50",
      wagering: "35",
    };
    form.title.en = "Weekend reload";
    return form;
  };

  it("turns a valid bonus form into the document, and the document back into the same form", () => {
    const form = validBonus();
    const document = bonusScreens.form.fromForm(form) as Record<string, unknown>;
    expect(checkDocument(bonusScreens.form.schema, document)).toEqual({});
    expect(document).toMatchObject({ percentage: 150, amount: 300.5, maxBet: null, terms: form.terms });
    const parsed = bonusDocumentSchema.parse(document);
    expect(bonusScreens.form.toForm(parsed)).toMatchObject({ ...form, amount: "300.5" });
  });

  it("refuses a valid-until day before the first day, under valid until", () => {
    const form = { ...validBonus(), validFrom: "2026-05-02", validUntil: "2026-05-01" };
    expect(checkDocument(bonusScreens.form.schema, bonusScreens.form.fromForm(form)).validUntil).toEqual([
      "Not before the first day",
    ]);
  });

  it("gives posts, authors and pages forms that start empty and name their missing English texts", () => {
    const kinds: AnyKindScreens[] = [postScreens, authorScreens, pageScreens];
    for (const screens of kinds) {
      const errors = checkDocument(screens.form.schema, screens.form.fromForm(screens.form.empty()));
      for (const field of screens.form.texts.filter((f) => f.required)) expect(errors[`${field.key}.en`]).toBeTruthy();
    }
  });
});
