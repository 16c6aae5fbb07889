import { describe, expect, it } from "vitest";
import { queryObject } from "#contracts/query";
import { encodeCursor } from "#modules/paging";
import { casinoCatalogue } from "./catalogue";

const parse = (query: string) => casinoCatalogue.query.safeParse(queryObject(new URLSearchParams(query)));
const fieldsOf = (query: string) => {
  const result = parse(query);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

describe("the casino catalogue's query", () => {
  it("gives defaults for an empty query", () => {
    const result = parse("");
    expect(result.success && result.data).toMatchObject({
      q: null,
      sort: "safety",
      cursor: null,
      limit: 24,
      position: null,
    });
    expect(result.success && Object.values(result.data.facets).every((v) => v.length === 0)).toBe(true);
  });

  it("reads repeated facet parameters as lists, merging duplicates and dropping empty values", () => {
    const result = parse("payment_methods=visa&payment_methods=skrill&payment_methods=visa&licences=&games=slots");
    expect(result.success && result.data.facets).toMatchObject({
      payment_methods: ["visa", "skrill"],
      licences: [],
      games: ["slots"],
    });
  });

  it("upper-cases country and currency codes", () => {
    const result = parse("countries=pt&currencies=btc&currencies=usdt");
    expect(result.success && result.data.facets).toMatchObject({ countries: ["PT"], currencies: ["BTC", "USDT"] });
  });

  it("takes the fixed facets' known values only", () => {
    expect(fieldsOf("category=top20&category=crypto&rating=very_high&features=live_chat")).toEqual([]);
    expect(fieldsOf("category=top10")).toEqual(["category"]);
    expect(fieldsOf("rating=9")).toEqual(["rating"]);
    expect(fieldsOf("features=jackpot")).toEqual(["features"]);
  });

  it("names each malformed field, facets at their own name", () => {
    expect(fieldsOf("countries=Portugal&providers=Net%20Ent&sort=best&limit=0")).toEqual([
      "countries",
      "providers",
      "sort",
      "limit",
    ]);
    expect(fieldsOf(`q=${"x".repeat(101)}`)).toEqual(["q"]);
    expect(fieldsOf(`games=${"a".repeat(81)}`)).toEqual(["games"]);
    expect(fieldsOf(`types=${Array.from({ length: 61 }, (_, i) => `t${i}`).join("&types=")}`)).toEqual(["types"]);
  });

  it("takes sort, limit and q once only", () => {
    expect(fieldsOf("sort=safety&sort=users")).toEqual(["sort"]);
    expect(fieldsOf("limit=5&limit=6")).toEqual(["limit"]);
    expect(fieldsOf("q=a&q=b")).toEqual(["q"]);
  });

  it("bounds limit to 1–50 whole numbers", () => {
    expect(fieldsOf("limit=1")).toEqual([]);
    expect(fieldsOf("limit=50")).toEqual([]);
    for (const bad of ["0", "51", "2.5", "-1", "x"]) expect(fieldsOf(`limit=${bad}`), bad).toEqual(["limit"]);
  });

  it("trims q and treats an empty one as absent", () => {
    const result = parse("q=%20%20Aurora%20");
    expect(result.success && result.data.q).toBe("Aurora");
    const empty = parse("q=%20");
    expect(empty.success && empty.data.q).toBe(null);
  });

  it("decodes a cursor of the same sort, and refuses one of another sort", () => {
    const cursor = encodeCursor({ sort: "users", key: null, id: 42 });
    const result = parse(`sort=users&cursor=${cursor}`);
    expect(result.success && result.data.position).toEqual({ key: null, id: 42, rest: false });
    expect(fieldsOf(`cursor=${cursor}`)).toEqual(["cursor"]);
  });
});
