/**
 * Player complaints per casino. Their number follows the casino's size (the norm the Safety Index compares
 * against), its age and its quality; recent ones are still open, older ones are closed as resolved, rejected
 * or unresolved, the share of unresolved ones growing as quality falls.
 */
import { EXPECTED_COMPLAINTS_BY_TIER, type ComplaintStatus } from "#modules/casinos";
import { complaints } from "#db/schema";
import type { SeedContext } from "./context";
import { insertRows } from "./insert";
import { daysBefore, pastMoment, type Rng } from "./random";
import { COMPLAINT_TITLES } from "./texts/community";

export interface ComplaintPlan {
  status: ComplaintStatus;
  title: string;
  amount: string;
  createdAt: Date;
  closedAt: Date | null;
}

const OPEN_DAYS = 21;
const DAY_MS = 86_400_000;

/** `quality` 0 (worst) … 1 (best). */
export function planComplaints(
  rng: Rng,
  casino: { launchDate: Date; sizeTier: 1 | 2 | 3 | 4 | 5; quality: number },
  anchor: Date,
): ComplaintPlan[] {
  const ageYears = (anchor.getTime() - casino.launchDate.getTime()) / DAY_MS / 365.25;
  const badness = 0.3 + 2.2 * (1 - casino.quality) ** 2;
  const expected = EXPECTED_COMPLAINTS_BY_TIER[casino.sizeTier] * Math.min(1, ageYears / 4) * badness;
  const count = Math.round(expected * rng.float(0.5, 1.5));
  const openSince = daysBefore(anchor, OPEN_DAYS);
  return Array.from({ length: count }, () => {
    const createdAt = pastMoment(rng, casino.launchDate, anchor, 0.15);
    const status = createdAt >= openSince ? openStatus(rng) : closedStatus(rng, casino.quality);
    const closedAt = isClosed(status)
      ? new Date(Math.min(anchor.getTime(), createdAt.getTime() + rng.int(2, 45) * DAY_MS))
      : null;
    const amount = rng.weighted<[number, number]>([
      [[50, 500], 5],
      [[500, 5_000], 4],
      [[5_000, 25_000], 1],
    ]);
    return {
      status,
      title: rng.pick(COMPLAINT_TITLES),
      amount: rng.float(amount[0], amount[1], 2).toFixed(2),
      createdAt,
      closedAt,
    };
  });
}

export async function insertComplaints(
  ctx: SeedContext,
  casinos: ReadonlyArray<{ id: number; complaints: ComplaintPlan[] }>,
): Promise<void> {
  const rows = casinos.flatMap((casino) => casino.complaints.map((c) => ({ casinoId: casino.id, ...c })));
  if (rows.length > 0) await insertRows(ctx.db, complaints, rows, ctx.progress.counter("complaints"));
}

function openStatus(rng: Rng): ComplaintStatus {
  return rng.weighted<ComplaintStatus>([
    ["new", 3],
    ["opened", 2],
    ["waiting_casino", 3],
    ["waiting_player", 2],
  ]);
}

function closedStatus(rng: Rng, quality: number): ComplaintStatus {
  const resolved = 0.35 + 0.5 * quality;
  const rejected = 0.15;
  return rng.weighted<ComplaintStatus>([
    ["resolved", resolved],
    ["rejected", rejected],
    ["unresolved", Math.max(0, 1 - resolved - rejected)],
  ]);
}

function isClosed(status: ComplaintStatus): boolean {
  return status === "resolved" || status === "unresolved" || status === "rejected";
}
