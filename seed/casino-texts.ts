/** A casino's translated texts, built from its facts: summary, description, VIP club, pros, cons, checklist. */
import type { ChecklistItem } from "#db/schema";
import type { CasinoPlan } from "./casinos";
import type { Rng } from "./random";
import { CHECKLIST_TEXTS, NEGATIVE_TEXTS, POSITIVE_TEXTS } from "./texts/casino-points";
import { BAND_TEXTS, DESCRIPTION_TEXTS, SUMMARY_TEXTS, VIP_CLUB_TEXTS } from "./texts/casinos";
import { fill, join, listOf, money, same, type Text } from "./texts/translate";

export interface CasinoTexts {
  summary: Text;
  description: Text | null;
  vipClub: Text | null;
  positives: Text[];
  negatives: Text[];
  checklist: ChecklistItem[];
}

/** Compact texts (scale mode) drop the long description and keep fewer points. */
export function casinoTexts(rng: Rng, plan: CasinoPlan, compact: boolean): CasinoTexts {
  return {
    summary: casinoSummary(plan),
    description: compact ? null : casinoDescription(plan),
    vipClub: plan.hasVipClub ? vipClub(rng) : null,
    positives: rng.sample(positives(plan), compact ? 2 : 4),
    negatives: rng.sample(negatives(plan), compact ? 1 : 3),
    checklist: checklist(rng, plan, compact),
  };
}

export function casinoSummary(plan: CasinoPlan): Text {
  const template = plan.isBlacklisted
    ? SUMMARY_TEXTS.blacklisted
    : plan.isNew
      ? SUMMARY_TEXTS.new
      : SUMMARY_TEXTS.established;
  return fill(template, {
    name: plan.name,
    owner: plan.owner,
    year: plan.launchDate.getUTCFullYear(),
    licence: plan.strongest.name,
    score: plan.safety.score,
    band: BAND_TEXTS[plan.safety.band],
  });
}

/** Three paragraphs: games, payments, verdict. */
export function casinoDescription(plan: CasinoPlan): Text {
  const score = plan.safety.score;
  const verdict =
    score >= 7
      ? DESCRIPTION_TEXTS.verdictGood
      : score >= 4.5
        ? DESCRIPTION_TEXTS.verdictMixed
        : DESCRIPTION_TEXTS.verdictBad;
  const games = fill(DESCRIPTION_TEXTS.games, {
    providerList: listOf(plan.providers.slice(0, 5).map((p) => same(p.name))),
    games: listOf(plan.gameCategories.map((g) => g.name)),
  });
  const payments = fill(DESCRIPTION_TEXTS.payments, {
    minDeposit: money(plan.minDeposit),
    minWithdrawal: money(plan.minWithdrawal),
    hoursMin: plan.hoursMin,
    hoursMax: plan.hoursMax,
    methods: listOf(plan.paymentMethods.map((m) => same(m.name))),
  });
  return join([games, payments, verdict], "\n\n");
}

function vipClub(rng: Rng): Text {
  if (rng.chance(0.4)) return VIP_CLUB_TEXTS.invitation;
  const levels = rng.int(5, 8);
  return fill(VIP_CLUB_TEXTS.tiered, { levels, cashback: rng.pick([5, 10, 15, 20]), managerLevel: rng.int(3, levels) });
}

function positives(plan: CasinoPlan): Text[] {
  const candidates: Array<Text | false> = [
    plan.strongest.strength === 3 && fill(POSITIVE_TEXTS.strongLicence, { licence: plan.strongest.name }),
    plan.hoursMax <= 24 && fill(POSITIVE_TEXTS.fastWithdrawals, { hours: plan.hoursMax }),
    plan.hasLiveChat && POSITIVE_TEXTS.liveChat,
    plan.providers.length >= 15 && fill(POSITIVE_TEXTS.bigLobby, { count: plan.providers.length }),
    plan.isCrypto && POSITIVE_TEXTS.crypto,
    plan.minDeposit <= 10 && fill(POSITIVE_TEXTS.lowMinDeposit, { amount: money(plan.minDeposit) }),
    plan.limits.month === null && POSITIVE_TEXTS.noLimits,
    plan.hasVipClub && POSITIVE_TEXTS.vipClub,
    plan.safety.factors.some((f) => f.key === "age" && f.delta >= 0.8) &&
      fill(POSITIVE_TEXTS.trackRecord, { year: plan.launchDate.getUTCFullYear() }),
    plan.safety.factors.some((f) => f.key === "complaint_ratio" && f.delta > 0) && POSITIVE_TEXTS.fewComplaints,
  ];
  const found = candidates.filter((c): c is Text => c !== false);
  return found.length > 0 ? found : [fill(POSITIVE_TEXTS.bigLobby, { count: plan.providers.length })];
}

function negatives(plan: CasinoPlan): Text[] {
  const unresolved = plan.complaints.filter((c) => c.status === "unresolved").length;
  const month = plan.limits.month;
  const candidates: Array<Text | false> = [
    plan.isBlacklisted && NEGATIVE_TEXTS.blacklisted,
    unresolved > 0 && fill(NEGATIVE_TEXTS.unresolved, { count: unresolved }),
    plan.strongest.strength === 1 && fill(NEGATIVE_TEXTS.weakLicence, { licence: plan.strongest.name }),
    plan.unfairTerms > 0 && NEGATIVE_TEXTS.unfairTerms,
    month !== null && month < 10_000 && fill(NEGATIVE_TEXTS.withdrawalLimit, { amount: money(month) }),
    plan.hoursMax >= 96 && fill(NEGATIVE_TEXTS.slowWithdrawals, { hours: plan.hoursMax }),
    plan.isNew && NEGATIVE_TEXTS.newCasino,
    !plan.hasLiveChat && NEGATIVE_TEXTS.noLiveChat,
    plan.minWithdrawal >= 50 && fill(NEGATIVE_TEXTS.highMinWithdrawal, { amount: money(plan.minWithdrawal) }),
  ];
  const found = candidates.filter((c): c is Text => c !== false);
  return found.length > 0 ? found : [NEGATIVE_TEXTS.noPhoneSupport];
}

function checklist(rng: Rng, plan: CasinoPlan, compact: boolean): ChecklistItem[] {
  const counted = plan.complaints.filter((c) => c.status !== "rejected").length;
  const unresolved = plan.complaints.filter((c) => c.status === "unresolved").length;
  const vars = { hours: Math.max(1, rng.int(plan.hoursMin, plan.hoursMax)), minutes: rng.int(2, 10) };
  const checks: Array<[keyof typeof CHECKLIST_TEXTS, boolean]> = [
    ["licence", plan.strongest.strength >= 2],
    ["withdrawals", plan.hoursMax <= 72],
    ["complaints", unresolved <= counted * 0.2],
    ["terms", plan.unfairTerms === 0],
    ["support", plan.hasLiveChat],
    ["responsible_gambling", plan.quality > 0.3],
  ];
  return checks.slice(0, compact ? 3 : checks.length).map(([key, passed]) => ({
    key,
    passed,
    note: fill(passed ? CHECKLIST_TEXTS[key].passed : CHECKLIST_TEXTS[key].failed, vars),
  }));
}
