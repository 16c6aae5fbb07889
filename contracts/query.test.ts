import { describe, expect, it } from "vitest";
import { queryObject } from "./query";

describe("queryObject", () => {
  it("gives a repeated parameter as a list and a single one as its value", () => {
    expect(queryObject(new URLSearchParams("a=1&b=2&a=3"))).toEqual({ a: ["1", "3"], b: "2" });
  });

  it("keeps parameters named like built-in keys as plain own values", () => {
    const query = queryObject(new URLSearchParams("constructor=x&__proto__=y&toString=z&toString=w&hasOwnProperty=1"));
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.keys(query)).toEqual(["constructor", "__proto__", "toString", "hasOwnProperty"]);
    expect(query.constructor).toBe("x");
    expect(Object.getOwnPropertyDescriptor(query, "__proto__")?.value).toBe("y");
    expect(query.toString).toEqual(["z", "w"]);
  });
});
