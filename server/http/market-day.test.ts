import { describe, expect, it } from "vitest";
import { marketDay } from "./market-day";

describe("marketDay", () => {
  it("is the date in the market's own time zone", () => {
    const evening = Date.parse("2026-12-06T20:30:00Z");
    expect(marketDay("PT", evening)).toBe("2026-12-06"); // Lisbon, UTC+0 in winter
    expect(marketDay("BD", evening)).toBe("2026-12-07"); // Dhaka, UTC+6
    expect(marketDay("MX", evening)).toBe("2026-12-06"); // Mexico City, UTC−6
    expect(marketDay(null, evening)).toBe("");
  });

  it("turns at the market's midnight, not a minute later", () => {
    expect(marketDay("BD", Date.parse("2026-12-06T17:59:59.999Z"))).toBe("2026-12-06");
    expect(marketDay("BD", Date.parse("2026-12-06T18:00:00Z"))).toBe("2026-12-07");
    expect(marketDay("PT", Date.parse("2026-12-06T23:59:30Z"))).toBe("2026-12-06");
    expect(marketDay("PT", Date.parse("2026-12-07T00:00:00Z"))).toBe("2026-12-07");
    expect(marketDay("PT", Date.parse("2026-12-06T23:59:59Z"))).toBe("2026-12-06"); // and back, for a clock set back
  });
});
