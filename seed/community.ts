/**
 * What demo players did: ratings (one per player per casino, most with a written review), threaded comments
 * on casinos, slots and posts, and favourites. A casino's users_score / users_score_count are then set from
 * the ratings table, so they always match it.
 */
import { eq, inArray, sql } from "drizzle-orm";
import type { Locale } from "#contracts/locales";
import * as schema from "#db/schema";
import type { CasinoPlan } from "./casinos";
import type { SeedContext } from "./context";
import { CHUNK_ROWS, insertRows, insertRowsReturningIds } from "./insert";
import { pastMoment, type Rng } from "./random";
import type { SeededSlots } from "./slots";
import { type TextWriter, type CasinoFacts, type PostFacts, type SlotFacts, type TextTarget } from "./community-texts";
import type { Sentiment } from "./texts/community";
import type { DemoUser } from "./users";

type Status = "published" | "hidden" | "deleted";
type CommentTarget = { type: "casino" | "slot" | "post"; id: number; since: Date; text: TextTarget };

/**
 * The site language a demo player writes from: their market's (Spanish writers of Argentina, Mexico and Peru
 * post from their own Spanish site), or English for those who write in English.
 */
export function postingLanguage(user: DemoUser): Locale {
  return user.writes === "es" ? user.locale : user.writes;
}

export function casinoFacts(casino: CasinoPlan): CasinoFacts {
  return {
    name: casino.name,
    hasLiveChat: casino.hasLiveChat,
    hoursMin: casino.hoursMin,
    hoursMax: casino.hoursMax,
    hasVipClub: casino.hasVipClub,
    hasBonuses: casino.hasBonuses,
    unfairTerms: casino.unfairTerms,
    isBlacklisted: casino.isBlacklisted,
    methods: casino.paymentMethods.map((m) => m.name),
    providers: casino.providers.map((p) => p.name),
  };
}

const HOUR_MS = 3_600_000;

/** `perCasino`: ratings per casino, each with a review (scale mode); null: by size, 60 % reviewed (demo). */
export async function seedRatingsAndReviews(
  ctx: SeedContext,
  casinos: readonly CasinoPlan[],
  users: readonly DemoUser[],
  perCasino: number | null,
  writer: TextWriter,
): Promise<void> {
  const rng = ctx.rng.fork("ratings");
  let ratings: Array<typeof schema.ratings.$inferInsert> = [];
  let reviews: Array<typeof schema.reviews.$inferInsert> = [];
  const flush = async () => {
    if (ratings.length > 0) await insertRows(ctx.db, schema.ratings, ratings, ctx.progress.counter("ratings"));
    if (reviews.length > 0) await insertRows(ctx.db, schema.reviews, reviews, ctx.progress.counter("reviews"));
    ratings = [];
    reviews = [];
  };
  for (const casino of casinos) {
    const count = Math.min(users.length, perCasino ?? casino.sizeTier * rng.int(2, 6));
    const start = rng.int(0, users.length - 1);
    // Players rate roughly as the casino deserves; nobody is happy with a blacklisted one.
    const mean = casino.isBlacklisted ? 2 : 2 + 0.75 * casino.siteScore;
    const facts = casinoFacts(casino);
    for (let k = 0; k < count; k++) {
      const user = users[(start + k) % users.length]!;
      const value = Math.min(10, Math.max(1, Math.round(mean + (rng.next() + rng.next() + rng.next() - 1.5) * 3)));
      const createdAt = pastMoment(
        rng,
        new Date(Math.max(user.joinedAt.getTime(), casino.publishedAt.getTime())),
        ctx.anchor,
        0.25,
      );
      ratings.push({ userId: user.id, casinoId: casino.id, value, createdAt, updatedAt: createdAt });
      if (perCasino === null && !rng.chance(0.6)) continue;
      const sentiment: Sentiment = value >= 8 ? "good" : value >= 5 ? "mixed" : "bad";
      reviews.push({
        userId: user.id,
        casinoId: casino.id,
        text: writer.review(rng, user.writes, sentiment, facts),
        lang: postingLanguage(user),
        rating: value,
        declarationAcceptedAt: createdAt,
        status: status(rng),
        helpfulCount: Math.round(40 * rng.next() ** 3),
        createdAt,
        updatedAt: createdAt,
      });
    }
    if (ratings.length >= 4 * CHUNK_ROWS) await flush();
  }
  await flush();
  await ctx.db.execute(sql`
    update ${schema.casinos} c
    set users_score = s.score, users_score_count = s.n
    from (select casino_id, round(avg(value), 1) as score, count(*)::int as n from ${schema.ratings} group by casino_id) s
    where s.casino_id = c.id`);
}

