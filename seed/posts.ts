/** Blog posts: the guides, news about the seeded casinos and slots, and expert reviews linked to casinos. */
import type { PostDocumentInput } from "#contracts/blog-documents";
import * as schema from "#db/schema";
import { postKind } from "#modules/posts";
import { casinoDescription, casinoSummary } from "./casino-texts";
import type { CasinoPlan } from "./casinos";
import type { SeedContext } from "./context";
import { seedHeroImages } from "./hero-images";
import { importSeed } from "./import";
import { updateRows } from "./insert";
import { slugify } from "./names";
import { daysBefore, pastMoment, type Rng } from "./random";
import type { Reference } from "./reference";
import type { SeededSlots } from "./slots";
import { guideBody, GUIDES } from "./texts/guides";
import { CLOSING_TEXTS, NEWS_TEXTS, type NewsSubject, type PostTemplate } from "./texts/news";
import { REVIEW_TEXTS, REVIEW_VERDICT_TEXTS } from "./texts/reviews";
import { fill, join, money, type Text, type Vars } from "./texts/translate";

export const NEWS_COUNT = 16;
export const REVIEW_POST_COUNT = 20;

interface PostPlan {
  kind: "news" | "article" | "review";
  template: PostTemplate;
  vars: Vars;
  body: Text[];
  author: string;
  tags: string[];
  casino: CasinoPlan | null;
  notBefore: Date;
}

const NEWS_SUBJECTS: readonly NewsSubject[] = [
  "casino_launch",
  "slot_release",
  "regulation",
  "index_update",
  "crypto_withdrawals",
  "complaint_resolved",
];
const NEWS_AUTHORS: Record<NewsSubject, string> = {
  casino_launch: "tom-hartley",
  slot_release: "tom-hartley",
  regulation: "olena-marchenko",
  index_update: "lucia-ferreyra",
  crypto_withdrawals: "olena-marchenko",
  complaint_resolved: "lucia-ferreyra",
};
const NEWS_TAGS: Record<NewsSubject, string[]> = {
  casino_launch: ["safety", "bonuses"],
  slot_release: ["slots"],
  regulation: ["regulation", "bonuses"],
  index_update: ["safety", "complaints"],
  crypto_withdrawals: ["crypto", "payments"],
  complaint_resolved: ["complaints", "bonuses"],
};
const MARKET_TAGS: Record<string, string> = {
  PT: "portugal",
  UA: "ukraine",
  MX: "mexico",
  AR: "argentina",
  PE: "peru",
  BD: "bangladesh",
  FR: "france",
  GB: "united-kingdom",
};

/** Returns each post's id and publication moment. */
export async function seedPosts(
  ctx: SeedContext,
  ref: Reference,
  casinos: readonly CasinoPlan[],
  slots: SeededSlots,
): Promise<Array<{ id: number; publishedAt: Date }>> {
  const rng = ctx.rng.fork("posts");
  const plans = [...guidePlans(), ...newsPlans(rng, ref, casinos, slots), ...reviewPlans(rng, casinos)];
  const slugs = new Set<string>();
  const rows = plans.map((plan) => {
    const title = fill(plan.template.title, plan.vars);
    const publishedAt = pastMoment(
      rng,
      new Date(Math.max(plan.notBefore.getTime(), daysBefore(ctx.anchor, 365).getTime())),
      ctx.anchor,
      0.4,
    );
    const ageDays = (ctx.anchor.getTime() - publishedAt.getTime()) / 86_400_000;
    return {
      slug: uniqueSlug(slugs, slugify(title.en)),
      kind: plan.kind,
      title,
      summary: fill(plan.template.summary, plan.vars),
      body: join(plan.body, "\n\n"),
      isHot: plan.kind === "news" && (ageDays <= 14 || rng.chance(0.1)),
      views: rng.int(50, 500) + Math.round(Math.max(0, ageDays) * rng.int(5, 60)),
      publishedAt,
    };
  });
  const heroes = await seedHeroImages(
    ctx,
    rows.map((row, i) => ({ slug: row.slug, kind: plans[i]!.kind, tags: plans[i]!.tags })),
  );
  const documents = rows.map(
    (row, i) =>
      ({
        slug: row.slug,
        kind: row.kind,
        title: row.title,
        summary: row.summary,
        body: row.body,
        seoTitle: null,
        seoDescription: null,
        author: plans[i]!.author,
        casino: plans[i]!.casino?.slug ?? null,
        tags: [...new Set(plans[i]!.tags)].sort(),
        isHot: row.isHot,
        hero: heroes.get(row.slug) ?? null,
      }) satisfies Omit<PostDocumentInput, "hero"> & { hero: string | null },
  );
  // The posts go in as an import (./import.ts; their hero images by SHA-256, as in a file), then what no
  // editor types (views, the publication moment) is set as planned.
  const slugIds = await importSeed(ctx, postKind, documents, "posts");
  const ids = rows.map((row) => slugIds.get(row.slug)!);
  await updateRows(ctx.db, schema.posts, ids, {
    views: rows.map((row) => row.views),
    publishedAt: rows.map((row) => row.publishedAt),
  });
  return rows.map((row, i) => ({ id: ids[i]!, publishedAt: row.publishedAt }));
}

