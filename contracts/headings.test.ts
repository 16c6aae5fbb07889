import { describe, expect, it } from "vitest";
import { headingIds } from "./headings";

describe("headingIds", () => {
  it("keeps letters of every script and joins the rest with hyphens", () => {
    expect(headingIds(["How we test: 7 steps!", "Як ми перевіряємо", "আমরা কীভাবে"])).toEqual([
      "how-we-test-7-steps",
      "як-ми-перевіряємо",
      "আমরা-কীভাবে",
    ]);
  });

  it("numbers repeated texts and names empty ones", () => {
    expect(headingIds(["FAQ", "faq", "FAQ", "?!"])).toEqual(["faq", "faq-2", "faq-3", "section"]);
  });

  it("gives the same ids for the same texts", () => {
    expect(headingIds(["A b", "C"])).toEqual(headingIds(["A b", "C"]));
  });
});
