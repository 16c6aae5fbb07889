import { describe, expect, it } from "vitest";
import { catalogFor } from "./catalogs.server";
import { createTranslator } from "./translator";

describe("createTranslator", () => {
  const en = createTranslator("en", catalogFor("en"));

  it("looks up a dotted key and interpolates values", () => {
    expect(en("nav.home")).toBe("Home");
    expect(en("notFound.unmatched", { path: "/x" })).toBe("Page not found: /x");
  });

  it("leaves an unknown placeholder visible rather than blank", () => {
    expect(en("notFound.unmatched")).toBe("Page not found: {{path}}");
  });

  it("fills every placeholder where it stands, first and last ones too, and leaves only a missing one visible", () => {
    expect(en("casino.withdrawalHours", { min: 12, max: 36 })).toBe("12–36 hours");
    expect(en("casino.withdrawalHours", { max: 36 })).toBe("{{min}}–36 hours");
    expect(en("casino.acceptsPlayersFrom", { country: "{{country}} $& $1" })).toBe(
      "Accepts players from {{country}} $& $1",
    );
  });

  it("chooses the CLDR plural form of the language", () => {
    expect(en("bonus.freeSpins", { count: 1 })).toBe("1 free spin");
    expect(en("bonus.freeSpins", { count: 20 })).toBe("20 free spins");
    const ua = createTranslator("ua", catalogFor("ua"));
    const forms = catalogFor("ua").bonus;
    expect(ua("bonus.freeSpins", { count: 21 })).toBe(forms.freeSpins_one.replace("{{count}}", "21"));
    expect(ua("bonus.freeSpins", { count: 3 })).toBe(forms.freeSpins_few.replace("{{count}}", "3"));
    expect(ua("bonus.freeSpins", { count: 11 })).toBe(forms.freeSpins_many.replace("{{count}}", "11"));
    expect(ua("bonus.freeSpins", { count: 1.5 })).toBe(forms.freeSpins_other.replace("{{count}}", "1,5"));
  });

  it("writes interpolated numbers the way the language writes them, years without a separator", () => {
    const bn = createTranslator("bn", catalogFor("bn"));
    expect(bn("bonus.freeSpins", { count: 20 })).toBe(
      catalogFor("bn").bonus.freeSpins_other.replace("{{count}}", "২০"),
    );
    expect(en("footer.copyright", { year: 2026 })).toBe("© 2026 Casino Guide");
    expect(en("bonus.freeSpins", { count: 12_500 })).toBe("12,500 free spins");
  });

  it("uses a key without plural forms as it is when a count is given", () => {
    expect(en("community.helpfulButton", { count: 3 })).toBe("Helpful · 3");
  });

  it("uses the Spanish rules for the Argentine, Mexican and Peruvian catalogs, not Arabic ones", () => {
    const ar = createTranslator("ar", catalogFor("ar"));
    expect(ar("bonus.freeSpins", { count: 2 })).toBe(catalogFor("ar").bonus.freeSpins_other.replace("{{count}}", "2"));
  });
});
