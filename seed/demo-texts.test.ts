/**
 * The seed check of issue 15 ("demo content that a reader would believe"), on a seeded database: every review
 * and comment text is used once, none praises what its casino lacks (a live chat, fast withdrawals, a VIP club),
 * each is written in the language of its `lang`, names what it sits on, and a review's rating matches its casino.
 * The language and praise checks read the texts with their own word lists, not with the seed's fragments.
 */
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locale } from "#contracts/locales";
import { languageGroup } from "#contracts/review-languages";
import { normalizeForDuplicates } from "#contracts/community";
import type { Db } from "#db/client";
import { freshDatabase } from "#tests/helpers/database";
import { seedDemo } from "./index";

const ANCHOR = new Date("2025-06-15T10:00:00Z");
const TIMEOUT = 180_000;

type Family = "en" | "bn" | "pt" | "ua" | "fr" | "es";

/** Common words of each Latin-script language (the others are told by their script). */
const WORDS: Record<"en" | "pt" | "fr" | "es", RegExp> = {
  en: /\b(the|and|is|my|it|for|with|was|has|have|are|of|to|in|at|on|i|took|anyone|thanks|same|just|from)\b/giu,
  pt: /(?<![\p{L}])(o|os|as|é|não|com|mas|um|uma|há|meu|meus|minha|do|da|no|na|ao|foi|são|também|obrigado|já|depois|levantamento|levantamentos|em|primeiro|mais|se|posso|voltei|gostava|acham|quiserem|jogar|obrigada)(?![\p{L}])/giu,
  fr: /(?<![\p{L}])(le|les|la|est|et|je|j'ai|pas|des|du|au|un|une|mon|mes|sur|pour|très|merci|c'est|il|n'a|depuis|après|même|à|cette|j'y|d'abord|d'accord|ai|avant|essayez|l'article|quelqu'un|puis|sans|vos|rien)(?![\p{L}])/giu,
  es: /(?<![\p{L}])(el|los|las|la|es|y|pero|muy|un|una|mi|mis|del|en|con|que|no|hay|gracias|tardó|desde|después|acá|lo|yo|más|si|mismo|misma|primero|puedo|volví|qué|buena|tenía|quieren|jugué|pregunté)(?![\p{L}])/giu,
};

function languageOf(text: string): Family | null {
  if (/[\u0980-\u09FF]/u.test(text)) return "bn";
  if (/[\u0400-\u04FF]/u.test(text)) return "ua";
  const scores = (Object.keys(WORDS) as Array<keyof typeof WORDS>).map(
    (lang) => [lang, (text.match(WORDS[lang]) ?? []).length] as const,
  );
  scores.sort((a, b) => b[1] - a[1]);
  return scores[0]![1] > 0 && scores[0]![1] > scores[1]![1] ? scores[0]![0] : null;
}

const familyOf = (lang: Locale): Family => languageGroup(lang) as Family;

/** A live chat named, and named as missing. */
const LIVE_CHAT = /live chat|chat ao vivo|chat en direct|chat en vivo|онлайн-чат|лайв-чат|লাইভ চ্যাট/iu;
const NO_LIVE_CHAT =
  /no live chat|without live chat|(não há|não tem|sem) chat ao vivo|(pas de|sans) chat en direct|(no hay|no tiene|sin) chat en vivo|немає онлайн-чату|без онлайн-чату|онлайн-чату немає|লাইভ চ্যাট নেই/iu;
/** Withdrawals praised as fast (in one sentence). */
const FAST_PAYOUT = [
  /\b(withdraw|cashout|payout)\w*[^.!?]*\b(quick|fast|within \d+ hours?|same day|next (morning|day))/iu,
  /levantamento\w*[^.!?]*(rápid|em \d+ horas|no mesmo dia)/iu,
  /retrait\w*[^.!?]*(rapide|en \d+ heures|le jour même)/iu,
  /retiro\w*[^.!?]*(rápid|en \d+ horas|el mismo día)/iu,
  /(виведен|виплат)\w*[^.!?]*(швидк|за \d+ год)/iu,
  /(উত্তোলন|টাকা)[^।!?]*(দ্রুত|ঘণ্টার মধ্যে)/u,
];
const VIP = /\bVIP\b|ভিআইপি/u;

