import { createHmac } from "node:crypto";

/** Keys for each purpose, derived from the one server secret (so that no key is reused across uses). */
export interface AuthKeys {
  jwt: Uint8Array;
  links: Buffer;
  csrf: Buffer;
  /** Seals secrets kept in the database (staff TOTP secrets). */
  vault: Buffer;
}

export function deriveKeys(secret: string): AuthKeys {
  const derive = (purpose: string) => createHmac("sha256", secret).update(`casino-guide:${purpose}`).digest();
  return { jwt: new Uint8Array(derive("jwt")), links: derive("links"), csrf: derive("csrf"), vault: derive("vault") };
}
