/**
 * Slots with their features, themes and the casinos that offer them. A slot is offered only by casinos that
 * carry its provider. Built and inserted in chunks, so scale mode (20 slots per casino) stays within memory.
 */
import type { SlotDocument } from "#contracts/catalog-documents";
import * as schema from "#db/schema";
import { themeFromName } from "#modules/media";
import { slotKind } from "#modules/slots";
import type { CasinoPlan } from "./casinos";
import type { SeedContext } from "./context";
import { importSeed } from "./import";
import { CHUNK_ROWS, insertRows, insertRowsReturningIds, updateRows } from "./insert";
import { slotNames, slugify } from "./names";
import { daysBefore, isoDay, pastMoment, type Rng } from "./random";
import type { Reference } from "./reference";
import {
  LINES_TEXTS,
  SLOT_DESCRIPTION_TEXTS,
  SLOT_SHORT_DESCRIPTION_TEXT,
  VOLATILITY_TEXTS,
  type Volatility,
} from "./texts/slots";
import { fill } from "./texts/translate";

export interface SlotSummary {
  id: number;
  slug: string;
  name: string;
  providerName: string;
  rtp: number;
  maxWin: number;
  reels: number;
  rows: number;
  releaseDate: Date;
}

export interface SeededSlots {
  /** Every slot with the moment it was added to the site. */
  all: Array<{ id: number; addedAt: Date }>;
  /** A few slots each casino offers (for free-spin bonuses), by casino id. */
  byCasino: Map<number, SlotSummary[]>;
  /** Slots released in the last 90 days (for news). */
  recent: SlotSummary[];
}

const SLOTS_KEPT_PER_CASINO = 12;
const LAYOUTS: ReadonlyArray<readonly [readonly [reels: number, rows: number], number]> = [
  [[5, 3], 50],
  [[5, 4], 15],
  [[6, 4], 10],
  [[6, 5], 8],
  [[3, 3], 7],
  [[5, 5], 10],
];
/** Max win (× bet) and hit frequency (%) ranges by volatility. */
const MAX_WIN: Record<Volatility, [number, number]> = {
  low: [500, 2_000],
  medium: [2_000, 5_000],
  high: [5_000, 15_000],
  very_high: [10_000, 50_000],
};
const HIT_FREQUENCY: Record<Volatility, [number, number]> = {
  low: [35, 45],
  medium: [25, 35],
  high: [18, 28],
  very_high: [12, 22],
};

export async function seedSlots(
  ctx: SeedContext,
  ref: Reference,
  casinos: readonly CasinoPlan[],
  count: number,
): Promise<SeededSlots> {
  const rng = ctx.rng.fork("slots");
  const names = slotNames(rng, count);
  const carriers = new Map<number, number[]>();
  for (const casino of casinos) {
    for (const p of casino.providers) {
      if (!carriers.has(p.id)) carriers.set(p.id, []);
      carriers.get(p.id)!.push(casino.id);
    }
  }
  const providers = ref.providers.filter((p) => carriers.has(p.id));
  // A slot whose name tells its theme (Golden Pharaoh, Lucky Cherries) has that theme; the others keep the
  // drawn ones (drawn either way, so that the rest of the data stays as it was).
  const themeSlugs = Object.keys(ref.slotThemeIds);
  const themesOf = (name: string, drawn: string[]) => {
    const told = themeFromName(name);
    return told ? [told] : drawn;
  };
  const result: SeededSlots = { all: [], byCasino: new Map(), recent: [] };

  for (let start = 0; start < count; start += CHUNK_ROWS) {
    const chunk = names
      .slice(start, start + CHUNK_ROWS)
      .map((name) => planSlot(rng, ctx, ref, name, rng.pick(providers)));
    // Each slot's themes, then the casinos offering it, drawn slot by slot as they always were.
    const linked = chunk.map((slot) => ({
      ...slot,
      themes: themesOf(slot.summary.name, rng.sample(themeSlugs, rng.int(1, 2))),
      casinoIds: rng.sample(carriers.get(slot.providerId)!, rng.int(3, 8)),
    }));
    const ids = ctx.compact ? await insertSlotRows(ctx, ref, linked) : await importSlots(ctx, linked);
    const offers: Array<typeof schema.casinoSlots.$inferInsert> = [];
    linked.forEach((slot, i) => {
      const slotId = ids[i]!;
      const summary = { ...slot.summary, id: slotId };
      result.all.push({ id: slotId, addedAt: slot.row.createdAt! });
      if (slot.summary.releaseDate >= daysBefore(ctx.anchor, 90)) result.recent.push(summary);
      for (const casinoId of slot.casinoIds) {
        offers.push({ casinoId, slotId });
        if (!result.byCasino.has(casinoId)) result.byCasino.set(casinoId, []);
        const kept = result.byCasino.get(casinoId)!;
        if (kept.length < SLOTS_KEPT_PER_CASINO) kept.push(summary);
      }
    });
    await insertRows(ctx.db, schema.casinoSlots, offers, ctx.progress.counter("casino slots"));
  }
  return result;
}

type PlannedSlot = ReturnType<typeof planSlot> & { themes: string[]; casinoIds: number[] };

/**
 * Demo mode: the slots go in as an import (./import.ts), then what no editor types (popularity, the day the
 * slot was added) is set as planned. Returns their ids, in the order of `slots`.
 */
