import { inArray, sql } from "drizzle-orm";
import type { ContentState } from "#contracts/content";
import type { Db } from "#db/client";
import { contentItems, contentRevisions } from "#db/schema";
import { issuesOf, revisionValues, stateOf } from "./items";
import { ContentError, type Author, type BatchSteps, type ContentKind } from "./kind";

/**
 * Many new items at once (an import's new rows, docs/decisions/0049): each document checked as `createDraft`
 * checks it, then, when none is refused, all created as drafts with their first revision and, with `publish`,
 * put on the site as `publishOne` does, one statement per table for them all (the kind's batch steps, the
 * content tables), in one transaction. Returns their states in the documents' order, or the refusals by index
 * (nothing written).
 */
export async function createMany<D>(
  db: Db,
  kind: ContentKind<D>,
  batch: BatchSteps<D>,
  inputs: readonly D[],
  author: Author,
  options: { note?: string; publish: boolean },
): Promise<ContentState<D>[] | Map<number, ContentError>> {
  const refused = new Map<number, ContentError>();
  const documents: D[] = [];
  inputs.forEach((input, index) => {
    const parsed = kind.schema.safeParse(input);
    if (parsed.success) documents.push(parsed.data);
    else refused.set(index, new ContentError("invalid", "The document does not pass", issuesOf(parsed.error)));
  });
  if (refused.size > 0) return refused;
  // Checked before ids are taken, as one by one: no row has the id 0.
  const errors = await batch.check(
    db,
    documents.map((document) => ({ id: 0, document })),
  );
  errors.forEach((found, index) => {
    if (Object.keys(found).length > 0)
      refused.set(index, new ContentError("invalid", "The document does not pass", found));
  });
  if (refused.size > 0 || documents.length === 0) return refused;
  const ids = await batch.reserveIds(db, documents.length);
  const items = await db.transaction(async (tx) => {
    const created = await tx
      .insert(contentItems)
      .values(
        ids.map((id, i) => ({
          kind: kind.kind,
          targetId: id,
          status: "draft" as const,
          latestRevision: 1,
          title: kind.title(documents[i]!),
        })),
      )
      .returning();
    const byTarget = new Map(created.map((item) => [item.targetId, item]));
    const ordered = ids.map((id) => byTarget.get(id)!);
    await tx
      .insert(contentRevisions)
      .values(ordered.map((item, i) => revisionValues(item, 1, documents[i], author, options.note)));
    if (!options.publish) return ordered;
    await batch.write(
      tx,
      ids.map((id, i) => ({ id, document: documents[i]! })),
      true,
    );
    await batch.setVisible(tx, ids, true);
    const published = await tx
      .update(contentItems)
      .set({ status: "published", publishedRevision: sql`${contentItems.latestRevision}`, publishedAt: new Date() })
      .where(
        inArray(
          contentItems.id,
          ordered.map((item) => item.id),
        ),
      )
      .returning();
    const publishedByTarget = new Map(published.map((item) => [item.targetId, item]));
    return ids.map((id) => publishedByTarget.get(id)!);
  });
  return items.map((item, i) => stateOf(item, documents[i]!));
}
