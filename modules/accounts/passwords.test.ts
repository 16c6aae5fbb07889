import { describe, expect, it } from "vitest";
import { hashPassword, needsRehash, verifyPassword } from "./passwords";

describe("argon2id passwords", () => {
  it("hashes with the parameters of docs/security.md and verifies", async () => {
    const encoded = await hashPassword("Tr0ub4dor&3");
    expect(encoded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(encoded, "Tr0ub4dor&3")).toBe(true);
    expect(await verifyPassword(encoded, "tr0ub4dor&3")).toBe(false);
    expect(needsRehash(encoded)).toBe(false);
  });

  it("asks for a rehash when the stored parameters are older (weaker)", () => {
    expect(needsRehash("$argon2id$v=19$m=4096,t=3,p=1$c2FsdHNhbHQ$aGFzaA")).toBe(true);
    expect(needsRehash("pbkdf2_sha256$1$x$y")).toBe(true);
  });

  it("never verifies against a hash that is no argon2 hash (seeded demo players)", async () => {
    expect(await verifyPassword("!unusable", "!unusable")).toBe(false);
  });
});
