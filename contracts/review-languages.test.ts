import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { groupedCounts, isVisitorLanguage, languageGroup, languagesOfGroup } from "./review-languages";

describe("language groups of reviews and comments", () => {
  it("puts the Spanish of Spain, Peru, Argentina and Mexico in one group and every other language alone", () => {
    expect(["es", "pe", "ar", "mx"].map((l) => languageGroup(l as "es"))).toEqual(["es", "es", "es", "es"]);
    expect(languagesOfGroup("es")).toEqual(["es", "pe", "ar", "mx"]);
    for (const lang of ["en", "bn", "pt", "ua", "fr"] as const) {
      expect(languageGroup(lang)).toBe(lang);
      expect(languagesOfGroup(lang)).toEqual([lang]);
    }
    expect(LOCALES.flatMap((l) => (languageGroup(l) === l ? languagesOfGroup(l) : [])).sort()).toEqual(
      [...LOCALES].sort(),
    );
  });

  it("tells whether an item is in the visitor's language", () => {
    expect(isVisitorLanguage("mx", "pe")).toBe(true);
    expect(isVisitorLanguage("ar", "es")).toBe(true);
    expect(isVisitorLanguage("pt", "es")).toBe(false);
    expect(isVisitorLanguage("en", "en")).toBe(true);
    expect(isVisitorLanguage("ua", "en")).toBe(false);
  });

  it("adds the counts up per group, the visitor's first, then most first", () => {
    expect(groupedCounts({ en: 12, pt: 4, mx: 2, pe: 1, ua: 4, bn: 0 }, "pt")).toEqual([
      { group: "pt", count: 4 },
      { group: "en", count: 12 },
      { group: "ua", count: 4 },
      { group: "es", count: 3 },
    ]);
    expect(groupedCounts({ en: 2, ar: 5 }, "mx")).toEqual([
      { group: "es", count: 5 },
      { group: "en", count: 2 },
    ]);
    // The visitor's language is left out when nothing is written in it.
    expect(groupedCounts({ en: 2 }, "fr")).toEqual([{ group: "en", count: 2 }]);
    expect(groupedCounts({}, "en")).toEqual([]);
  });
});
