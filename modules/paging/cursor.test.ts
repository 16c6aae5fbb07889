import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor, type CursorPosition } from "./cursor";

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
});
