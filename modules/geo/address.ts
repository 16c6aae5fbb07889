import { BlockList, isIP } from "node:net";

/**
 * Ranges that are nobody's country: loopback, private, link-local, shared (CGNAT), documentation,
 * benchmarking, multicast and reserved space (RFC 6890 and its IPv6 counterparts).
 */
const SPECIAL = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  SPECIAL.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  SPECIAL.addSubnet(network, prefix, "ipv6");
}

/**
 * The address in the form the database is keyed by, or null when it is no public address: malformed
 * (an `X-Forwarded-For` can hold anything), private, loopback or otherwise special. An IPv4 address
 * mapped into IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4 clients) becomes plain IPv4.
 */
export function publicAddress(raw: string): string | null {
  let address = raw.trim();
  if (address.startsWith("[") && address.endsWith("]")) address = address.slice(1, -1);
  const zone = address.indexOf("%");
  if (zone !== -1) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  const version = isIP(address);
  if (version === 0) return null;
  return SPECIAL.check(address, version === 4 ? "ipv4" : "ipv6") ? null : address;
}
