/**
 * One normal form for names and addresses, computed here and stored beside them (`users.email_key`,
 * `users.username_key`, each unique): the database compares exactly what this code computed, so a check
 * before an insert and the unique index never disagree (JavaScript and PostgreSQL lower-case "İ"
 * differently; `lower()` in the C locale leaves it as it is).
 */

/** An e-mail address's key: NFKC, lower-cased. */
export function emailKey(email: string): string {
  return email.trim().normalize("NFKC").toLowerCase();
}

/**
 * Letters that look like Latin ones (Unicode's confusables, the common part): Cyrillic and Greek
 * look-alikes map to the Latin letter they pass for, so "аdmin" (Cyrillic а) is "admin".
 */
const LOOK_ALIKES: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ӏ: "l",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ɡ: "g",
  ı: "i",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  ω: "w",
};

/**
 * A username's key: NFKC, lower-cased, accents and other marks dropped, look-alike letters mapped to
 * Latin. Two names with one key look the same to a reader, so the second is taken.
 */
export function usernameKey(username: string): string {
  const folded = username.trim().normalize("NFKC").toLowerCase().normalize("NFKD").replace(/\p{M}/gu, "");
  return [...folded]
    .map((ch) => LOOK_ALIKES[ch] ?? ch)
    .join("")
    .normalize("NFC");
}

/** Names only the site uses: its own, its staff's roles, and the words of its addresses. */
const RESERVED = new Set([
  "admin",
  "administrator",
  "root",
  "system",
  "staff",
  "support",
  "moderator",
  "mod",
  "mediator",
  "editor",
  "casinoguide",
  "official",
  "team",
  "help",
  "helpdesk",
  "info",
  "contact",
  "security",
  "abuse",
  "postmaster",
  "webmaster",
  "hostmaster",
  "noreply",
  "api",
  "auth",
  "owner",
  "complaints",
]);

/** Digits read as the letters they pass for in a name (4dm1n). */
const DIGIT_LOOK_ALIKES: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "8": "b",
};

/** True for a name that is, or passes for, one the site keeps for itself ("Admin", "ADMİN", "а_d_m_і_n", "4dm1n", "admin2"). */
export function isReservedUsername(username: string): boolean {
  const bare = usernameKey(username).replace(/[._-]/g, "");
  const lettersOnly = bare.replace(/\d+$/, "");
  const deLeeted = [...bare].map((ch) => DIGIT_LOOK_ALIKES[ch] ?? ch).join("");
  return [bare, lettersOnly, deLeeted].some((form) => RESERVED.has(form));
}

const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Arabic",
  "Bengali",
  "Devanagari",
  "Hebrew",
  "Thai",
  "Hangul",
  "Armenian",
  "Georgian",
];
const SCRIPT_PATTERNS = SCRIPTS.map((script) => new RegExp(`\\p{Script=${script}}`, "u"));
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

/** True when a name's letters come from more than one alphabet (Latin with Cyrillic, say): a look-alike trick. */
export function mixesScripts(username: string): boolean {
  const seen = new Set<number | "cjk">();
  for (const ch of username.normalize("NFKC")) {
    if (!/\p{L}/u.test(ch)) continue;
    const index = SCRIPT_PATTERNS.findIndex((pattern) => pattern.test(ch));
    seen.add(index >= 0 ? index : CJK.test(ch) ? "cjk" : -1);
  }
  return seen.size > 1;
}
