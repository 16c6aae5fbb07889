import { describe, expect, it } from "vitest";
import { NEW_CASINO_MONTHS, newSince } from "./newness";

describe("newSince", () => {
  it("starts the 'new' period 24 months before the day", () => {
    expect(NEW_CASINO_MONTHS).toBe(24);
    expect(newSince(new Date("2026-11-24T10:00:00Z"))).toBe("2024-11-24");
  });

  it("takes another period, and rolls month ends over as the calendar does", () => {
    expect(newSince(new Date("2026-11-24T23:59:00Z"), 6)).toBe("2026-05-24");
    expect(newSince(new Date("2026-03-31T00:00:00Z"), 1)).toBe("2026-03-03");
  });
});
