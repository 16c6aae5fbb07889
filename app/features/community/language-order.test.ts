import { describe, expect, it } from "vitest";
import { languageNameIn } from "./language-order";

describe("languageNameIn", () => {
  it("names a site language in the visitor's language, as inside a sentence", () => {
    expect(languageNameIn("pt", "en")).toBe("European Portuguese");
    expect(languageNameIn("pt", "fr")).toBe("portugais européen");
    expect(languageNameIn("ua", "en")).toBe("Ukrainian");
    expect(languageNameIn("en", "bn")).toBe("ইংরেজি");
  });
});