/** Top-level comments on every casino and post and on a share of the slots; about a third get replies. */
export async function seedComments(
  ctx: SeedContext,
  targets: {
    casinos: readonly CasinoPlan[];
    slots: SeededSlots;
    posts: ReadonlyArray<{ id: number; publishedAt: Date }>;
  },
  users: readonly DemoUser[],
  writer: TextWriter,
): Promise<void> {
  const rng = ctx.rng.fork("comments");
  const perTarget = ctx.compact ? 3 : 6;
  const slotShare = ctx.compact ? 0.02 : 0.08;
  const slots = targets.slots.all.filter(() => rng.chance(slotShare));
  const slotFacts = await slotFactsOf(
    ctx,
    slots.map((s) => s.id),
  );
  const titles = await postTitlesOf(
    ctx,
    targets.posts.map((p) => p.id),
  );
  const all: CommentTarget[] = [
    ...targets.casinos.map((c) => ({
      type: "casino" as const,
      id: c.id,
      since: c.publishedAt,
      text: { type: "casino" as const, facts: casinoFacts(c) },
    })),
    ...slots.map((s) => ({
      type: "slot" as const,
      id: s.id,
      since: s.addedAt,
      text: { type: "slot" as const, facts: slotFacts.get(s.id)! },
    })),
    ...targets.posts.map((p) => ({
      type: "post" as const,
      id: p.id,
      since: p.publishedAt,
      text: { type: "post" as const, facts: { title: titles.get(p.id)! } },
    })),
  ];
  const topLevel = all.flatMap((target) =>
    Array.from({ length: rng.int(target.type === "slot" ? 1 : 0, perTarget) }, () => {
      const user = rng.pick(users);
      const since = new Date(Math.max(target.since.getTime(), user.joinedAt.getTime()));
      return { target, row: comment(rng, writer, user, target, null, pastMoment(rng, since, ctx.anchor, 0.3)) };
    }),
  );
  const parentIds = await insertRowsReturningIds(
    ctx.db,
    schema.comments,
    topLevel.map((c) => c.row),
    ctx.progress.counter("comments"),
  );
  const replies = topLevel.flatMap(({ target, row }, i) =>
    rng.chance(0.35)
      ? Array.from({ length: rng.int(1, 2) }, () => {
          const replier = rng.pick(users);
          const after = Math.max(row.createdAt!.getTime(), replier.joinedAt.getTime()) + rng.int(1, 120) * HOUR_MS;
          const at = new Date(Math.min(ctx.anchor.getTime() + HOUR_MS, after));
          return comment(rng, writer, replier, target, parentIds[i]!, at);
        })
      : [],
  );
  if (replies.length > 0) await insertRows(ctx.db, schema.comments, replies, ctx.progress.counter("comments"));
}

export async function seedFavourites(
  ctx: SeedContext,
  casinos: readonly CasinoPlan[],
  slots: SeededSlots,
  users: readonly DemoUser[],
): Promise<void> {
  const rng = ctx.rng.fork("favourites");
  const most = ctx.compact ? 3 : 6;
  const rows = users.flatMap((user) =>
    [
      ...rng
        .sample(casinos, rng.int(0, most))
        .map((c) => ({ type: "casino" as const, id: c.id, since: c.publishedAt })),
      ...rng.sample(slots.all, rng.int(0, most)).map((s) => ({ type: "slot" as const, id: s.id, since: s.addedAt })),
    ].map((target) => ({
      userId: user.id,
      targetType: target.type,
      targetId: target.id,
      createdAt: pastMoment(rng, new Date(Math.max(user.joinedAt.getTime(), target.since.getTime())), ctx.anchor, 0.2),
    })),
  );
  if (rows.length > 0) await insertRows(ctx.db, schema.favourites, rows, ctx.progress.counter("favourites"));
}

function comment(
  rng: Rng,
  writer: TextWriter,
  user: DemoUser,
  target: CommentTarget,
  parentId: number | null,
  createdAt: Date,
): typeof schema.comments.$inferInsert {
  const text = writer.comment(rng, user.writes, target.text, parentId !== null);
  return {
    lang: postingLanguage(user),
    userId: user.id,
    targetType: target.type,
    targetId: target.id,
    parentId,
    text,
    status: status(rng),
    createdAt,
  };
}

function status(rng: Rng): Status {
  return rng.weighted<Status>([
    ["published", 96],
    ["hidden", 3],
    ["deleted", 1],
  ]);
}

/** The facts slot comments talk about: name, studio, RTP and volatility. */
async function slotFactsOf(ctx: SeedContext, ids: number[]): Promise<Map<number, SlotFacts>> {
  const facts = new Map<number, SlotFacts>();
  for (let i = 0; i < ids.length; i += CHUNK_ROWS) {
    const rows = await ctx.db
      .select({
        id: schema.slots.id,
        name: schema.slots.name,
        provider: schema.providers.name,
        rtp: schema.slots.rtp,
        volatility: schema.slots.volatility,
      })
      .from(schema.slots)
      .innerJoin(schema.providers, eq(schema.providers.id, schema.slots.providerId))
      .where(inArray(schema.slots.id, ids.slice(i, i + CHUNK_ROWS)));
    for (const row of rows) facts.set(row.id, { ...row, rtp: Number(row.rtp) });
  }
  return facts;
}

/** The articles' titles, which their comments name. */
async function postTitlesOf(ctx: SeedContext, ids: number[]): Promise<Map<number, PostFacts["title"]>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: schema.posts.id, title: schema.posts.title })
    .from(schema.posts)
    .where(inArray(schema.posts.id, ids));
  return new Map(rows.map((row) => [row.id, row.title]));
}
