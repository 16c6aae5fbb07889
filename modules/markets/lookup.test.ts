import { describe, expect, it } from "vitest";
import type { MarketCode } from "#contracts/markets";
import { findMarketByHost, hostName } from "./lookup";

const domains = new Map<MarketCode, string>([
  ["PT", "casino-guide.example"],
  ["BD", "bd.casino-guide.example"],
  ["UA", "casino-guide-ua.example"],
]);

describe("findMarketByHost", () => {
  it("matches a domain exactly", () => {
    expect(findMarketByHost("bd.casino-guide.example", domains)?.code).toBe("BD");
  });
  it("matches with a www. prefix and ignores the port and case", () => {
    expect(findMarketByHost("WWW.Casino-Guide.example:8080", domains)?.code).toBe("PT");
  });
  it("does not match a sub-domain or a look-alike", () => {
    expect(findMarketByHost("evil.casino-guide-ua.example", domains)).toBeNull();
    expect(findMarketByHost("casino-guide.example.evil.example", domains)).toBeNull();
  });
  it("yields no market for an unknown host", () => {
    expect(findMarketByHost("unknown.example", domains)).toBeNull();
  });
});

describe("hostName", () => {
  it("strips the port of IPv4 and IPv6 hosts", () => {
    expect(hostName("127.0.0.1:3000")).toBe("127.0.0.1");
    expect(hostName("[::1]:3000")).toBe("[::1]");
  });
});
