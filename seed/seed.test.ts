import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales";
import { computeSafetyIndex, type ComplaintStatus } from "#modules/casinos";
import { freshDatabase } from "#tests/helpers/database";
import type { Database, Db } from "#db/client";
import { DEMO_EMAIL_DOMAIN, isSeeded, seedDemo, UNUSABLE_PASSWORD_HASH } from "./index";
import { startOfUtcDay } from "./random";
import { NEW_CASINO_DAYS } from "./casinos";
import { plausibilityProblems } from "./plausibility";
import type { WriterLanguage } from "./texts/community";
import { COMPLAINT_STORIES, TIMELINE, type TimelineStep } from "./texts/complaints";
import { money } from "./texts/translate";

const ANCHOR = new Date("2025-06-15T10:00:00Z");
const TIMEOUT = 120_000;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function count(db: Db, query: string): Promise<number> {
  const [row] = await rows<{ n: number }>(db, sql.raw(`select count(*)::int as n from (${query}) q`));
  return row!.n;
}

/** A fresh database (PGlite, or PostgreSQL under TEST_DATABASE_URL) with the demo content; close() drops it. */
async function seeded(options: Parameters<typeof seedDemo>[1]): Promise<Database> {
  const database = await freshDatabase();
  await seedDemo(database.db, options);
  return { ...database, close: database.drop };
}

