import { describe, expect, it } from "vitest";
import { queryObject } from "#contracts/query";
import { encodeCursor } from "#modules/paging";
import { bonusCatalogue, MIN_DEPOSIT_RANGES, rangeOf, WAGERING_RANGES } from "./catalogue";

const parse = (query: string) => bonusCatalogue.query.safeParse(queryObject(new URLSearchParams(query)));
const fieldsOf = (query: string) => {
  const result = parse(query);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

describe("the bonus catalogue's query", () => {
  it("gives defaults for an empty query: newest first, a full page", () => {
    const result = parse("");
    expect(result.success && result.data).toMatchObject({ sort: "newest", limit: 24, position: null });
  });

  it("reads repeated casinos and upper-cases country codes", () => {
    const result = parse("casinos=atlas-casino&casinos=aurora-spins&countries=pt&countries=PT&types=welcome");
    expect(result.success && result.data.facets).toMatchObject({
      casinos: ["atlas-casino", "aurora-spins"],
      countries: ["PT"],
      types: ["welcome"],
    });
  });

  it("names each malformed field", () => {
    expect(fieldsOf("types=jackpot&wagering=low&min_deposit=5&countries=Portugal&casinos=Atlas").sort()).toEqual([
      "casinos",
      "countries",
      "min_deposit",
      "types",
      "wagering",
    ]);
    expect(fieldsOf("sort=value&limit=0")).toEqual(["sort", "limit"]);
  });

  it("refuses a cursor of another sort", () => {
    const cursor = encodeCursor({ sort: "wagering", key: 35, id: 3 });
    expect(parse(`sort=wagering&cursor=${cursor}`).success).toBe(true);
    expect(fieldsOf(`cursor=${cursor}`)).toEqual(["cursor"]);
  });

  it("reads a cursor past the visitor's country's offers as one in the rest, of its sort only", () => {
    const rest = encodeCursor({ sort: "wagering~rest", key: 35, id: 3 });
    const result = parse(`sort=wagering&cursor=${rest}`);
    expect(result.success && result.data.position).toEqual({ key: 35, id: 3, rest: true });
    expect(fieldsOf(`sort=safety&cursor=${rest}`)).toEqual(["cursor"]);
  });
});

describe("rangeOf", () => {
  it("puts unset and zero in 'none', and each bound in the range it closes", () => {
    expect(rangeOf(WAGERING_RANGES, null)).toBe("none");
    expect(rangeOf(WAGERING_RANGES, 0)).toBe("none");
    expect(rangeOf(WAGERING_RANGES, 0.5)).toBe("up_to_30");
    expect(rangeOf(WAGERING_RANGES, 30)).toBe("up_to_30");
    expect(rangeOf(WAGERING_RANGES, 30.1)).toBe("30_45");
    expect(rangeOf(WAGERING_RANGES, 45)).toBe("30_45");
    expect(rangeOf(WAGERING_RANGES, 60)).toBe("over_45");
    expect(rangeOf(MIN_DEPOSIT_RANGES, 10)).toBe("up_to_10");
    expect(rangeOf(MIN_DEPOSIT_RANGES, 25)).toBe("10_25");
    expect(rangeOf(MIN_DEPOSIT_RANGES, 25.01)).toBe("over_25");
  });
});
