import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical";

describe("canonicalUrl", () => {
  it("removes the trailing slash", () => {
    expect(canonicalUrl("https://casino-guide.example", "/new-casinos/")).toBe(
      "https://casino-guide.example/new-casinos",
    );
    expect(canonicalUrl("https://casino-guide.example", "/lk/")).toBe("https://casino-guide.example/lk");
  });
  it("keeps a path without one and gives the bare origin for the home page", () => {
    expect(canonicalUrl("https://casino-guide.example", "/casinos")).toBe("https://casino-guide.example/casinos");
    expect(canonicalUrl("https://casino-guide.example/", "/")).toBe("https://casino-guide.example");
  });
});
