/**
 * A small seeded generator of hostile query strings for fuzzing (fast-check is not installed): known and
 * unknown parameter names, valid values, junk, odd encodings, repeats, huge values.
 */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JUNK = [
  "",
  " ",
  "0",
  "-1",
  "1e9",
  "NaN",
  "null",
  "[]",
  "{}",
  "true",
  "%",
  "%25",
  "%zz",
  "_",
  "\\",
  "'",
  '"',
  "';drop table casinos;--",
  "<script>",
  "ünïcödé",
  "🎰",
  "a".repeat(5000),
  "visa",
  "mga",
  "PT",
  "pt",
  "EUR",
  "btc",
  "top20",
  "all",
  "high",
  "very_high",
  "bonuses",
  "live_chat",
  "slots",
  "safety",
  "users",
  "newest",
  "min_deposit",
  "24",
  "50",
  "51",
  "eyJ4IjoxfQ",
  "WyJzYWZldHkiLCI5LjUiLDFd",
  "WyJzYWZldHkiLCJ4IiwxXQ",
  "WyJuZXdlc3QiLCIyMDI1IiwtMV0",
];

export function randomQuery(random: () => number, names: readonly string[]): string {
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const parts: string[] = [];
  const count = Math.floor(random() * 8);
  for (let i = 0; i < count; i++) {
    const name = random() < 0.85 ? pick(names) : pick(JUNK);
    const value =
      random() < 0.1
        ? Array.from({ length: 1 + Math.floor(random() * 20) }, () =>
            String.fromCharCode(Math.floor(random() * 0x3000)),
          ).join("")
        : pick(JUNK);
    // Mostly well encoded; sometimes raw, so that broken escapes and stray separators reach the parser.
    parts.push(random() < 0.8 ? `${encodeURIComponent(name)}=${encodeURIComponent(value)}` : `${name}=${value}`);
  }
  return parts.join(random() < 0.9 ? "&" : ";");
}
