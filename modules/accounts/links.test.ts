import { describe, expect, it } from "vitest";
import { deriveKeys } from "./keys";
import { checkLinkToken, decodeUid, encodeUid, LINK_TTL_SECONDS, makeLinkToken, type LinkUser } from "./links";

const keys = deriveKeys("x".repeat(32));
const user: LinkUser = {
  id: 7,
  email: "ana@example.com",
  passwordHash: "$argon2id$h",
  isActive: false,
  lastLogin: null,
};
const now = Date.UTC(2026, 10, 23);

describe("link tokens", () => {
  it("round-trips the uid", () => {
    expect(decodeUid(encodeUid(42))).toBe(42);
    expect(decodeUid("bm90LWEtbnVtYmVy")).toBeNull();
  });

  it("accepts a fresh token for the same user and purpose", () => {
    expect(checkLinkToken(keys, "activation", user, makeLinkToken(keys, "activation", user, now), now)).toBe(true);
  });

  it("expires after 3 days (+1 s is too late)", () => {
    const token = makeLinkToken(keys, "activation", user, now);
    expect(checkLinkToken(keys, "activation", user, token, now + LINK_TTL_SECONDS * 1000)).toBe(true);
    expect(checkLinkToken(keys, "activation", user, token, now + (LINK_TTL_SECONDS + 1) * 1000)).toBe(false);
  });

  it("dies when the user's state changes: activated, new password, new login, new e-mail", () => {
    const token = makeLinkToken(keys, "reset", user, now);
    for (const changed of [
      { ...user, isActive: true },
      { ...user, passwordHash: "$argon2id$other" },
      { ...user, lastLogin: new Date(now) },
      { ...user, email: "new@example.com" },
    ]) {
      expect(checkLinkToken(keys, "reset", changed, token, now)).toBe(false);
    }
  });

  it("does not serve another purpose or a forged signature", () => {
    const token = makeLinkToken(keys, "activation", user, now);
    expect(checkLinkToken(keys, "reset", user, token, now)).toBe(false);
    expect(checkLinkToken(keys, "activation", user, `${token.slice(0, -2)}xx`, now)).toBe(false);
    expect(checkLinkToken(deriveKeys("y".repeat(32)), "activation", user, token, now)).toBe(false);
  });
});
