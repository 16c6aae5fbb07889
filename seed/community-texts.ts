/**
 * Demo players' texts, put together from fragments about the facts of what they sit on (issue 15, "demo
 * content"): a review names its casino and only talks about facts the casino has (a live chat is praised only
 * where there is one, payouts only where they take a day at most), in the tone of its rating; a comment talks
 * about its casino, slot or article. Every text is new: a writer keeps the texts it gave out and tries other
 * fragments until the text is one nobody wrote yet.
 */
import { normalizeForDuplicates } from "#contracts/community";
import type { Rng } from "./random";
import type { Sentiment, WriterLanguage } from "./texts/community";
import { COMMENT_VOICES, REVIEW_VOICES, type ReviewVoice } from "./texts/player-voices";

export interface CasinoFacts {
  name: string;
  hasLiveChat: boolean;
  hoursMin: number;
  hoursMax: number;
  hasVipClub: boolean;
  hasBonuses: boolean;
  unfairTerms: number;
  isBlacklisted: boolean;
  methods: readonly string[];
  providers: readonly string[];
}

export interface SlotFacts {
  name: string;
  provider: string;
  rtp: number;
  volatility: "low" | "medium" | "high" | "very_high";
}

export interface PostFacts {
  /** The article's title per language (the writer's, else English). */
  title: Partial<Record<WriterLanguage, string>> & { en: string };
}

export type TextTarget =
  { type: "casino"; facts: CasinoFacts } | { type: "slot"; facts: SlotFacts } | { type: "post"; facts: PostFacts };

/** Withdrawals that take a day at most are fast; up to three days ordinary; longer slow. */
export type PayoutSpeed = "fast" | "ordinary" | "slow";
export function payoutSpeed(hoursMax: number): PayoutSpeed {
  return hoursMax <= 24 ? "fast" : hoursMax <= 72 ? "ordinary" : "slow";
}

const ATTEMPTS = 200;

/** "4 дні", "5 днів": Ukrainian days with their plural; the other languages write the word in the fragment. */
function daysIn(language: WriterLanguage, days: number): string {
  if (language !== "ua") return String(days);
  const tens = days % 100;
  const ones = days % 10;
  const word = ones === 1 && tens !== 11 ? "день" : ones >= 2 && ones <= 4 && (tens < 12 || tens > 14) ? "дні" : "днів";
  return `${days} ${word}`;
}

export class TextWriter {
  private readonly used = new Set<string>();

  /** A review of a casino in `language`, in the tone of `sentiment`. */
  review(rng: Rng, language: WriterLanguage, sentiment: Sentiment, casino: CasinoFacts): string {
    return this.fresh(() => composeReview(rng, REVIEW_VOICES[language], language, sentiment, casino));
  }

  /** A top-level comment (reply: false) or a reply on a casino, slot or article. */
  comment(rng: Rng, language: WriterLanguage, target: TextTarget, reply: boolean): string {
    return this.fresh(() => composeComment(rng, language, target, reply));
  }

  private fresh(make: () => string): string {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const text = make();
      const key = normalizeForDuplicates(text);
      if (!this.used.has(key)) {
        this.used.add(key);
        return text;
      }
    }
    throw new Error(`No new demo text after ${ATTEMPTS} attempts: add fragments to seed/texts/player-voices.ts`);
  }
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return String(value);
  });
}

function casinoValues(rng: Rng, language: WriterLanguage, casino: CasinoFacts): Record<string, string | number> {
  const hours = rng.int(Math.max(2, casino.hoursMin), Math.max(2, casino.hoursMax));
  return {
    casino: casino.name,
    months: rng.int(2, 60),
    hours,
    days: daysIn(language, Math.max(2, Math.ceil(casino.hoursMax / 24))),
    method: casino.methods.length > 0 ? rng.pick(casino.methods) : "",
    provider: casino.providers.length > 0 ? rng.pick(casino.providers) : "",
  };
}

function composeReview(
  rng: Rng,
  voice: ReviewVoice,
  language: WriterLanguage,
  sentiment: Sentiment,
  casino: CasinoFacts,
): string {
  const speed = payoutSpeed(casino.hoursMax);
  const good: Array<readonly string[]> = [
    ...(speed === "fast" && !casino.isBlacklisted ? [voice.payoutFast] : []),
    ...(casino.hasLiveChat ? [voice.chatYes] : []),
    ...(casino.hasVipClub ? [voice.vipYes] : []),
    ...(casino.methods.length > 0 ? [voice.method] : []),
    ...(casino.providers.length > 0 ? [voice.games] : []),
    ...(casino.hasBonuses && casino.unfairTerms === 0 ? [voice.bonusFair] : []),
  ];
  const bad: Array<readonly string[]> = [
    ...(speed === "ordinary" ? [voice.payoutMedium] : []),
    ...(speed === "slow" ? [voice.payoutSlow] : []),
    ...(casino.hasLiveChat ? [] : [voice.chatNo]),
    ...(casino.hasBonuses && casino.unfairTerms > 0 ? [voice.bonusStrict] : []),
    ...(casino.isBlacklisted ? [voice.stalled] : []),
    voice.verification,
  ];
  const sentences = (pool: Array<readonly string[]>, n: number) =>
    rng.sample(pool, Math.min(n, pool.length)).map((f) => rng.pick(f));
  const middle =
    sentiment === "good"
      ? sentences(good, 2)
      : sentiment === "mixed"
        ? [...sentences(good, 1), ...sentences(bad, 1)]
        : sentences(bad, 2);
  const values = casinoValues(rng, language, casino);
  return [rng.pick(voice.opener[sentiment]), ...middle, rng.pick(voice.closer[sentiment])]
    .map((t) => fill(t, values))
    .join(" ");
}

function composeComment(rng: Rng, language: WriterLanguage, target: TextTarget, reply: boolean): string {
  const voice = COMMENT_VOICES[language];
  let pool: Array<readonly string[]>;
  let values: Record<string, string | number>;
  if (target.type === "casino") {
    const casino = target.facts;
    const speed = payoutSpeed(casino.hoursMax);
    values = casinoValues(rng, language, casino);
    pool = reply
      ? [voice.replyCasino.filter((t) => casino.methods.length > 0 || !t.includes("{method}"))]
      : [
          ...(casino.methods.length > 0 ? [voice.casinoMethod] : []),
          ...(speed === "fast" && !casino.isBlacklisted ? [voice.casinoPayoutFast] : []),
          ...(speed === "slow" ? [voice.casinoPayoutSlow] : []),
          casino.hasLiveChat ? voice.casinoChatYes : voice.casinoChatNo,
          ...(casino.providers.length > 0 ? [voice.casinoProvider] : []),
        ];
  } else if (target.type === "slot") {
    const slot = target.facts;
    values = { slot: slot.name, provider: slot.provider, rtp: rtpIn(language, slot.rtp) };
    pool = reply
      ? [voice.replySlot]
      : [slot.volatility === "low" || slot.volatility === "medium" ? voice.slotCalm : voice.slotWild, voice.slotRtp];
  } else {
    values = { title: target.facts.title[language] ?? target.facts.title.en };
    pool = [reply ? voice.replyPost : voice.post];
  }
  const main = fill(rng.pick(rng.pick(pool)), values);
  return `${main} ${rng.pick(voice.tail)}`;
}

/** 96.5 → "96.5" in English, "96,5" where a comma is the decimal mark. */
function rtpIn(language: WriterLanguage, rtp: number): string {
  const text = String(Math.round(rtp * 100) / 100);
  return language === "en" || language === "bn" ? text : text.replace(".", ",");
}