interface Item {
  kind: "review" | "comment";
  id: number;
  text: string;
  lang: Locale;
  rating: number | null;
  casino: string | null;
  has_live_chat: boolean | null;
  has_vip_club: boolean | null;
  hours_max: number | null;
  is_blacklisted: boolean | null;
  safety_index: string | null;
  slot: string | null;
  target_type: string;
}

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe("seed check: demo reviews and comments", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let items: Item[];

  beforeAll(async () => {
    database = await freshDatabase();
    await seedDemo(database.db, { anchor: ANCHOR });
    items = await rows<Item>(
      database.db,
      sql`select 'review' as kind, r.id, r.text, r.lang, r.rating, c.name as casino, c.has_live_chat, c.has_vip_club,
                 c.withdrawal_hours_max as hours_max, c.is_blacklisted, c.safety_index::text as safety_index,
                 null as slot, 'casino' as target_type
            from reviews r join casinos c on c.id = r.casino_id
          union all
          select 'comment', m.id, m.text, m.lang, null, c.name, c.has_live_chat, c.has_vip_club, c.withdrawal_hours_max,
                 c.is_blacklisted, c.safety_index::text, s.name, m.target_type::text
            from comments m
            left join casinos c on m.target_type = 'casino' and c.id = m.target_id
            left join slots s on m.target_type = 'slot' and s.id = m.target_id`,
    );
  }, TIMEOUT);
  afterAll(async () => {
    await database?.drop();
  });

  it("uses every text once, across reviews and comments", () => {
    expect(items.length).toBeGreaterThan(300);
    const seen = new Map<string, string>();
    const repeated: string[] = [];
    for (const item of items) {
      const key = normalizeForDuplicates(item.text);
      const other = seen.get(key);
      if (other) repeated.push(`${item.kind} ${item.id} repeats ${other}: ${item.text}`);
      else seen.set(key, `${item.kind} ${item.id}`);
    }
    expect(repeated).toEqual([]);
  });

  it("never praises a live chat, fast withdrawals or a VIP club that the casino does not have", () => {
    const wrong: string[] = [];
    for (const item of items.filter((i) => i.casino !== null)) {
      const at = `${item.kind} ${item.id} on ${item.casino}: ${item.text}`;
      if (!item.has_live_chat && LIVE_CHAT.test(item.text) && !NO_LIVE_CHAT.test(item.text)) wrong.push(`chat: ${at}`);
      if (item.has_live_chat && NO_LIVE_CHAT.test(item.text)) wrong.push(`says no chat: ${at}`);
      if (item.hours_max! > 24 && FAST_PAYOUT.some((p) => p.test(item.text))) wrong.push(`fast payout: ${at}`);
      if (!item.has_vip_club && VIP.test(item.text)) wrong.push(`VIP: ${at}`);
    }
    expect(wrong).toEqual([]);
  });

  it("writes each text in the language of its lang", () => {
    const wrong = items
      .filter((item) => languageOf(item.text) !== familyOf(item.lang))
      .map((item) => `${item.kind} ${item.id} (${item.lang}, read as ${languageOf(item.text)}): ${item.text}`);
    expect(wrong).toEqual([]);
  });

  it("has a good share of texts besides English, in every writing language", () => {
    const families = new Map<Family, number>();
    for (const item of items) families.set(familyOf(item.lang), (families.get(familyOf(item.lang)) ?? 0) + 1);
    expect([...families.keys()].sort()).toEqual(["bn", "en", "es", "fr", "pt", "ua"]);
    expect(families.get("en")! / items.length).toBeLessThan(0.6);
  });

  it("names the casino or slot a text sits on", () => {
    const unnamed = items
      .filter(
        (item) =>
          (item.casino !== null && !item.text.includes(item.casino)) ||
          (item.slot !== null && !item.text.includes(item.slot)),
      )
      .map((item) => `${item.kind} ${item.id}: ${item.text}`);
    expect(unnamed).toEqual([]);
  });

  it("rates blacklisted casinos low and the safest ones higher on average", () => {
    const reviews = items.filter((i) => i.kind === "review" && i.rating !== null);
    const blacklisted = reviews.filter((r) => r.is_blacklisted);
    expect(blacklisted.length).toBeGreaterThan(0);
    expect(Math.max(...blacklisted.map((r) => r.rating!))).toBeLessThanOrEqual(6);
    const mean = (list: Item[]) => list.reduce((sum, r) => sum + r.rating!, 0) / list.length;
    const safe = reviews.filter((r) => !r.is_blacklisted && Number(r.safety_index) >= 8);
    const unsafe = reviews.filter((r) => Number(r.safety_index) < 5);
    expect(mean(safe)).toBeGreaterThan(mean(unsafe) + 1);
  });
});
