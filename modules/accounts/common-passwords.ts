import type { ZxcvbnFactory } from "@zxcvbn-ts/core";

/**
 * "Not too common" (docs/security.md): a password is refused when its bare form is on the common-password
 * list of @zxcvbn-ts/language-common (49,233 passwords, more than Django's 20,000), or when zxcvbn rates
 * it among the weakest (score 0 or 1: fewer than a million guesses). The bare forms strip the usual
 * decorations: case, leading and trailing digits and symbols, and look-alike substitutions
 * (@→a, 4→a, 0→o, 1→i or l, 3→e, $→s, 5→s, 7→t), so that `P@ssw0rd1` and `Summer2024!` are caught
 * like `password` and `summer`.
 */

const SUBSTITUTIONS: Array<Record<string, string>> = [
  { "@": "a", "4": "a", "0": "o", "1": "i", "3": "e", $: "s", "5": "s", "7": "t", "!": "i" },
  { "@": "a", "4": "a", "0": "o", "1": "l", "3": "e", $: "s", "5": "s", "7": "t", "!": "l" },
];

const strip = (value: string) => value.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
const substitute = (value: string, table: Record<string, string>) => [...value].map((ch) => table[ch] ?? ch).join("");

/** The forms of a password that are looked up in the list: as typed (lower-cased), bare, and de-leeted. */
export function commonForms(password: string): string[] {
  const lower = password.trim().toLowerCase();
  const forms = new Set([lower, strip(lower)]);
  for (const table of SUBSTITUTIONS) {
    forms.add(substitute(strip(lower), table));
    forms.add(strip(substitute(lower, table)));
  }
  forms.delete("");
  return [...forms];
}

/** zxcvbn's weakest scores: 0 (too guessable) and 1 (very guessable). */
const WEAKEST_SCORE = 1;

interface Checker {
  list: Set<string>;
  zxcvbn: ZxcvbnFactory;
}

let checker: Promise<Checker> | null = null;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([core, common, en]) => {
    const words = common.dictionary["passwords-common"] as unknown as string[];
    return {
      list: new Set(words.map((w) => String(w).trim().toLowerCase())),
      zxcvbn: new core.ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...en.dictionary },
        graphs: common.adjacencyGraphs,
        translations: en.translations,
      }),
    };
  });
  return checker;
}

/** The "too common" test, loaded on first use (~0.1 s): true for a password to refuse. */
export async function tooCommonCheck(): Promise<(password: string) => boolean> {
  const { list, zxcvbn } = await loadChecker();
  return (password) =>
    commonForms(password).some((form) => list.has(form)) || zxcvbn.check(password).score <= WEAKEST_SCORE;
}