function guidePlans(): PostPlan[] {
  return GUIDES.map((guide) => ({
    kind: "article",
    template: guide,
    vars: guide.vars,
    body: [guideBody(guide)],
    author: guideAuthor(guide.tags),
    tags: [...guide.tags],
    casino: null,
    notBefore: new Date(0),
  }));
}

function newsPlans(rng: Rng, ref: Reference, casinos: readonly CasinoPlan[], slots: SeededSlots): PostPlan[] {
  const fresh = casinos.filter((c) => c.isNew);
  const crypto = casinos.filter((c) => c.isCrypto && !c.isBlacklisted);
  const regulators = ref.licences.filter((l) => l.strength === 3);
  return Array.from({ length: NEWS_COUNT }, (_, i) => {
    let subject = NEWS_SUBJECTS[i % NEWS_SUBJECTS.length]!;
    const impossible =
      (subject === "slot_release" && slots.recent.length === 0) ||
      (subject === "crypto_withdrawals" && crypto.length === 0);
    if (impossible) subject = "index_update";
    const k = Math.floor(i / NEWS_SUBJECTS.length);
    const casino =
      subject === "casino_launch" && fresh.length > 0
        ? fresh[k % fresh.length]!
        : subject === "crypto_withdrawals"
          ? crypto[k % crypto.length]!
          : rng.pick(casinos);
    const slot = slots.recent[k % Math.max(1, slots.recent.length)];
    const vars: Vars = {
      casino: casino.name,
      owner: casino.owner,
      score: casino.safety.score,
      licence: subject === "regulation" ? regulators[k % regulators.length]!.name : casino.strongest.name,
      hours: Math.max(1, casino.hoursMin + 2),
      amount: money(rng.pick([850, 1_200, 2_400, 4_750, 9_300])),
      ...(slot
        ? {
            slot: slot.name,
            provider: slot.providerName,
            rtp: slot.rtp,
            maxWin: slot.maxWin,
            reels: slot.reels,
            rows: slot.rows,
          }
        : {}),
    };
    const template = NEWS_TEXTS[subject];
    const aboutCasino = subject !== "regulation" && subject !== "slot_release";
    return {
      kind: "news",
      template,
      vars,
      body: [fill(template.paragraph, vars), rng.pick(CLOSING_TEXTS)],
      author: NEWS_AUTHORS[subject],
      tags: NEWS_TAGS[subject],
      casino: aboutCasino ? casino : null,
      notBefore: subject === "slot_release" && slot ? slot.releaseDate : aboutCasino ? casino.publishedAt : new Date(0),
    };
  });
}

function reviewPlans(rng: Rng, casinos: readonly CasinoPlan[]): PostPlan[] {
  const top = casinos.filter((c) => c.isTop20);
  const picked = [
    ...rng.sample(top, 12),
    ...rng.sample(
      casinos.filter((c) => !c.isTop20),
      REVIEW_POST_COUNT - Math.min(12, top.length),
    ),
  ];
  return picked.slice(0, REVIEW_POST_COUNT).map((casino) => {
    const score = casino.safety.score;
    const verdict = REVIEW_VERDICT_TEXTS[score >= 8 ? "safe" : score >= 6 ? "solid" : score >= 4 ? "caution" : "avoid"];
    const vars: Vars = { casino: casino.name, verdict, score, hoursMin: casino.hoursMin, hoursMax: casino.hoursMax };
    const markets = casino.accepted.filter((code) => MARKET_TAGS[code]).map((code) => MARKET_TAGS[code]!);
    return {
      kind: "review",
      template: { title: REVIEW_TEXTS.title, summary: REVIEW_TEXTS.summary, paragraph: REVIEW_TEXTS.opening },
      vars,
      body: [fill(REVIEW_TEXTS.opening, vars), casinoSummary(casino), casinoDescription(casino)],
      author: rng.pick(["marta-quintela", "lucia-ferreyra", "olena-marchenko", "rahim-chowdhury"]),
      // What sets the casino apart first: the hero image's motif is the first tag that has one.
      tags: [
        ...(casino.isCrypto ? ["crypto"] : []),
        ...(casino.typeSlug === "live-casino" ? ["live-casino"] : []),
        "safety",
        ...rng.sample(markets, 2),
      ],
      casino,
      notBefore: casino.publishedAt,
    };
  });
}

function guideAuthor(tags: readonly string[]): string {
  if (tags.includes("slots")) return "rahim-chowdhury";
  if (tags.includes("complaints")) return "lucia-ferreyra";
  if (tags.includes("payments")) return "olena-marchenko";
  return "marta-quintela";
}

function uniqueSlug(taken: Set<string>, base: string): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
