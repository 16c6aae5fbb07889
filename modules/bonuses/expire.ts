import type { BonusDocument } from "#contracts/bonus-document";
import type { Db } from "#db/client";
import {
  ContentError,
  contentState,
  publishItems,
  saveDraft,
  type Author,
  type PublishOutcome,
} from "#modules/content";
import { bonusKind } from "./document";
import { dayBefore } from "./expiry";

/** The note of the revision an expiry adds. */
export const EXPIRED_NOTE = "Expired";

/**
 * The offer ended today: its last valid day becomes yesterday (the valid-until day itself still counts,
 * ./expiry.ts), so it leaves the lists of valid offers and loses its promo code at once; a first day after
 * that moves back with it.
 */
export function expiredDocument(bonus: BonusDocument, today: string): BonusDocument {
  const lastDay = dayBefore(today);
  if (bonus.validUntil !== null && bonus.validUntil <= lastDay) return bonus;
  const validFrom = bonus.validFrom !== null && bonus.validFrom > lastDay ? lastDay : bonus.validFrom;
  return { ...bonus, validFrom, validUntil: lastDay };
}

/**
 * The console's bulk action "expire": each bonus on the site gets a revision whose offer ended (above),
 * published at once. A bonus never published, unpublished, or with a newer revision not yet published is
 * refused (publishing it would put unreviewed edits on the site). Returns each bonus's outcome or refusal.
 */
export async function expireBonuses(
  db: Db,
  ids: number[],
  author: Author,
  today: string,
): Promise<Array<PublishOutcome | ContentError>> {
  const outcomes: Array<PublishOutcome | ContentError> = [];
  for (const id of ids) outcomes.push(await expireOne(db, id, author, today).catch(refusal));
  return outcomes;
}

const refusal = (error: unknown): ContentError => {
  if (error instanceof ContentError) return error;
  throw error;
};

async function expireOne(db: Db, id: number, author: Author, today: string): Promise<PublishOutcome | ContentError> {
  const state = await contentState(db, bonusKind, id);
  if (state.status !== "published") throw new ContentError("conflict", "Only a bonus on the site can be expired");
  if (state.pending)
    throw new ContentError("conflict", `Revision ${state.latest_revision} is not published yet: publish it first`);
  const expired = expiredDocument(state.document, today);
  if (expired === state.document) return { id, status: state.status, published_revision: state.published_revision };
  const saved = await saveDraft(db, bonusKind, id, expired, author, {
    note: EXPIRED_NOTE,
    basedOn: state.latest_revision,
  });
  const [outcome] = await publishItems(db, bonusKind, [id], { revision: saved.latest_revision });
  return outcome!;
}
