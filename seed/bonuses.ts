/**
 * Bonuses of every type for the casinos that offer bonuses: a welcome offer plus one to three others, some with
 * promo codes, some already expired, each linked to its categories and to countries the casino accepts.
 */
import { MARKETS } from "#contracts/markets";
import { REFERENCE_CURRENCY } from "#contracts/money";
import type { BonusDocument } from "#contracts/bonus-document";
import * as schema from "#db/schema";
import { bonusKind } from "#modules/bonuses";
import type { CasinoPlan } from "./casinos";
import type { SeedContext } from "./context";
import { importSeed } from "./import";
import { insertRows, insertRowsReturningIds, updateRows } from "./insert";
import { localPrice } from "./local-money";
import { daysBefore, isoDay, pastMoment, type Rng } from "./random";
import type { Reference } from "./reference";
import type { SeededSlots, SlotSummary } from "./slots";
import {
  BONUS_TITLE_TEXTS,
  TERMS_TEXTS,
  WAGERING_BASE_TEXTS,
  type BonusType,
  type WageringBase,
} from "./texts/bonuses";
import { fill, join, money, type Text } from "./texts/translate";

/** Each market's currency, by country code. */
const CURRENCY_OF = new Map<string, string>(MARKETS.map((m) => [m.code, m.currency]));

/** One offer as it runs in the markets of one currency: its amounts are in that currency. */
interface Variant {
  currency: string;
  countries: string[];
}

/**
 * Most offers run in the site's markets the casino accepts (a few exclude one), plus some other countries. The
 * offer is written once per currency of those markets (€500 in Portugal and France, £500 in the United
 * Kingdom, ৳50,000 in Bangladesh); the other countries take the euro version.
 */
function variantsOf(rng: Rng, accepted: readonly string[]): Variant[] {
  const markets = accepted.filter((code) => CURRENCY_OF.has(code) && rng.chance(0.85));
  const others = accepted.filter((code) => !CURRENCY_OF.has(code));
  const abroad = rng.sample(others, Math.min(others.length, rng.int(5, 15)));
  const byCurrency = new Map<string, string[]>([[REFERENCE_CURRENCY, []]]);
  for (const code of markets) {
    const currency = CURRENCY_OF.get(code)!;
    byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), code]);
  }
  byCurrency.get(REFERENCE_CURRENCY)!.push(...abroad);
  const variants = [...byCurrency].map(([currency, countries]) => ({ currency, countries }));
  // A euro version with no country is kept only when it is the offer's only version.
  const kept = variants.filter((v) => v.countries.length > 0);
  return kept.length > 0 ? kept : variants.slice(0, 1);
}

const EXTRA_TYPES: readonly BonusType[] = ["no_deposit", "free_spins", "cashback", "reload", "vip"];
const DAY_MS = 86_400_000;

interface BonusTerms {
  percentage: number | null;
  amount: number | null;
  wagering: number | null;
  wageringBase: WageringBase | null;
  minDeposit: number | null;
  maxBet: number | null;
  maxCashout: number | null;
  freeSpins: number | null;
  freeSpinValue: number | null;
  slot: SlotSummary | null;
}

export async function seedBonuses(
  ctx: SeedContext,
  ref: Reference,
  casinos: readonly CasinoPlan[],
  slots: SeededSlots,
): Promise<number> {
  const rng = ctx.rng.fork("bonuses");
  const bonuses: Array<PlannedBonus["row"]> = [];
  const categories: string[][] = [];
  const countries: string[][] = [];
  for (const casino of casinos.filter((c) => c.hasBonuses)) {
    const casinoSlots = slots.byCasino.get(casino.id) ?? [];
    const extras = casinoSlots.length > 0 ? EXTRA_TYPES : EXTRA_TYPES.filter((t) => t !== "free_spins");
    const types: BonusType[] = ["welcome", ...rng.sample(extras, rng.int(1, 3))];
    types.forEach((type, n) => {
      const terms = bonusTerms(rng, type, casinoSlots);
      const isExclusive = rng.chance(0.12);
      const promoCode = isExclusive || rng.chance(0.25) ? promoCodeFor(rng, casino) : null;
      const offer = { type, n, terms, promoCode, isExclusive, ...offerDates(rng, ctx, casino, terms) };
      const offerCategories = [
        type.replace("_", "-"),
        ...(type === "welcome" && terms.freeSpins ? ["free-spins"] : []),
        ...(isExclusive ? ["exclusive"] : []),
        ...(casino.isCrypto && rng.chance(0.5) ? ["crypto"] : []),
      ];
      for (const variant of variantsOf(rng, casino.accepted)) {
        bonuses.push(bonusRow(ctx, casino, offer, variant.currency));
        categories.push(offerCategories);
        countries.push(variant.countries);
      }
    });
  }
  const planned = bonuses.map((row, i) => ({ row, categories: categories[i]!, countries: countries[i]! }));
  if (ctx.compact) await insertBonusRows(ctx, ref, planned);
  else await importBonuses(ctx, casinos, planned);
  return bonuses.length;
}

