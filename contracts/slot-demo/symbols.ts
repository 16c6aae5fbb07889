/** Paying symbols from the lowest to the highest pay; the UI catalogs name them under `demo.symbols`. */
export const PAYING_SYMBOLS = [
  "cherry",
  "lemon",
  "orange",
  "apple",
  "grapes",
  "melon",
  "bell",
  "diamond",
  "seven",
] as const;

export type SymbolName = (typeof PAYING_SYMBOLS)[number] | "wild";
