/**
 * Fixed reference facts: countries, payment methods, currencies and licensing authorities. Regulators are real
 * (their strength is our own judgement, 1 weak … 3 strong); every licence number the seed prints is invented.
 */
import type { Rng } from "./random";

/** ISO 3166-1 alpha-2 code and English name; the flag emoji is derived from the code. */
export const COUNTRIES: ReadonlyArray<readonly [code: string, name: string]> = [
  ["PT", "Portugal"],
  ["BD", "Bangladesh"],
  ["UA", "Ukraine"],
  ["FR", "France"],
  ["GB", "United Kingdom"],
  ["MX", "Mexico"],
  ["AR", "Argentina"],
  ["PE", "Peru"],
  ["ES", "Spain"],
  ["DE", "Germany"],
  ["IT", "Italy"],
  ["NL", "Netherlands"],
  ["BE", "Belgium"],
  ["IE", "Ireland"],
  ["AT", "Austria"],
  ["CH", "Switzerland"],
  ["PL", "Poland"],
  ["CZ", "Czechia"],
  ["SK", "Slovakia"],
  ["HU", "Hungary"],
  ["RO", "Romania"],
  ["BG", "Bulgaria"],
  ["GR", "Greece"],
  ["SE", "Sweden"],
  ["NO", "Norway"],
  ["FI", "Finland"],
  ["DK", "Denmark"],
  ["EE", "Estonia"],
  ["LV", "Latvia"],
  ["LT", "Lithuania"],
  ["MT", "Malta"],
  ["CY", "Cyprus"],
  ["CA", "Canada"],
  ["US", "United States"],
  ["BR", "Brazil"],
  ["CL", "Chile"],
  ["CO", "Colombia"],
  ["UY", "Uruguay"],
  ["EC", "Ecuador"],
  ["BO", "Bolivia"],
  ["PY", "Paraguay"],
  ["IN", "India"],
  ["PK", "Pakistan"],
  ["NP", "Nepal"],
  ["LK", "Sri Lanka"],
  ["JP", "Japan"],
  ["KR", "South Korea"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["ZA", "South Africa"],
  ["NG", "Nigeria"],
  ["TR", "Türkiye"],
  ["GI", "Gibraltar"],
  ["IM", "Isle of Man"],
];

/** Countries whose players a casino accepts only with that country's own licence (licence slug). */
export const LOCAL_LICENCE_COUNTRIES: Readonly<Record<string, string>> = {
  GB: "ukgc",
  PT: "srij",
  FR: "anj",
  SE: "spelinspektionen",
};

/** Countries offshore casinos nearly always restrict. */
export const USUALLY_RESTRICTED = ["US", "AU", "NL", "ES", "IT", "DK", "BE"];

export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Payment methods; `markets` are the countries where the method is local (more likely offered there). */
export const PAYMENT_METHODS: ReadonlyArray<{
  slug: string;
  name: string;
  isCrypto: boolean;
  markets?: readonly string[];
}> = [
  { slug: "visa", name: "Visa", isCrypto: false },
  { slug: "mastercard", name: "Mastercard", isCrypto: false },
  { slug: "bank-transfer", name: "Bank transfer", isCrypto: false },
  { slug: "skrill", name: "Skrill", isCrypto: false },
  { slug: "neteller", name: "Neteller", isCrypto: false },
  { slug: "paysafecard", name: "Paysafecard", isCrypto: false },
  { slug: "apple-pay", name: "Apple Pay", isCrypto: false },
  { slug: "google-pay", name: "Google Pay", isCrypto: false },
  { slug: "mb-way", name: "MB WAY", isCrypto: false, markets: ["PT"] },
  { slug: "multibanco", name: "Multibanco", isCrypto: false, markets: ["PT"] },
  { slug: "bkash", name: "bKash", isCrypto: false, markets: ["BD"] },
  { slug: "nagad", name: "Nagad", isCrypto: false, markets: ["BD"] },
  { slug: "mercado-pago", name: "Mercado Pago", isCrypto: false, markets: ["AR", "MX", "PE"] },
  { slug: "oxxo", name: "OXXO", isCrypto: false, markets: ["MX"] },
  { slug: "spei", name: "SPEI", isCrypto: false, markets: ["MX"] },
  { slug: "yape", name: "Yape", isCrypto: false, markets: ["PE"] },
  { slug: "pagoefectivo", name: "PagoEfectivo", isCrypto: false, markets: ["PE"] },
  { slug: "bitcoin", name: "Bitcoin", isCrypto: true },
  { slug: "ethereum", name: "Ethereum", isCrypto: true },
  { slug: "tether", name: "Tether (USDT)", isCrypto: true },
  { slug: "litecoin", name: "Litecoin", isCrypto: true },
];

export const CURRENCIES: ReadonlyArray<{ code: string; name: string; isCrypto: boolean }> = [
  { code: "EUR", name: "Euro", isCrypto: false },
  { code: "USD", name: "US dollar", isCrypto: false },
  { code: "GBP", name: "Pound sterling", isCrypto: false },
  { code: "BDT", name: "Bangladeshi taka", isCrypto: false },
  { code: "UAH", name: "Ukrainian hryvnia", isCrypto: false },
  { code: "MXN", name: "Mexican peso", isCrypto: false },
  { code: "ARS", name: "Argentine peso", isCrypto: false },
  { code: "PEN", name: "Peruvian sol", isCrypto: false },
  { code: "CAD", name: "Canadian dollar", isCrypto: false },
  { code: "BRL", name: "Brazilian real", isCrypto: false },
  { code: "PLN", name: "Polish złoty", isCrypto: false },
  { code: "INR", name: "Indian rupee", isCrypto: false },
  { code: "BTC", name: "Bitcoin", isCrypto: true },
  { code: "ETH", name: "Ether", isCrypto: true },
  { code: "USDT", name: "Tether", isCrypto: true },
  { code: "LTC", name: "Litecoin", isCrypto: true },
];

export interface LicenceDefinition {
  slug: string;
  name: string;
  jurisdiction: string;
  strength: 1 | 2 | 3;
  /** An invented licence number in the authority's usual shape. */
  number: (rng: Rng) => string;
}

const digits = (rng: Rng, count: number) => String(rng.int(0, 10 ** count - 1)).padStart(count, "0");

export const LICENCES: readonly LicenceDefinition[] = [
  {
    slug: "mga",
    name: "Malta Gaming Authority",
    jurisdiction: "Malta",
    strength: 3,
    number: (r) => `MGA/B2C/${digits(r, 3)}/${r.int(2012, 2024)}`,
  },
  {
    slug: "ukgc",
    name: "UK Gambling Commission",
    jurisdiction: "United Kingdom",
    strength: 3,
    number: (r) => `000-${digits(r, 6)}-R-${digits(r, 6)}-001`,
  },
  {
    slug: "gibraltar",
    name: "Gibraltar Gambling Commissioner",
    jurisdiction: "Gibraltar",
    strength: 3,
    number: (r) => `RGL No. ${digits(r, 3)}`,
  },
  {
    slug: "isle-of-man",
    name: "Isle of Man Gambling Supervision Commission",
    jurisdiction: "Isle of Man",
    strength: 3,
    number: (r) => `IOM-GSC-${digits(r, 4)}`,
  },
  {
    slug: "alderney",
    name: "Alderney Gambling Control Commission",
    jurisdiction: "Alderney",
    strength: 3,
    number: (r) => `AGCC ${digits(r, 3)} C${r.int(1, 2)}`,
  },
  {
    slug: "srij",
    name: "Serviço de Regulação e Inspeção de Jogos (SRIJ)",
    jurisdiction: "Portugal",
    strength: 3,
    number: (r) => `SRIJ-${digits(r, 3)}`,
  },
  {
    slug: "anj",
    name: "Autorité nationale des jeux (ANJ)",
    jurisdiction: "France",
    strength: 3,
    number: (r) => `ANJ-${digits(r, 4)}`,
  },
  {
    slug: "spelinspektionen",
    name: "Spelinspektionen",
    jurisdiction: "Sweden",
    strength: 3,
    number: (r) => `${digits(r, 2)}Si${digits(r, 4)}`,
  },
  {
    slug: "kahnawake",
    name: "Kahnawake Gaming Commission",
    jurisdiction: "Kahnawake (Canada)",
    strength: 2,
    number: (r) => `CPA-${digits(r, 5)}`,
  },
  {
    slug: "curacao",
    name: "Curaçao Gaming Authority",
    jurisdiction: "Curaçao",
    strength: 2,
    number: (r) => `OGL/${r.int(2023, 2025)}/${digits(r, 4)}/${digits(r, 4)}`,
  },
  {
    slug: "estonia",
    name: "Estonian Tax and Customs Board",
    jurisdiction: "Estonia",
    strength: 2,
    number: (r) => `HKT${digits(r, 6)}`,
  },
  {
    slug: "anjouan",
    name: "Anjouan Offshore Finance Authority",
    jurisdiction: "Anjouan (Comoros)",
    strength: 1,
    number: (r) => `ALSI-${digits(r, 9)}-FI${r.int(1, 9)}`,
  },
  {
    slug: "tobique",
    name: "Tobique Gaming Commission",
    jurisdiction: "Tobique First Nation (Canada)",
    strength: 1,
    number: (r) => `TGC-${digits(r, 4)}`,
  },
];
