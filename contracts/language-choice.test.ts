import { describe, expect, it } from "vitest";
import { chooseLanguage, firstAcceptedLanguage, mapBrowserLanguage } from "./language-choice";

describe("mapBrowserLanguage (docs/product-spec.md §4 mapping)", () => {
  it.each([
    ["bn-BD", "bn"],
    ["bangla", "bn"],
    ["pt-BR", "pt"],
    ["uk-UA", "ua"],
    ["ua", "ua"],
    ["fr-CA", "fr"],
    ["es-ES", "es"],
    ["pe", "pe"],
    ["ar", "ar"],
    ["mx", "mx"],
    ["de-DE", "en"],
    ["", "en"],
    [null, "en"],
    ["constructor", "en"],
    ["__proto__", "en"],
    ["toString-US", "en"],
    ["hasOwnProperty", "en"],
  ])("maps %s to %s", (input, expected) => {
    expect(mapBrowserLanguage(input)).toBe(expected);
  });
});

describe("firstAcceptedLanguage", () => {
  it("takes the tag with the highest q", () => {
    expect(firstAcceptedLanguage("en;q=0.5, fr-FR;q=0.9, de")).toBe("de");
    expect(firstAcceptedLanguage("en;q=0.5, fr-FR;q=0.9")).toBe("fr-FR");
  });
  it("ignores wildcards and empty headers", () => {
    expect(firstAcceptedLanguage("*")).toBeNull();
    expect(firstAcceptedLanguage(undefined)).toBeNull();
  });
});

describe("chooseLanguage (docs/product-spec.md §4 order)", () => {
  it("lets a supported stored locale win", () => {
    expect(chooseLanguage({ stored: "fr", marketLanguages: ["en", "pt"], browserLanguage: "pt" })).toBe("fr");
  });
  it("ignores an unsupported stored locale", () => {
    expect(chooseLanguage({ stored: "de", marketLanguages: ["en", "pt"], browserLanguage: "fr" })).toBe("pt");
  });
  it("uses English on a country domain when the browser speaks English", () => {
    expect(chooseLanguage({ marketLanguages: ["en", "bn"], browserLanguage: "en-US" })).toBe("en");
  });
  it("uses the country's first non-English language otherwise", () => {
    expect(chooseLanguage({ marketLanguages: ["en", "bn"], browserLanguage: "fr" })).toBe("bn");
    expect(chooseLanguage({ marketLanguages: ["en", "ua"], browserLanguage: "pt-PT" })).toBe("ua");
  });
  it("treats a browser language outside the nine as English (the mapping's default)", () => {
    expect(chooseLanguage({ marketLanguages: ["en", "ua"], browserLanguage: "de" })).toBe("en");
    expect(chooseLanguage({ marketLanguages: ["en", "ua"], browserLanguage: null })).toBe("en");
  });
  it("uses English on an English-only country", () => {
    expect(chooseLanguage({ marketLanguages: ["en"], browserLanguage: "fr" })).toBe("en");
  });
  it("uses the browser language on an unknown domain", () => {
    expect(chooseLanguage({ marketLanguages: null, browserLanguage: "uk" })).toBe("ua");
    expect(chooseLanguage({ browserLanguage: "de" })).toBe("en");
  });
});
