import { describe, expect, it } from "vitest";
import { namingShownScores } from "./cache-tags";

describe("namingShownScores", () => {
  it("names the lists and the users score of each casino card, wherever the data holds it", () => {
    const card = (slug: string) => ({ slug, name: slug, usersScore: 7.5, usersScoreCount: 3, licences: ["MGA"] });
    const data = {
      ranking: { items: [card("tidal-casino"), card("amber-wins")], next_cursor: null },
      lists: [[card("jade-palace")], []],
      teaser: { casino: { ...card("falcon-riches"), usersScore: null } },
      // A bonus names its casino's slug but shows no users score.
      bonuses: [{ slug: "welcome-100", casino: { slug: "north-star", name: "North Star" } }],
      total: 4,
    };
    const tags = new Set<string>();
    expect(namingShownScores(tags, data)).toBe(data);
    expect([...tags].sort()).toEqual([
      "lists",
      "scores:amber-wins",
      "scores:falcon-riches",
      "scores:jade-palace",
      "scores:tidal-casino",
    ]);
  });
});
