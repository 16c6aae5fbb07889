/**
 * Demo players and their profiles. Nobody can sign in as one: the password hash is the literal "!unusable",
 * which no password hashes to, and every e-mail is under DEMO_EMAIL_DOMAIN (a reserved .example domain), which
 * is also how `--force` finds them again.
 */
import type { Locale } from "#contracts/locales";
import { MARKET_CODES } from "#contracts/markets";
import { profiles, users } from "#db/schema";
import { emailKey, usernameKey } from "#modules/accounts";
import type { SeedContext } from "./context";
import { insertRows, insertRowsReturningIds } from "./insert";
import { PEOPLE, slugify } from "./names";
import { daysBefore, isoDay, pastMoment } from "./random";
import type { WriterLanguage } from "./texts/community";

export const DEMO_EMAIL_DOMAIN = "demo.casino-guide.example";
export const UNUSABLE_PASSWORD_HASH = "!unusable";

export interface DemoUser {
  id: number;
  joinedAt: Date;
  /** The player's market (country code) and the site language of that market. */
  country: string;
  locale: Locale;
  /** The language the player writes reviews, comments and complaints in. */
  writes: WriterLanguage;
}

const MARKET_WEIGHTS: Record<string, number> = { PT: 25, BD: 12, UA: 12, FR: 12, GB: 12, MX: 10, AR: 9, PE: 8 };
const SITE_LOCALE: Record<string, Locale> = {
  PT: "pt",
  BD: "bn",
  UA: "ua",
  FR: "fr",
  GB: "en",
  MX: "mx",
  AR: "ar",
  PE: "pe",
};
const WRITES: Record<string, WriterLanguage> = {
  PT: "pt",
  BD: "bn",
  UA: "ua",
  FR: "fr",
  GB: "en",
  MX: "es",
  AR: "es",
  PE: "es",
};

export async function seedUsers(ctx: SeedContext, count: number): Promise<DemoUser[]> {
  const rng = ctx.rng.fork("users");
  const people = Array.from({ length: count }, (_, i) => {
    const market = rng.weighted(MARKET_CODES.map((code) => [code, MARKET_WEIGHTS[code]!] as const));
    const gender = rng.weighted<"female" | "male" | "not_specified">([
      ["female", 45],
      ["male", 45],
      ["not_specified", 10],
    ]);
    const [female, male, last] = PEOPLE[market]!;
    const firstName = rng.pick(gender === "female" ? female : gender === "male" ? male : rng.pick([female, male]));
    const lastName = rng.pick(last);
    const username = `${slugify(firstName)}.${slugify(lastName)}${i + 1}`;
    const joinedAt = pastMoment(rng, daysBefore(ctx.anchor, 3 * 365), ctx.anchor, 0.15);
    const profile = {
      firstName,
      lastName,
      gender,
      dateOfBirth: isoDay(daysBefore(ctx.anchor, rng.int(19 * 365, 65 * 365))),
      country: market,
    };
    return {
      user: {
        username,
        usernameKey: usernameKey(username),
        email: `${username}@${DEMO_EMAIL_DOMAIN}`,
        emailKey: emailKey(`${username}@${DEMO_EMAIL_DOMAIN}`),
        passwordHash: UNUSABLE_PASSWORD_HASH,
        isActive: true,
        locale: SITE_LOCALE[market]!,
        dateJoined: joinedAt,
      },
      profile,
      joinedAt,
      country: market,
      writes: rng.chance(0.3) ? ("en" as const) : WRITES[market]!,
    };
  });
  const ids = await insertRowsReturningIds(
    ctx.db,
    users,
    people.map((p) => p.user),
    ctx.progress.counter("users"),
  );
  await insertRows(
    ctx.db,
    profiles,
    people.map((p, i) => ({ userId: ids[i]!, ...p.profile })),
    ctx.progress.counter("profiles"),
  );
  return people.map((p, i) => ({
    id: ids[i]!,
    joinedAt: p.joinedAt,
    country: p.country,
    locale: p.user.locale,
    writes: p.writes,
  }));
}
