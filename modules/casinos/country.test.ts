import { describe, expect, it } from "vitest";
import { acceptingFirst } from "./country";

describe("acceptingFirst", () => {
  it("puts the casinos accepting the country first, each group in its own order", () => {
    const cards = [
      { slug: "a", acceptsCountry: false },
      { slug: "b", acceptsCountry: true },
      { slug: "c", acceptsCountry: null },
      { slug: "d", acceptsCountry: true },
    ];
    expect(acceptingFirst(cards).map((c) => c.slug)).toEqual(["b", "d", "a", "c"]);
  });

  it("leaves an all-accepting list as it is", () => {
    const cards = [
      { slug: "x", acceptsCountry: true },
      { slug: "y", acceptsCountry: true },
    ];
    expect(acceptingFirst(cards)).toEqual(cards);
  });
});
