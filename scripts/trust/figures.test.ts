import { describe, expect, it } from "vitest";
import { acceptingFirst } from "#modules/casinos";
import { acceptingShare, appearancesOf, distinctTexts } from "./figures";

describe("acceptingShare", () => {
  it("counts a top 10 holding a casino that does not accept the country, or whose answer is unknown", () => {
    const cards = [
      { slug: "a", acceptsCountry: true },
      { slug: "b", acceptsCountry: false },
      { slug: "c", acceptsCountry: null },
      { slug: "d", acceptsCountry: true },
    ];
    expect(acceptingShare(cards)).toEqual({ accepting: 2, total: 4 });
    // The same casinos the list rule (modules/casinos/country.ts) puts first.
    expect(
      acceptingFirst(cards)
        .slice(0, 2)
        .map((c) => c.slug),
    ).toEqual(["a", "d"]);
    expect(acceptingShare([])).toEqual({ accepting: 0, total: 0 });
  });
});

describe("distinctTexts", () => {
  it("counts texts differing only in case, spacing or punctuation once, as the duplicate rule does", () => {
    expect(distinctTexts(["Fast payouts!", "fast  payouts", "Slow payouts.", "Повільні виплати"])).toEqual({
      total: 4,
      distinct: 3,
    });
  });
});

describe("appearancesOf", () => {
  it("finds every unwanted casino in every list, with where", () => {
    const lists = new Map([
      ["home: top 10", ["safe", "blacklisted"]],
      ["/bonuses/categories/vip", ["safe"]],
      ["/slots/x: where to play", ["low", "blacklisted"]],
    ]);
    expect(appearancesOf("GB", lists, new Set(["blacklisted", "low"]))).toEqual([
      { country: "GB", list: "home: top 10", slug: "blacklisted" },
      { country: "GB", list: "/slots/x: where to play", slug: "low" },
      { country: "GB", list: "/slots/x: where to play", slug: "blacklisted" },
    ]);
    expect(appearancesOf("GB", lists, new Set())).toEqual([]);
  });
});
