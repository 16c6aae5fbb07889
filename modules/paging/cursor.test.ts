import { describe, expect, it } from "vitest";
import { countKey, decodeCursor, encodeCursor, timestampKey, type CursorPosition } from "./cursor";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("keyset cursor", () => {
  const positions: CursorPosition[] = [
    { sort: "safety", key: 9.5, id: 1 },
    { sort: "users", key: null, id: 12 },
    { sort: "newest", key: 1_748_772_672_123, id: 9 },
    { sort: "name", key: "Book of Ra — Deluxe", id: 2_147_483_647 },
  ];

  it.each(positions)("round-trips %o through a URL-safe string", (position) => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor, position.sort)).toEqual(position);
  });

  it("refuses a cursor of another sort", () => {
    expect(decodeCursor(encodeCursor({ sort: "safety", key: 9.5, id: 1 }), "newest")).toEqual({
      error: "belongs to another sort order",
    });
  });

  it.each<[string, string]>([
    ["not base64 JSON", "%%%"],
    ["not a triple", b64({ sort: "safety" })],
    ["a key that is an object", b64(["safety", { $gt: 1 }, 1])],
    ["a key that is too long", b64(["safety", "x".repeat(201), 1])],
    ["a fractional id", b64(["safety", 9.5, 1.5])],
    ["a negative id", b64(["safety", 10, -1])],
    ["an id beyond integer range", b64(["safety", 9.5, 2 ** 31])],
  ])("refuses %s", (_, cursor) => {
    expect(decodeCursor(cursor, "safety")).toEqual({ error: "is not a cursor this API gave out" });
  });

  describe("with the keys a sort can hold", () => {
    it("reads back a time or a count", () => {
      const newest = { sort: "newest", key: "2025-06-01T10:11:12.123Z", id: 4 };
      expect(decodeCursor(encodeCursor(newest), "newest", timestampKey)).toEqual(newest);
      const helpful = { sort: "helpful", key: 0, id: 4 };
      expect(decodeCursor(encodeCursor(helpful), "helpful", countKey)).toEqual(helpful);
    });

    it.each<[string, unknown, (key: CursorPosition["key"]) => boolean]>([
      ["a time that is not one", "yesterday", timestampKey],
      ["a time that is a number", 1_748_772_672_123, timestampKey],
      ["a time without its zone", "2025-06-01T10:11:12", timestampKey],
      ["a missing time", null, timestampKey],
      ["a count that is a string", "12", countKey],
      ["a negative count", -1, countKey],
      ["a fractional count", 1.5, countKey],
    ])("refuses %s", (_, key, accepts) => {
      expect(decodeCursor(b64(["newest", key, 1]), "newest", accepts)).toEqual({
        error: "is not a cursor this API gave out",
      });
    });
  });
});
