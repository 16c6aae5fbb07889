import { describe, expect, it } from "vitest";
import { isExpired, isoDay } from "./expiry";

describe("isExpired", () => {
  it("keeps a bonus without a valid-until date", () => {
    expect(isExpired(null, "2025-06-01")).toBe(false);
  });

  it("expires a bonus whose last day has passed", () => {
    expect(isExpired("2025-05-31", "2025-06-01")).toBe(true);
  });

  it("keeps a bonus on its last day", () => {
    expect(isExpired("2025-06-01", "2025-06-01")).toBe(false);
  });

  it("keeps a bonus valid into the future", () => {
    expect(isExpired("2025-06-02", "2025-06-01")).toBe(false);
  });

  it("compares across a year boundary", () => {
    expect(isExpired("2024-12-31", "2025-01-01")).toBe(true);
    expect(isExpired("2025-01-01", "2024-12-31")).toBe(false);
  });
});

describe("isoDay", () => {
  it("gives the UTC day, whatever the time", () => {
    expect(isoDay(new Date("2025-03-09T23:59:59Z"))).toBe("2025-03-09");
    expect(isoDay(new Date("2025-03-10T00:00:00+02:00"))).toBe("2025-03-09");
  });
});
