import { describe, expect, it } from "vitest";
import { rtpRange } from "./facets";

describe("rtpRange", () => {
  it("includes each range's lower bound and excludes its upper one", () => {
    expect(rtpRange(85)).toBe("under_94");
    expect(rtpRange(93.99)).toBe("under_94");
    expect(rtpRange(94)).toBe("94_95");
    expect(rtpRange(95)).toBe("95_96");
    expect(rtpRange(96.99)).toBe("96_97");
    expect(rtpRange(97)).toBe("97_plus");
    expect(rtpRange(99.5)).toBe("97_plus");
  });
});
