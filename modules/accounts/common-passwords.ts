/**
 * The common-password list of @zxcvbn-ts/language-common (49,233 passwords, more than Django's 20,000),
 * held as a set of lower-cased entries, loaded on first use.
 */
let list: Promise<Set<string>> | null = null;

export function commonPasswords(): Promise<Set<string>> {
  list ??= import("@zxcvbn-ts/language-common").then(({ dictionary }) => {
    const words = dictionary["passwords-common"] as unknown as string[];
    return new Set(words.map((w) => String(w).trim().toLowerCase()));
  });
  return list;
}