async function importSlots(ctx: SeedContext, slots: PlannedSlot[]): Promise<number[]> {
  const ids = await importSeed(ctx, slotKind, slots.map(slotDocument), "slots");
  const slotIds = slots.map((slot) => ids.get(slot.row.slug)!);
  await updateRows(ctx.db, schema.slots, slotIds, {
    popularity: slots.map((slot) => slot.row.popularity),
    createdAt: slots.map((slot) => slot.row.createdAt),
  });
  return slotIds;
}

/** A planned slot as the console's document (contracts/catalog-documents.ts): references by slug. */
function slotDocument({ row, provider, features, themes }: PlannedSlot): SlotDocument {
  return {
    slug: row.slug,
    name: row.name,
    provider: provider.slug,
    releaseDate: row.releaseDate,
    rtp: Number(row.rtp),
    volatility: row.volatility,
    reels: row.reels,
    rows: row.rows,
    paylines: row.paylines ?? null,
    ways: row.ways ?? null,
    minBet: Number(row.minBet),
    maxBet: Number(row.maxBet),
    maxWin: row.maxWin,
    hitFrequency: row.hitFrequency == null ? null : Number(row.hitFrequency),
    demoAvailable: row.demoAvailable!,
    description: row.description as SlotDocument["description"],
    features: [...features].sort(),
    themes: [...themes].sort(),
    artwork: null,
  };
}

/** Scale mode: the rows and their links in bulk. */
async function insertSlotRows(ctx: SeedContext, ref: Reference, slots: PlannedSlot[]): Promise<number[]> {
  const rows = slots.map((s) => ({ ...s.row, providerId: s.provider.id }));
  const ids = await insertRowsReturningIds(ctx.db, schema.slots, rows, ctx.progress.counter("slots"));
  const features = slots.flatMap((s, i) =>
    s.features.map((slug) => ({ slotId: ids[i]!, featureId: ref.slotFeatureIds[slug]! })),
  );
  const themes = slots.flatMap((s, i) =>
    s.themes.map((slug) => ({ slotId: ids[i]!, themeId: ref.slotThemeIds[slug]! })),
  );
  await insertRows(ctx.db, schema.slotFeatureLinks, features, ctx.progress.counter("slot features"));
  await insertRows(ctx.db, schema.slotThemeLinks, themes, ctx.progress.counter("slot themes"));
  return ids;
}

/** The earliest release of a studio's slot: 2010, and never before the studio was founded (nor after the anchor). */
function releasedSince(foundedYear: number | null, anchor: Date): Date {
  const founded = Date.UTC(Math.max(2010, foundedYear ?? 2010), 0, 1);
  return new Date(Math.min(founded, daysBefore(anchor, 1).getTime()));
}

function planSlot(rng: Rng, ctx: SeedContext, ref: Reference, name: string, provider: Reference["providers"][number]) {
  const volatility = rng.weighted<Volatility>([
    ["low", 15],
    ["medium", 35],
    ["high", 35],
    ["very_high", 15],
  ]);
  const [reels, rows] = rng.weighted(LAYOUTS);
  const lines = waysOrPaylines(rng, reels, rows);
  const rtp = rng.float(94, 97.5, 2);
  const maxWin = Math.round(rng.int(...MAX_WIN[volatility]) / 100) * 100;
  const hit = rng.float(...HIT_FREQUENCY[volatility], 2);
  const releaseDate = rng.chance(0.08)
    ? daysBefore(ctx.anchor, rng.int(0, 60))
    : rng.date(releasedSince(provider.foundedYear, ctx.anchor), ctx.anchor);
  const vars = {
    name,
    provider: provider.name,
    reels,
    rows,
    rtp,
    maxWin,
    hit,
    volatility: VOLATILITY_TEXTS[volatility],
    lines: lines.ways
      ? fill(LINES_TEXTS.ways, { count: lines.ways })
      : fill(LINES_TEXTS.paylines, { count: lines.paylines! }),
  };
  const description = ctx.compact
    ? fill(SLOT_SHORT_DESCRIPTION_TEXT, vars)
    : fill(rng.pick(SLOT_DESCRIPTION_TEXTS), vars);
  const others = Object.keys(ref.slotFeatureIds).filter((slug) => slug !== "free-spins");
  const features = [...(rng.chance(0.8) ? ["free-spins"] : []), ...rng.sample(others, rng.int(1, 4))];
  const row = {
    slug: slugify(name),
    name,
    releaseDate: isoDay(releaseDate),
    rtp: rtp.toFixed(2),
    volatility,
    reels,
    rows,
    paylines: lines.paylines,
    ways: lines.ways,
    minBet: rng.pick([0.1, 0.1, 0.2, 0.25]).toFixed(2),
    maxBet: rng.pick([20, 50, 100, 125]).toFixed(2),
    maxWin,
    hitFrequency: hit.toFixed(2),
    demoAvailable: rng.chance(0.9),
    popularity: Math.round(10_000 * rng.next() ** 3),
    description,
    createdAt: pastMoment(rng, releaseDate, ctx.anchor, 0.1),
  };
  return {
    row,
    features,
    provider,
    providerId: provider.id,
    summary: { slug: row.slug, name, providerName: provider.name, rtp, maxWin, reels, rows, releaseDate },
  };
}

/** Fixed paylines on classic layouts, "ways to win" (rows ^ reels) on the others. */
function waysOrPaylines(rng: Rng, reels: number, rows: number): { paylines: number | null; ways: number | null } {
  if (reels === 3) return { paylines: rng.pick([5, 9]), ways: null };
  if (reels === 5 && rows <= 4 && rng.chance(0.6))
    return { paylines: rng.pick(rows === 3 ? [10, 20, 25] : [40, 50]), ways: null };
  return { paylines: null, ways: rows ** reels };
}