/** One md5 per content table, over all its rows in id / key order. */
async function digest(db: Db): Promise<Record<string, string>> {
  const tables = [
    "casinos",
    "casino_licences",
    "casino_countries",
    "complaints",
    "slots",
    "casino_slots",
    "bonuses",
    "posts",
    "users",
    "profiles",
    "ratings",
    "reviews",
    "comments",
    "favourites",
    "pages",
  ];
  const result: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await rows<{ md5: string }>(
      db,
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as md5 from ${table} t`),
    );
    result[table] = row!.md5;
  }
  return result;
}

const LOCALIZED_COLUMNS = [
  "casino_types.name",
  "casino_types.description",
  "game_categories.name",
  "providers.description",
  "slot_features.name",
  "slot_themes.name",
  "bonus_categories.name",
  "bonus_categories.intro",
  "tags.name",
  "authors.role",
  "authors.bio",
  "casinos.summary",
  "casinos.description",
  "casinos.vip_club",
  "slots.description",
  "bonuses.title",
  "bonuses.terms",
  "posts.title",
  "posts.summary",
  "posts.body",
  "pages.title",
  "pages.description",
  "pages.body",
];
const ALL_LOCALES = `array[${LOCALES.map((l) => `'${l}'`).join(",")}]`;
const notAllLocales = (expr: string) =>
  `(not (${expr} ?& ${ALL_LOCALES}) or (select count(*) from jsonb_object_keys(${expr})) <> ${LOCALES.length})`;

describe("seedDemo (demo dataset)", () => {
  let database: Database;
  let db: Db;

  beforeAll(async () => {
    database = await seeded({ anchor: ANCHOR });
    db = database.db;
  }, TIMEOUT);
  afterAll(() => database?.close());

  it("reports itself as seeded", async () => {
    expect(await isSeeded(db)).toBe(true);
  });

  it("produces the minimum counts", async () => {
    expect(await count(db, "select 1 from casinos")).toBeGreaterThanOrEqual(60);
    expect(await count(db, "select 1 from providers")).toBeGreaterThanOrEqual(30);
    expect(await count(db, "select 1 from slots")).toBeGreaterThanOrEqual(400);
    expect(await count(db, "select 1 from bonuses")).toBeGreaterThanOrEqual(150);
    expect(await count(db, "select 1 from posts")).toBeGreaterThanOrEqual(40);
    expect(await count(db, "select distinct kind from posts")).toBe(3);
    expect(await count(db, "select 1 from posts where kind = 'review' and casino_id is null")).toBe(0);
    expect(await count(db, "select 1 from post_tags")).toBeGreaterThan(40);
    expect(await count(db, "select 1 from authors")).toBeGreaterThanOrEqual(4);
    expect(await count(db, "select 1 from countries")).toBeGreaterThanOrEqual(40);
    expect(
      await count(db, "select 1 from countries where code in ('PT','BD','UA','FR','GB','MX','AR','PE') and flag <> ''"),
    ).toBe(8);
    expect(await count(db, "select 1 from reviews")).toBeGreaterThan(100);
    expect(await count(db, "select distinct target_type from comments")).toBe(3);
    expect(await count(db, "select 1 from comments where parent_id is not null")).toBeGreaterThan(10);
    expect(await count(db, "select 1 from favourites")).toBeGreaterThan(0);
    expect(await count(db, "select distinct status from complaints")).toBe(7);
    expect(await count(db, "select 1 from pages")).toBe(4);
  });

  it("gives every casino its facts and links", async () => {
    for (const link of [
      "casino_licences",
      "casino_payment_methods",
      "casino_currencies",
      "casino_providers",
      "casino_games",
    ]) {
      expect(
        await count(db, `select 1 from casinos c where not exists (select 1 from ${link} l where l.casino_id = c.id)`),
        link,
      ).toBe(0);
    }
    for (const status of ["accepted", "restricted"]) {
      expect(
        await count(
          db,
          `select 1 from casinos c where not exists (select 1 from casino_countries l where l.casino_id = c.id and l.status = '${status}')`,
        ),
      ).toBe(0);
    }
    expect(await count(db, "select 1 from casino_licences where number = ''")).toBe(0);
    expect(await count(db, "select 1 from casinos where website not like 'https://%.example'")).toBe(0);
  });

  it("fills the ranking categories", async () => {
    expect(await count(db, "select 1 from casinos where is_top20")).toBe(20);
    expect(await count(db, "select 1 from casinos where is_certified")).toBeGreaterThan(0);
    expect(await count(db, "select 1 from casinos where is_private")).toBeGreaterThanOrEqual(3);
    expect(await count(db, "select 1 from casinos where is_recommended")).toBeGreaterThan(0);
    expect(await count(db, "select 1 from casinos where is_crypto")).toBeGreaterThan(0);
    const cryptoMismatch = `select 1 from casinos c where c.is_crypto <> exists (select 1 from casino_currencies cc join currencies cu on cu.code = cc.currency_code where cc.casino_id = c.id and cu.is_crypto)`;
    expect(await count(db, cryptoMismatch)).toBe(0);
    // "New" means new: some launches within the new period, none just outside it.
    expect(
      await count(db, `select 1 from casinos where launch_date > date '2025-06-15' - ${NEW_CASINO_DAYS}`),
    ).toBeGreaterThan(0);
    expect(
      await count(
        db,
        `select 1 from casinos where launch_date between date '2025-06-15' - 799 and date '2025-06-15' - ${NEW_CASINO_DAYS}`,
      ),
    ).toBe(0);
    expect(await count(db, "select 1 from casinos where is_blacklisted")).toBeGreaterThanOrEqual(2);
  });

  it("holds no fact a reader would not believe (the seed check)", async () => {
    expect(await plausibilityProblems(db, startOfUtcDay(ANCHOR))).toEqual([]);
  });

  it("gives slots their facts", async () => {
    expect(await count(db, "select 1 from slots where rtp < 94 or rtp > 97.5")).toBe(0);
    expect(await count(db, "select 1 from slots where paylines is null and ways is null")).toBe(0);
    expect(
      await count(
        db,
        "select 1 from slots s where not exists (select 1 from slot_feature_links f where f.slot_id = s.id) or not exists (select 1 from slot_theme_links t where t.slot_id = s.id)",
      ),
    ).toBe(0);
    expect(
      await count(db, "select 1 from slots s where (select count(*) from casino_slots cs where cs.slot_id = s.id) < 2"),
    ).toBe(0);
    expect(await count(db, "select 1 from slots where demo_available")).toBeGreaterThan(400 * 0.75);
    const offeredWithoutProvider = `select 1 from casino_slots cs join slots s on s.id = cs.slot_id where not exists (select 1 from casino_providers cp where cp.casino_id = cs.casino_id and cp.provider_id = s.provider_id)`;
    expect(await count(db, offeredWithoutProvider)).toBe(0);
  });

  it("covers every bonus type, category, promo codes and expiry", async () => {
    expect(await count(db, "select distinct type from bonuses")).toBe(6);
    expect(
      await count(
        db,
        "select 1 from bonuses b where not exists (select 1 from bonus_category_links l where l.bonus_id = b.id)",
      ),
    ).toBe(0);
    expect(await count(db, "select 1 from bonuses where promo_code is not null")).toBeGreaterThan(0);
    expect(await count(db, "select 1 from bonuses where valid_until < date '2025-06-15'")).toBeGreaterThan(0);
    expect(await count(db, "select 1 from bonus_countries")).toBeGreaterThan(0);
  });

  it("translates every localized text into all nine languages", async () => {
    for (const column of LOCALIZED_COLUMNS) {
      const [table, name] = column.split(".");
      expect(
        await count(db, `select 1 from ${table} where ${name} is not null and ${notAllLocales(name!)}`),
        column,
      ).toBe(0);
    }
    for (const column of ["casinos.summary", "slots.description", "bonuses.title", "posts.body"]) {
      const [table, name] = column.split(".");
      expect(await count(db, `select 1 from ${table} where ${name}->>'pt' = ${name}->>'en'`), column).toBe(0);
    }
    expect(await count(db, "select 1 from casinos where summary->>'mx' not like '%Licencia:%'")).toBe(0);
  });

  it("names in each casino's summary the licence its card and checklist show as the strongest", async () => {
    const wrong = `select 1 from casinos c where c.summary->>'en' not like '%Licence: ' || (
        select l.name from casino_licences cl join licences l on l.id = cl.licence_id
        where cl.casino_id = c.id order by l.strength desc, l.name limit 1) || '.%'`;
    expect(await count(db, wrong)).toBe(0);
  });

  it("leaves the safety index out of the casino summaries, which would keep the figure after it is recomputed", async () => {
    expect(await count(db, "select 1 from casinos c, jsonb_each_text(c.summary) s where s.value ~ '/(10|১০)'")).toBe(0);
  });

  it("keeps users_score consistent with the ratings", async () => {
    const mismatched = `select 1 from casinos c left join (select casino_id, round(avg(value), 1) as score, count(*)::int as n from ratings group by casino_id) r on r.casino_id = c.id
      where c.users_score is distinct from r.score or c.users_score_count <> coalesce(r.n, 0)`;
    expect(await count(db, mismatched)).toBe(0);
    expect(await count(db, "select 1 from casinos where users_score_count > 0")).toBeGreaterThan(50);
  });

  it("stores the safety index computed from each casino's facts", async () => {
    const casinos = await rows<{
      id: number;
      launch_date: string;
      size_tier: number;
      unfair_terms: number;
      limit: string | null;
      is_blacklisted: boolean;
      safety_index: string;
    }>(
      db,
      sql`select id, launch_date::text, size_tier, unfair_terms, withdrawal_limit_month::text as limit, is_blacklisted, safety_index::text from casinos`,
    );
    for (const casino of casinos) {
      const licences = await rows<{ strength: number }>(
        db,
        sql`select l.strength from casino_licences cl join licences l on l.id = cl.licence_id where cl.casino_id = ${casino.id}`,
      );
      const complaints = await rows<{ status: ComplaintStatus; created_at: string }>(
        db,
        sql`select status, created_at::text from complaints where casino_id = ${casino.id}`,
      );
      const { score } = computeSafetyIndex({
        asOf: startOfUtcDay(ANCHOR),
        launchDate: casino.launch_date,
        licences,
        sizeTier: casino.size_tier,
        complaints: complaints.map((c) => ({ status: c.status, createdAt: new Date(c.created_at) })),
        unfairTerms: casino.unfair_terms,
        withdrawalLimitMonth: casino.limit === null ? null : Number(casino.limit),
        isBlacklisted: casino.is_blacklisted,
      });
      expect(Number(casino.safety_index), `casino ${casino.id}`).toBe(score);
    }
  });

  it("creates demo users nobody can sign in as", async () => {
    expect(await count(db, "select 1 from users")).toBeGreaterThanOrEqual(80);
    expect(await count(db, `select 1 from users where password_hash <> '${UNUSABLE_PASSWORD_HASH}'`)).toBe(0);
    expect(await count(db, `select 1 from users where email not like '%@${DEMO_EMAIL_DOMAIN}' or not is_active`)).toBe(
      0,
    );
    expect(
      await count(db, "select 1 from users u where not exists (select 1 from profiles p where p.user_id = u.id)"),
    ).toBe(0);
  });

  it("tells each complaint in its player's language, kept as the case's language, naming its casino, with the player's currency and its status", async () => {
    const cases = await rows<{
      id: number;
      title: string;
      description: string;
      status: ComplaintStatus;
      classification: string | null;
      amount: string;
      currency: string;
      amount_returned: string | null;
      returned_currency: string | null;
      casino: string;
      lang: Locale;
      locale: Locale;
      country: string;
    }>(
      db,
      sql`select c.id, c.title, c.description, c.status, c.classification, c.amount::text, c.currency,
            c.amount_returned::text, c.returned_currency, ca.name as casino, c.lang, u.locale, p.country
          from complaints c join casinos ca on ca.id = c.casino_id
            join users u on u.id = c.player_id join profiles p on p.user_id = u.id`,
    );
    const messages = await rows<{ complaint_id: number; body: string }>(
      db,
      sql`select complaint_id, body from complaint_messages order by created_at, id`,
    );
    const CURRENCY: Record<string, string> = {
      PT: "EUR",
      FR: "EUR",
      GB: "GBP",
      UA: "UAH",
      BD: "BDT",
      MX: "MXN",
      AR: "USD",
      PE: "PEN",
    };
    // Spanish-speaking players (Mexico, Argentina, Peru) write `es`; the others their site's language.
    const writes = (locale: Locale) => (["mx", "ar", "pe", "es"].includes(locale) ? "es" : locale) as WriterLanguage;
    const EXPECTED: Record<string, string[][]> = {
      new: [[]],
      opened: [["opened"], ["opened", "playerAdds"]],
      waiting_player: [["opened", "askPlayer"]],
      waiting_casino: [["opened", "invite"]],
      "resolved paid_in_full": [["opened", "invite", "casinoPaysAll", "playerGotAll", "resolvedAll"]],
      "resolved paid_in_part": [["opened", "invite", "casinoPaysPart", "playerGotPart", "resolvedPart"]],
      "unresolved casino_refused": [["opened", "invite", "casinoRefuses", "unresolvedRefused"]],
      "unresolved casino_not_responsive": [["opened", "invite", "unresolvedSilent"]],
      "rejected player_not_responsive": [["opened", "askPlayer", "rejected"]],
    };
    const languages = new Set<WriterLanguage>();
    expect(cases.length).toBeGreaterThan(50);
    for (const c of cases) {
      const at = `complaint ${c.id}`;
      const own = writes(c.locale);
      const language = (["en", own] as const).find((l) => COMPLAINT_STORIES.some((s) => s.title[l] === c.title));
      expect(language, `${at}: "${c.title}" in English or ${own}`).toBeDefined();
      languages.add(language!);
      // The site it was filed from: the player's own, or English for those who write English.
      expect(c.lang, at).toBe(language === "en" ? "en" : c.locale);
      expect(c.currency, at).toBe(CURRENCY[c.country]);
      const shown: Locale = language === "en" ? "en" : c.locale;
      const values: Record<string, string> = {
        casino: c.casino,
        amount: money(Number(c.amount), c.currency)[shown],
        returned: c.amount_returned === null ? "" : money(Number(c.amount_returned), c.currency)[shown],
        days: new Intl.NumberFormat(LOCALE_INFO[shown].bcp47).format(7),
      };
      const says = (template: string, text: string) =>
        text === template.replace(/\{(\w+)\}/g, (_, key: string) => values[key]!);
      const story = COMPLAINT_STORIES.find((s) => s.title[language!] === c.title)!;
      expect(says(story.story[language!], c.description), at).toBe(true);
      const steps = messages
        .filter((m) => m.complaint_id === c.id)
        .map((m) => {
          const step = (Object.keys(TIMELINE) as TimelineStep[]).find((k) => says(TIMELINE[k][language!], m.body));
          expect(step, `${at}: "${m.body}" is a ${language} step`).toBeDefined();
          return step;
        });
      const key = EXPECTED[c.status] ? c.status : `${c.status} ${c.classification}`;
      expect(EXPECTED[key], `${at}: ${key}`).toContainEqual(steps);
      if (c.status === "resolved") expect(c.returned_currency, at).toBe(c.currency);
      if (c.classification === "paid_in_full") expect(c.amount_returned, at).toBe(c.amount);
      if (c.classification === "paid_in_part") expect(Number(c.amount_returned), at).toBeLessThan(Number(c.amount));
    }
    expect(languages.size).toBe(6);
  });

  it(
    "gives identical data on a second run",
    async () => {
      const again = await seeded({ anchor: ANCHOR });
      try {
        expect(await digest(again.db)).toEqual(await digest(db));
      } finally {
        await again.close();
      }
    },
    TIMEOUT,
  );
});

describe("seedDemo (scale mode)", () => {
  it(
    "builds 20 slots and 100 reviews per casino",
    async () => {
      const database = await seeded({ scale: 50, anchor: ANCHOR });
      try {
        const { db } = database;
        expect(await count(db, "select 1 from casinos")).toBe(50);
        expect(await count(db, "select 1 from slots")).toBe(20 * 50);
        expect(await count(db, "select 1 from reviews")).toBe(100 * 50);
        expect(await count(db, "select 1 from ratings")).toBe(100 * 50);
        expect(await count(db, "select 1 from casinos where is_top20")).toBe(20);
        expect(await count(db, `select 1 from casinos where ${notAllLocales("summary")}`)).toBe(0);
      } finally {
        await database.close();
      }
    },
    TIMEOUT,
  );
});
