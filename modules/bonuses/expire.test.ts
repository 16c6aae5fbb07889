import { describe, expect, it } from "vitest";
import type { BonusDocument } from "#contracts/bonus-document";
import { expiredDocument } from "./expire";

const bonus = (validFrom: string | null, validUntil: string | null) =>
  ({ slug: "a-bonus", validFrom, validUntil }) as BonusDocument;

describe("an expired bonus's document", () => {
  it("ends the offer yesterday, keeps an earlier end, and moves a later first day back", () => {
    const today = "2026-11-24";
    expect(expiredDocument(bonus(null, null), today)).toMatchObject({ validUntil: "2026-11-23" });
    const ended = bonus("2026-01-01", "2026-02-01");
    expect(expiredDocument(ended, today)).toBe(ended);
    expect(expiredDocument(bonus("2026-12-01", "2027-01-01"), today)).toMatchObject({
      validFrom: "2026-11-23",
      validUntil: "2026-11-23",
    });
    expect(expiredDocument(bonus(null, null), "2028-03-01").validUntil).toBe("2028-02-29");
  });
});
