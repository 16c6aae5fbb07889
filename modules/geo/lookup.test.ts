import { describe, expect, it } from "vitest";
import { countryOfAddress } from "./lookup";
import { publicAddress } from "./address";

describe("publicAddress", () => {
  it.each([
    ["27.147.128.1", "27.147.128.1"],
    [" 46.211.0.1 ", "46.211.0.1"],
    ["::ffff:27.147.128.1", "27.147.128.1"],
    ["[2a02:2378::1]", "2a02:2378::1"],
    ["2A02:2378::1", "2A02:2378::1"],
  ])("keeps the public address %s", (raw, expected) => expect(publicAddress(raw)).toBe(expected));

  it.each([
    "127.0.0.1",
    "::1",
    "::",
    "10.1.2.3",
    "172.16.0.1",
    "192.168.1.1",
    "100.64.0.1",
    "169.254.1.1",
    "192.0.2.1",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "255.255.255.255",
    "0.0.0.0",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "2001:db8::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "unknown",
    "",
    "1.2.3",
    "1.2.3.4:80",
    "999.1.1.1",
    "<script>",
    "x".repeat(500),
  ])("refuses %s", (raw) => expect(publicAddress(raw)).toBeNull());
});

describe("countryOfAddress, over the shipped database", () => {
  it.each([
    ["27.147.128.1", "BD"],
    ["114.130.0.1", "BD"],
    ["46.211.0.1", "UA"],
    ["2a02:2378::1", "UA"],
    ["193.136.0.1", "PT"],
    ["2.80.0.1", "PT"],
    ["::ffff:193.136.0.1", "PT"],
    ["8.8.8.8", "US"],
  ])("places %s in %s", async (address, country) => {
    expect(await countryOfAddress(address)).toBe(country);
  });

  it.each(["127.0.0.1", "::1", "192.168.0.10", "unknown", "not an address"])("knows nothing of %s", async (address) => {
    expect(await countryOfAddress(address)).toBeNull();
  });
});