interface PlannedBonus {
  row: typeof schema.bonuses.$inferInsert & { freeSpinsSlot: string | null };
  categories: string[];
  countries: string[];
}

/**
 * Demo mode: the bonuses go in as an import (./import.ts), then what no editor types (the wagering deadline
 * in days, the day it was added) is set as planned.
 */
async function importBonuses(ctx: SeedContext, casinos: readonly CasinoPlan[], bonuses: PlannedBonus[]) {
  const casinoSlugs = new Map(casinos.map((casino) => [casino.id, casino.slug]));
  const ids = await importSeed(
    ctx,
    bonusKind,
    bonuses.map((bonus) => bonusDocument(bonus, casinoSlugs.get(bonus.row.casinoId)!)),
    "bonuses",
  );
  const bonusIds = bonuses.map(({ row }) => ids.get(row.slug)!);
  await updateRows(ctx.db, schema.bonuses, bonusIds, {
    wageringDays: bonuses.map(({ row }) => row.wageringDays ?? null),
    createdAt: bonuses.map(({ row }) => row.createdAt),
  });
}

/** A planned bonus as the console's document (contracts/bonus-document.ts): references by slug and code. */
function bonusDocument({ row, categories, countries }: PlannedBonus, casino: string): BonusDocument {
  const amount = (value: string | null | undefined) => (value == null ? null : Number(value));
  return {
    slug: row.slug,
    casino,
    type: row.type,
    title: row.title as BonusDocument["title"],
    terms: (row.terms ?? null) as BonusDocument["terms"],
    promoCode: row.promoCode ?? null,
    validFrom: null,
    validUntil: row.validUntil ?? null,
    currency: row.currency!,
    percentage: row.percentage ?? null,
    amount: amount(row.amount),
    wagering: amount(row.wagering),
    wageringBase: row.wageringBase ?? null,
    minDeposit: amount(row.minDeposit),
    maxBet: amount(row.maxBet),
    maxCashout: amount(row.maxCashout),
    freeSpins: row.freeSpins ?? null,
    freeSpinValue: amount(row.freeSpinValue),
    freeSpinsSlot: row.freeSpinsSlot,
    isExclusive: row.isExclusive!,
    isRecommended: row.isRecommended!,
    categories,
    countries: [...countries].sort(),
  };
}

/** Scale mode: the rows and their links in bulk. */
async function insertBonusRows(ctx: SeedContext, ref: Reference, bonuses: PlannedBonus[]): Promise<void> {
  const rows = bonuses.map(({ row: { freeSpinsSlot: _slot, ...row } }) => row);
  const ids = await insertRowsReturningIds(ctx.db, schema.bonuses, rows, ctx.progress.counter("bonuses"));
  const categoryRows = ids.flatMap((bonusId, i) =>
    bonuses[i]!.categories.map((slug) => ({ bonusId, categoryId: ref.bonusCategoryIds[slug]! })),
  );
  await insertRows(ctx.db, schema.bonusCategoryLinks, categoryRows, ctx.progress.counter("bonus categories"));
  const countryRows = ids.flatMap((bonusId, i) =>
    bonuses[i]!.countries.map((countryCode) => ({ bonusId, countryCode })),
  );
  if (countryRows.length > 0)
    await insertRows(ctx.db, schema.bonusCountries, countryRows, ctx.progress.counter("bonus countries"));
}

const NO_TERMS: BonusTerms = {
  percentage: null,
  amount: null,
  wagering: null,
  wageringBase: null,
  minDeposit: null,
  maxBet: null,
  maxCashout: null,
  freeSpins: null,
  freeSpinValue: null,
  slot: null,
};

