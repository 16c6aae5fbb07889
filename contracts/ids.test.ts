import { describe, expect, it } from "vitest";
import { ID_MAX, idSchema, parseId } from "./ids";

describe("parseId", () => {
  it.each([
    ["1", 1],
    ["42", 42],
    [String(ID_MAX), ID_MAX],
  ])("reads %s as %i", (text, id) => {
    expect(parseId(text)).toBe(id);
  });

  it.each([
    "0",
    "-1",
    "0x10",
    "1e3",
    "+5",
    "016",
    " 7",
    "7 ",
    "2147483648",
    "9999999999",
    "1.0",
    "",
    "NaN",
    "constructor",
  ])("refuses %j", (text) => {
    expect(parseId(text)).toBeNull();
  });

  it("bounds ids in bodies the same way", () => {
    expect(idSchema.safeParse(ID_MAX).success).toBe(true);
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 9_999_999_999, "1"]) expect(idSchema.safeParse(bad).success).toBe(false);
  });
});
