/**
 * Demo data for the casino guide: fictional casinos, operators, studios and slots; real regulators; translated
 * texts in all nine site languages; demo players nobody can sign in as.
 *
 * Deterministic: every random choice comes from one seeded stream (DEFAULT_SEED unless `seed` is given), and
 * every date is relative to an anchor, the start of the current UTC day (or of `anchor`'s UTC day). So two runs
 * on the same day give identical rows, and "new today" statistics (counted live from these rows) and
 * "launched in the last 60 days" casinos make sense whenever the seed is run. Items dated "today" fall in the anchor day's first hour.
 *
 * Demo mode (no `scale`): 60 casinos, 480 slots, 80 players, full texts. Scale mode (`scale: N`): N casinos,
 * 20 × N slots, 100 × N reviews (one per player and casino) by max(200, 10 × N) players, shorter texts.
 * Everything runs in one transaction: a failed run leaves the database as it was.
 */
import type { Db } from "#db/client";
import { casinos } from "#db/schema";
import { seedBonuses } from "./bonuses";
import { insertCasinos, planCasinos } from "./casinos";
import { refreshQualityMarks } from "#modules/casinos";
import { insertComplaints } from "./complaints";
import { seedComments, seedFavourites, seedRatingsAndReviews } from "./community";
import { TextWriter } from "./community-texts";
import type { SeedContext, SeedSizes } from "./context";
import { seedPages } from "./pages";
import { seedPosts } from "./posts";
import { Progress, type OnProgress } from "./progress";
import { DEFAULT_SEED, Rng, startOfUtcDay } from "./random";
import { seedReference } from "./reference";
import { seedSlots } from "./slots";
import { seedUsers } from "./users";

export { clearSeedData } from "./reset";
export { DEMO_EMAIL_DOMAIN, UNUSABLE_PASSWORD_HASH } from "./users";
export type { OnProgress } from "./progress";

export interface SeedOptions {
  /** Scale mode with this many casinos. */
  scale?: number;
  onProgress?: OnProgress;
  /** Dates are relative to the start of this moment's UTC day; default: now. */
  anchor?: Date;
  seed?: number;
  /** Where the articles' hero images' files go (modules/media's `libraryFolderIn(DATA_DIR)`); none: no images. */
  imageFolder?: string | null;
}

export const DEMO_SIZES: SeedSizes = { casinos: 60, slots: 480, users: 80, reviewsPerCasino: null };

export function scaleSizes(casinoCount: number): SeedSizes {
  if (!Number.isInteger(casinoCount) || casinoCount < 1)
    throw new RangeError(`scale must be a positive integer, got ${casinoCount}`);
  return {
    casinos: casinoCount,
    slots: 20 * casinoCount,
    users: Math.max(200, 10 * casinoCount),
    reviewsPerCasino: 100,
  };
}

export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<void> {
  const sizes = options.scale === undefined ? DEMO_SIZES : scaleSizes(options.scale);
  const anchor = startOfUtcDay(options.anchor ?? new Date());
  await db.transaction(async (tx) => {
    const ctx: SeedContext = {
      db: tx,
      rng: new Rng(options.seed ?? DEFAULT_SEED),
      anchor,
      compact: options.scale !== undefined,
      progress: new Progress(estimateRows(sizes), options.onProgress),
      imageFolder: options.imageFolder ?? null,
    };
    const ref = await seedReference(ctx);
    const casinoPlans = planCasinos(ctx, ref, sizes.casinos);
    await insertCasinos(ctx, casinoPlans);
    const slots = await seedSlots(ctx, ref, casinoPlans, sizes.slots);
    await seedBonuses(ctx, ref, casinoPlans, slots);
    const posts = await seedPosts(ctx, ref, casinoPlans, slots);
    const users = await seedUsers(ctx, sizes.users);
    await insertComplaints(ctx, casinoPlans, users);
    // The quality mark is never planned: it goes by its published rule over the facts just stored.
    await refreshQualityMarks(ctx.db, ctx.anchor);
    // One writer for all players' texts: no text is given out twice.
    const writer = new TextWriter();
    await seedRatingsAndReviews(ctx, casinoPlans, users, sizes.reviewsPerCasino, writer);
    await seedComments(ctx, { casinos: casinoPlans, slots, posts }, users, writer);
    await seedFavourites(ctx, casinoPlans, slots, users);
    await seedPages(ctx);
    ctx.progress.finish();
  });
}

/** True when the database already holds casinos (seeded or entered by hand). */
export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ id: casinos.id }).from(casinos).limit(1);
  return rows.length > 0;
}

/** Rows the run will write, roughly, for the progress bar. */
function estimateRows(sizes: SeedSizes): number {
  const perCasino = 95 + 35 + (sizes.reviewsPerCasino === null ? 16 : 2 * sizes.reviewsPerCasino) + 4;
  const perSlot = 11;
  const perUser = sizes.reviewsPerCasino === null ? 8 : 5;
  return 200 + sizes.casinos * perCasino + sizes.slots * perSlot + sizes.users * perUser;
}