/** Typical figures per bonus type (amounts in EUR). */
function bonusTerms(rng: Rng, type: BonusType, slots: readonly SlotSummary[]): BonusTerms {
  const spins = (counts: number[]) => ({
    freeSpins: rng.pick(counts),
    freeSpinValue: rng.pick([0.1, 0.2, 0.25, 0.5]),
    slot: slots.length > 0 ? rng.pick(slots) : null,
  });
  switch (type) {
    case "welcome":
      return {
        ...NO_TERMS,
        percentage: rng.pick([50, 100, 100, 150, 200]),
        amount: rng.pick([100, 200, 300, 500, 1000]),
        wagering: rng.pick([25, 30, 35, 40, 45]),
        wageringBase: rng.chance(0.4) ? "deposit_bonus" : "bonus",
        minDeposit: rng.pick([10, 20]),
        maxBet: 5,
        ...(rng.chance(0.4) && slots.length > 0 ? spins([50, 100, 150, 200]) : {}),
      };
    case "no_deposit":
      if (rng.chance(0.5) || slots.length === 0) {
        const cash = { amount: rng.pick([5, 10, 15, 20, 25]), wagering: rng.pick([40, 45, 50, 60]) };
        return { ...NO_TERMS, ...cash, wageringBase: "bonus", maxBet: 5, maxCashout: rng.pick([50, 100, 150]) };
      }
      return {
        ...NO_TERMS,
        ...spins([10, 20, 25, 30, 50]),
        wagering: rng.pick([40, 45, 50]),
        wageringBase: "winnings",
        maxCashout: rng.pick([50, 100]),
      };
    case "free_spins": {
      const wagering = rng.pick([0, 30, 35, 40]);
      const minDeposit = rng.pick([10, 20, 25]);
      return {
        ...NO_TERMS,
        ...spins([20, 25, 50, 100, 150, 200]),
        wagering,
        wageringBase: wagering > 0 ? "winnings" : null,
        minDeposit,
      };
    }
    case "cashback": {
      const wagering = rng.pick([0, 0, 1, 5]);
      const cashback = { percentage: rng.pick([5, 10, 10, 15, 20]), amount: rng.pick([100, 200, 500, 1000]) };
      return { ...NO_TERMS, ...cashback, wagering, wageringBase: wagering > 0 ? "winnings" : null };
    }
    case "reload":
      return {
        ...NO_TERMS,
        percentage: rng.pick([25, 50, 50, 75]),
        amount: rng.pick([100, 200, 300, 500]),
        wagering: rng.pick([30, 35, 40]),
        wageringBase: rng.chance(0.5) ? "bonus" : "deposit_bonus",
        minDeposit: rng.pick([20, 30]),
        maxBet: 5,
      };
    case "vip":
      return { ...NO_TERMS, percentage: rng.pick([10, 15, 20, 25]), wagering: 0 };
  }
}

interface BonusOffer {
  type: BonusType;
  /** Position among the casino's bonuses, for the slug. */
  n: number;
  /** In euros; each currency's version takes the casino's price in that currency. */
  terms: BonusTerms;
  promoCode: string | null;
  isExclusive: boolean;
  validUntil: string | null;
  wageringDays: number | null;
  isRecommended: boolean;
  createdAt: Date;
}

/** What every currency's version of an offer shares: its validity, wagering deadline, flag and date. */
function offerDates(rng: Rng, ctx: SeedContext, casino: CasinoPlan, terms: BonusTerms) {
  const validity = rng.weighted<"expired" | "future" | "open">([
    ["expired", 15],
    ["future", 50],
    ["open", 35],
  ]);
  const validUntil =
    validity === "expired"
      ? daysBefore(ctx.anchor, rng.int(1, 90))
      : validity === "future"
        ? new Date(ctx.anchor.getTime() + rng.int(7, 180) * DAY_MS)
        : null;
  return {
    validUntil: validUntil && isoDay(validUntil),
    wageringDays: terms.wagering ? rng.pick(terms.freeSpins && !terms.amount ? [3, 7] : [7, 14, 21, 30]) : null,
    isRecommended: casino.safety.score >= 7 && rng.chance(0.2),
    createdAt: pastMoment(rng, casino.publishedAt, ctx.anchor, 0.2),
  };
}

