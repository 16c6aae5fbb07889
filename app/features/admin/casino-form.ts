import type { CasinoDocument } from "#contracts/casino-document";
import { numberOf as number, numberText as text, texts, type TextFieldSpec, type Texts } from "./content-form";

/**
 * The casino form's state: the document as typed, numbers kept as the text in their box (so nothing typed
 * is lost, even what does not pass yet), texts with every language present (empty: not translated).
 */

export interface CasinoForm {
  name: string;
  slug: string;
  website: string;
  owner: string;
  type: string;
  launchDate: string;
  hasBonuses: boolean;
  hasVipClub: boolean;
  hasLiveChat: boolean;
  vipClub: Texts;
  minDeposit: string;
  minWithdrawal: string;
  withdrawalLimit: { day: string; week: string; month: string };
  withdrawalHours: { min: string; max: string };
  siteLanguages: string;
  supportLanguages: string;
  siteScore: string;
  sizeTier: string;
  unfairTerms: string;
  isBlacklisted: boolean;
  isTop20: boolean;
  isCrypto: boolean;
  isRecommended: boolean;
  isPrivate: boolean;
  summary: Texts;
  description: Texts;
  licences: { licence: string; number: string }[];
  payments: { method: string; deposit: boolean; withdrawal: boolean }[];
  currencies: string[];
  providers: string[];
  games: string[];
  countriesAccepted: string[];
  countriesRestricted: string[];
  /** The logo's library id. */
  logo: number | null;
  /** The screenshots' library ids, in the page's order. */
  screenshots: number[];
}

/** The localised fields, as the translations part of the form lists them. */
export const TEXT_FIELDS = [
  { key: "summary", label: "Summary", required: true, rows: 3 },
  { key: "description", label: "Expert review", required: false, rows: 8 },
  { key: "vipClub", label: "VIP club", required: false, rows: 3 },
] as const satisfies TextFieldSpec[];

export function toForm(casino: CasinoDocument): CasinoForm {
  return {
    ...casino,
    vipClub: texts(casino.vipClub),
    summary: texts(casino.summary),
    description: texts(casino.description),
    minDeposit: text(casino.minDeposit),
    minWithdrawal: text(casino.minWithdrawal),
    withdrawalLimit: {
      day: text(casino.withdrawalLimit.day),
      week: text(casino.withdrawalLimit.week),
      month: text(casino.withdrawalLimit.month),
    },
    withdrawalHours: { min: text(casino.withdrawalHours.min), max: text(casino.withdrawalHours.max) },
    siteLanguages: casino.siteLanguages.join(", "),
    supportLanguages: casino.supportLanguages.join(", "),
    siteScore: text(casino.siteScore),
    sizeTier: text(casino.sizeTier),
    unfairTerms: text(casino.unfairTerms),
  };
}

/** A new casino's form: nothing chosen, the usual defaults. */
export function emptyForm(): CasinoForm {
  return {
    name: "",
    slug: "",
    website: "https://",
    owner: "",
    type: "",
    launchDate: "",
    hasBonuses: true,
    hasVipClub: false,
    hasLiveChat: false,
    vipClub: texts(null),
    minDeposit: "",
    minWithdrawal: "",
    withdrawalLimit: { day: "", week: "", month: "" },
    withdrawalHours: { min: "", max: "" },
    siteLanguages: "en",
    supportLanguages: "en",
    siteScore: "",
    sizeTier: "3",
    unfairTerms: "0",
    isBlacklisted: false,
    isTop20: false,
    isCrypto: false,
    isRecommended: false,
    isPrivate: false,
    summary: texts(null),
    description: texts(null),
    licences: [],
    payments: [],
    currencies: [],
    providers: [],
    games: [],
    countriesAccepted: [],
    countriesRestricted: [],
    logo: null,
    screenshots: [],
  };
}

const list = (value: string) =>
  value
    .split(/[\s,]+/)
    .map((code) => code.trim().toLowerCase())
    .filter(Boolean);

/** The document the form stands for, as the server takes it (the same schema checks it on both sides). */
export function fromForm(form: CasinoForm) {
  return {
    ...form,
    minDeposit: number(form.minDeposit),
    minWithdrawal: number(form.minWithdrawal),
    withdrawalLimit: {
      day: number(form.withdrawalLimit.day),
      week: number(form.withdrawalLimit.week),
      month: number(form.withdrawalLimit.month),
    },
    withdrawalHours: { min: number(form.withdrawalHours.min), max: number(form.withdrawalHours.max) },
    siteLanguages: list(form.siteLanguages),
    supportLanguages: list(form.supportLanguages),
    siteScore: number(form.siteScore),
    sizeTier: number(form.sizeTier),
    unfairTerms: number(form.unfairTerms),
  };
}
