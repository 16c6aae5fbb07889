import { describe, expect, it } from "vitest";
import { queryObject } from "#contracts/query";
import { encodeCursor } from "#modules/paging";
import { rtpRange, slotCatalogue } from "./catalogue";

const parse = (query: string) => slotCatalogue.query.safeParse(queryObject(new URLSearchParams(query)));
const fieldsOf = (query: string) => {
  const result = parse(query);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

describe("the slot catalogue's query", () => {
  it("gives defaults for an empty query: most popular first, a full page", () => {
    const result = parse("");
    expect(result.success && result.data).toMatchObject({
      q: null,
      sort: "popular",
      limit: 24,
      position: null,
    });
    expect(result.success && Object.values(result.data.facets).every((v) => v.length === 0)).toBe(true);
  });

  it("reads repeated facets as lists, merging duplicates and dropping empty values", () => {
    const result = parse("providers=a-studio&providers=b&providers=a-studio&themes=&volatility=high&demo=1");
    expect(result.success && result.data.facets).toMatchObject({
      providers: ["a-studio", "b"],
      themes: [],
      volatility: ["high"],
      demo: ["1"],
    });
  });

  it("takes only the known volatility levels, RTP ranges and demo value", () => {
    expect(fieldsOf("volatility=very_high&rtp=under_94&rtp=97_plus&demo=1")).toEqual([]);
    expect(fieldsOf("volatility=extreme")).toEqual(["volatility"]);
    expect(fieldsOf("rtp=96")).toEqual(["rtp"]);
    expect(fieldsOf("demo=yes")).toEqual(["demo"]);
  });

  it("names each malformed field", () => {
    expect(fieldsOf("providers=Net%20Ent&features=free_spins&sort=best&limit=51")).toEqual([
      "providers",
      "features",
      "sort",
      "limit",
    ]);
    expect(fieldsOf(`q=${"x".repeat(101)}`)).toEqual(["q"]);
  });

  it("decodes a cursor of the same sort, with a text key for the name order", () => {
    const cursor = encodeCursor({ sort: "name", key: "book of ra", id: 7 });
    const result = parse(`sort=name&cursor=${cursor}`);
    expect(result.success && result.data.position).toEqual({ key: "book of ra", id: 7, rest: false });
    expect(fieldsOf(`sort=rtp&cursor=${cursor}`)).toEqual(["cursor"]);
  });
});

describe("rtpRange", () => {
  it("includes each range's lower bound and excludes its upper one", () => {
    expect(rtpRange(85)).toBe("under_94");
    expect(rtpRange(93.99)).toBe("under_94");
    expect(rtpRange(94)).toBe("94_95");
    expect(rtpRange(95)).toBe("95_96");
    expect(rtpRange(96.99)).toBe("96_97");
    expect(rtpRange(97)).toBe("97_plus");
    expect(rtpRange(99.5)).toBe("97_plus");
  });
});