/** The offer's terms in a currency: each amount as the casino prices it there (seed/local-money.ts). */
function termsIn(terms: BonusTerms, currency: string): BonusTerms {
  const price = (euros: number | null) => (euros === null ? null : localPrice(euros, currency));
  return {
    ...terms,
    amount: price(terms.amount),
    minDeposit: price(terms.minDeposit),
    maxBet: price(terms.maxBet),
    maxCashout: price(terms.maxCashout),
    freeSpinValue: price(terms.freeSpinValue),
  };
}

function bonusRow(ctx: SeedContext, casino: CasinoPlan, offer: BonusOffer, currency: string): PlannedBonus["row"] {
  const { type, n, promoCode, isExclusive } = offer;
  const terms = termsIn(offer.terms, currency);
  const decimal = (value: number | null, digits = 2) => (value === null ? null : value.toFixed(digits));
  // The euro version keeps the offer's plain slug; the others name their currency.
  const suffix = currency === REFERENCE_CURRENCY ? "" : `-${currency.toLowerCase()}`;
  return {
    slug: `${casino.slug}-${type.replace("_", "-")}-${n + 1}${suffix}`,
    casinoId: casino.id,
    type,
    title: title(type, terms, currency),
    promoCode,
    validUntil: offer.validUntil,
    currency,
    percentage: terms.percentage,
    amount: decimal(terms.amount),
    wagering: decimal(terms.wagering, 1),
    wageringBase: terms.wageringBase,
    wageringDays: offer.wageringDays,
    minDeposit: decimal(terms.minDeposit),
    maxBet: decimal(terms.maxBet),
    maxCashout: decimal(terms.maxCashout),
    freeSpins: terms.freeSpins,
    freeSpinValue: decimal(terms.freeSpinValue),
    freeSpinsSlotId: terms.slot?.id ?? null,
    freeSpinsSlot: terms.slot?.slug ?? null,
    isExclusive,
    isRecommended: offer.isRecommended,
    terms: ctx.compact ? null : termsText(terms, currency, offer),
    createdAt: offer.createdAt,
  };
}

/** e.g. AURORA50: the casino's first word and a number. */
function promoCodeFor(rng: Rng, casino: CasinoPlan): string {
  return `${casino.name.split(" ")[0]!.toUpperCase()}${rng.pick([10, 20, 25, 50, 100, 200])}`;
}

function title(type: BonusType, t: BonusTerms, currency: string): Text {
  const vars = {
    percentage: t.percentage ?? 0,
    amount: money(t.amount ?? 0, currency),
    spins: t.freeSpins ?? 0,
    slot: t.slot?.name ?? "",
  };
  if (type === "welcome")
    return fill(t.freeSpins ? BONUS_TITLE_TEXTS.welcomeWithSpins : BONUS_TITLE_TEXTS.welcome, vars);
  if (type === "no_deposit")
    return fill(t.freeSpins ? BONUS_TITLE_TEXTS.noDepositSpins : BONUS_TITLE_TEXTS.noDepositCash, vars);
  if (type === "free_spins") return fill(BONUS_TITLE_TEXTS.freeSpins, vars);
  return fill(BONUS_TITLE_TEXTS[type], vars);
}

function termsText(
  t: BonusTerms,
  currency: string,
  { promoCode, wageringDays }: Pick<BonusOffer, "promoCode" | "wageringDays">,
): Text {
  const parts: Text[] = [
    t.wagering && t.wageringBase
      ? fill(TERMS_TEXTS.wagering, { wagering: t.wagering, base: WAGERING_BASE_TEXTS[t.wageringBase] })
      : TERMS_TEXTS.noWagering,
  ];
  if (wageringDays) parts.push(fill(TERMS_TEXTS.wageringDays, { days: wageringDays }));
  const amount = (value: number) => ({ amount: money(value, currency) });
  if (t.minDeposit) parts.push(fill(TERMS_TEXTS.minDeposit, amount(t.minDeposit)));
  if (t.maxBet) parts.push(fill(TERMS_TEXTS.maxBet, amount(t.maxBet)));
  if (t.maxCashout) parts.push(fill(TERMS_TEXTS.maxCashout, amount(t.maxCashout)));
  if (t.freeSpinValue) parts.push(fill(TERMS_TEXTS.spinValue, amount(t.freeSpinValue)));
  if (promoCode) parts.push(fill(TERMS_TEXTS.promoCode, { code: promoCode }));
  parts.push(TERMS_TEXTS.footer);
  return join(parts, " ");
}
