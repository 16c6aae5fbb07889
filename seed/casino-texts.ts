/**
 * A casino's translated texts, built from its facts: summary, description, VIP club. Its pros, cons and expert
 * checklist are not stored: the site derives them from the facts (modules/casinos/verdict.ts).
 */
import type { CasinoPlan } from "./casinos";
import type { Rng } from "./random";
import { DESCRIPTION_TEXTS, SUMMARY_TEXTS, VIP_CLUB_TEXTS } from "./texts/casinos";
import { fill, join, listOf, money, same, type Text } from "./texts/translate";

export interface CasinoTexts {
  summary: Text;
  description: Text | null;
  vipClub: Text | null;
}

/** Compact texts (scale mode) drop the long description. */
export function casinoTexts(rng: Rng, plan: CasinoPlan, compact: boolean): CasinoTexts {
  return {
    summary: casinoSummary(plan),
    description: compact ? null : casinoDescription(plan),
    vipClub: plan.hasVipClub ? vipClub(rng) : null,
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
