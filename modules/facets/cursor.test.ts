import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, type CursorPosition } from "./cursor";
import type { CasinoSort } from "./facets";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keyset cursor", () => {
  const positions: CursorPosition[] = [
    { sort: "safety", key: "9.5", id: 1 },
    { sort: "users", key: "7.25", id: 300 },
    { sort: "users", key: null, id: 12 },
    { sort: "newest", key: "2025-06-01T10:11:12.123456Z", id: 9 },
    { sort: "min_deposit", key: "10.00", id: 2_147_483_647 },
  ];

  it.each(positions)("round-trips %o through a URL-safe string", (position) => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, position.sort)).toEqual(position);
  });

  it("refuses a cursor of another sort", () => {
    expect(decodeCursor(encodeCursor({ sort: "safety", key: "9.5", id: 1 }), "newest")).toEqual({
      error: "belongs to another sort order",
    });
  });

  it.each<[string, CasinoSort, string]>([
    ["not base64 JSON", "safety", "%%%"],
    ["not a triple", "safety", b64({ sort: "safety" })],
    ["a key that is not a number", "safety", b64(["safety", "9.5; drop table casinos", 1])],
    ["a missing key where one is needed", "safety", b64(["safety", null, 1])],
    ["a date in another shape", "newest", b64(["newest", "yesterday", 1])],
    ["a fractional id", "safety", b64(["safety", "9.5", 1.5])],
    ["a negative id", "min_deposit", b64(["min_deposit", "10.00", -1])],
    ["an id beyond integer range", "safety", b64(["safety", "9.5", 2 ** 31])],
  ])("refuses %s", (_, sort, cursor) => {
    expect(decodeCursor(cursor, sort)).toEqual({ error: "is not a cursor this API gave out" });
  });
});
