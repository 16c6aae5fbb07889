import { describe, expect, it } from "vitest";
import { pageTags, tagsOfChange } from "./cache-tags";

describe("tagsOfChange", () => {
  it("touches only the page a comment is on", () => {
    expect(tagsOfChange({ kind: "comment", ids: [5], on: { kind: "casino", ids: [12] } })).toEqual(["casino:12"]);
    expect(tagsOfChange({ kind: "comment", ids: [5], on: { kind: "post", ids: [3] } })).toEqual(["post:3"]);
  });

  it("touches the casino and the lists for a review or a safety change, the casino and its users score for a rating", () => {
    expect(tagsOfChange({ kind: "review", ids: [1], on: { kind: "casino", ids: [12] } })).toEqual([
      "casino:12",
      "lists",
    ]);
    expect(tagsOfChange({ kind: "rating", ids: [12], slug: "tidal-casino", usersScore: 7.5 })).toEqual([
      "casino:12",
      "scores:tidal-casino",
      "scores",
    ]);
    expect(tagsOfChange({ kind: "safety", ids: [1, 2] })).toEqual(["casino:1", "casino:2", "lists"]);
  });

  it("touches a slot's page, the pages of the casinos listing it, and the lists, for a slot", () => {
    expect(tagsOfChange({ kind: "slot", ids: [7], on: { kind: "casino", ids: [3, 4] } })).toEqual([
      "slot:7",
      "casino:3",
      "casino:4",
      "lists",
    ]);
  });

  it("touches the pages of the items an image is used by, and the lists, when its alt texts change", () => {
    const on = [
      { kind: "casino" as const, ids: [3] },
      { kind: "post" as const, ids: [9] },
      { kind: "page" as const, ids: [2] },
      { kind: "provider" as const, ids: [5] },
    ];
    expect(tagsOfChange({ kind: "media", ids: [1], on })).toEqual(["casino:3", "post:9", "page:2", "lists"]);
  });
});

describe("pageTags", () => {
  it("is what the loaders named, or lists and scores", () => {
    expect(pageTags(new Set(["casino:4"]))).toEqual(["casino:4"]);
    expect(pageTags(new Set())).toEqual(["lists", "scores"]);
  });
});
