import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which this build cannot import as a value). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with docs/security.md's parameters (OWASP ASVS 11.4.2). */
export const ARGON2_PARAMS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/** At most this many hashes at once: a login storm queues instead of exhausting memory (19 MiB each). */
const MAX_CONCURRENT = 4;
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_PARAMS));
}

/** False for a wrong password and for a hash that is no argon2 hash at all (e.g. "!unusable"). */
export function verifyPassword(encoded: string, password: string): Promise<boolean> {
  if (!encoded.startsWith("$argon2")) return limited(() => hash(password, ARGON2_PARAMS)).then(() => false);
  return limited(() => verify(encoded, password).catch(() => false));
}

/** A hash made with other (older) parameters is replaced at the next successful login. */
export function needsRehash(encoded: string): boolean {
  const match = /^\$argon2id\$v=\d+\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(encoded);
  if (!match) return true;
  const [, m, t, p] = match.map(Number);
  return m !== ARGON2_PARAMS.memoryCost || t !== ARGON2_PARAMS.timeCost || p !== ARGON2_PARAMS.parallelism;
}

/** A hash to verify against when the account does not exist, so that both take the same time. */
let dummyHash: Promise<string> | null = null;
export function timingDummyHash(): Promise<string> {
  dummyHash ??= hash("not-a-real-password-1!", ARGON2_PARAMS);
  return dummyHash;
}
