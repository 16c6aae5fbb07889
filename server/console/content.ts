import { Hono, type Context } from "hono";
import { z } from "zod";
import { REVISION_NOTE_MAX } from "#contracts/content";
import type { FieldErrors } from "#contracts/errors";
import { idSchema, parseId } from "#contracts/ids";
import {
  ContentError,
  contentState,
  createDraft,
  diffRevisions,
  publishItems,
  restoreRevision,
  revisionDocument,
  revisionsOf,
  saveDraft,
  unpublishItems,
  type Author,
  type ContentKind,
  type ListOrder,
  type ListPosition,
  type ListStatus,
  type PublishOutcome,
} from "#modules/content";
import type { ApiDeps } from "../api";
import { HttpError } from "../http/errors";
import { parseJson, parseQuery } from "../http/validate";
import { audit, requirePermission, type ConsoleEnv } from "./guard";
import { listAnswer, listPosition, simpleListQuery } from "./list-query";

/** Bulk actions take at most this many items at once. */
export const BULK_MAX = 100;

/** A kind's own bulk action beside publish and unpublish (bonuses: expire), taken by whoever may publish. */
export type BulkAction = (ids: number[], author: Author) => Promise<Array<PublishOutcome | ContentError>>;

const note = z.string().trim().max(REVISION_NOTE_MAX).optional();
const revisionNumber = z.number().int().min(1).max(1_000_000);
const revisionParam = z.coerce.number().int().min(1).max(1_000_000);

/**
 * What a kind's engine calls take (checked by the routes below, documented by ./content-openapi.ts): a
 * document with a note, a save's `based_on`, the revision to publish, a bulk action on ids, a diff's range.
 */
export function contentSchemas<D>(kind: ContentKind<D>, bulkActions: string[]) {
  const documentBody = z.strictObject({ document: kind.schema, note });
  return {
    documentBody,
    saveBody: documentBody.extend({ based_on: revisionNumber.optional() }),
    publishBody: z.strictObject({ revision: revisionNumber.optional() }),
    bulkBody: z.strictObject({
      action: z.enum(bulkActions as [string, ...string[]]),
      ids: z.array(idSchema).min(1).max(BULK_MAX),
    }),
    diffQuery: z.object({ from: revisionParam, to: revisionParam.optional() }),
  };
}

/** A refusal of the engine as the console's answer; a document's field errors under `document.`. */
export function contentHttpError(error: unknown): unknown {
  if (!(error instanceof ContentError)) return error;
  switch (error.reason) {
    case "not_found":
      return new HttpError(404, error.message);
    case "conflict":
      return new HttpError("content_conflict", error.message);
    case "invalid": {
      const errors: FieldErrors = {};
      for (const [field, list] of Object.entries(error.errors ?? {})) errors[`document.${field}`] = list;
      return new HttpError("invalid_input", "Invalid input", errors);
    }
  }
}

const answer = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw contentHttpError(error);
  });

const authorOf = (c: Context<ConsoleEnv>, action: "content.write" | "content.publish"): Author => {
  const staff = requirePermission(c, action);
  return { userId: staff.userId, username: staff.username };
};

/** The item's id from the path (`:id`); 404 for anything else. */
export function idOf(c: Context<ConsoleEnv>): number {
  const id = parseId(c.req.param("id"));
  if (id === null) throw new HttpError(404, "Not found");
  return id;
}

const outcomeJson = (outcome: PublishOutcome | ContentError) =>
  outcome instanceof ContentError
    ? { ok: false as const, error: (contentHttpError(outcome) as HttpError).body }
    : { ok: true as const, ...outcome };

/**
 * The content engine's calls for one kind under `/{path}/` (docs/decisions/0029): its items' state, drafts,
 * publishing, history, diff and restore, bulk publish and unpublish. Each checks its permission and names
 * its action for the audit log (`{kind}.save`, `{kind}.publish` …).
 */
export function contentRoutes<D>(
  { db }: ApiDeps,
  path: string,
  kind: ContentKind<D>,
  ownBulkActions: Record<string, BulkAction> = {},
): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  const base = `/${path}`;
  const bulkActions: Record<string, BulkAction> = {
    publish: (ids) => publishItems(db, kind, ids),
    unpublish: (ids) => unpublishItems(db, kind, ids),
    ...ownBulkActions,
  };
  const { documentBody, saveBody, publishBody, bulkBody, diffQuery } = contentSchemas(kind, Object.keys(bulkActions));
  const named = (c: Context<ConsoleEnv>, action: string, id?: number, detail?: Record<string, unknown>) =>
    audit(c, { action: `${kind.kind}.${action}`, targetKind: kind.kind, targetId: id, detail });

  api.post(`${base}/`, async (c) => {
    const author = authorOf(c, "content.write");
    const body = await parseJson(c, documentBody);
    named(c, "create");
    const state = await answer(createDraft(db, kind, body.document, author, { note: body.note }));
    named(c, "create", state.id, { revision: state.latest_revision });
    return c.json(state, 201);
  });

  api.post(`${base}/bulk/`, async (c) => {
    const author = authorOf(c, "content.publish");
    const body = await parseJson(c, bulkBody);
    const ids = [...new Set(body.ids)];
    named(c, `bulk_${body.action}`, undefined, { ids });
    const outcomes = await bulkActions[body.action]!(ids, author);
    return c.json({ items: outcomes.map(outcomeJson) });
  });

  api.get(`${base}/:id/`, async (c) => {
    requirePermission(c, "content.read");
    return c.json(await answer(contentState(db, kind, idOf(c))));
  });

  api.put(`${base}/:id/`, async (c) => {
    const author = authorOf(c, "content.write");
    const id = idOf(c);
    const body = await parseJson(c, saveBody);
    named(c, "save", id);
    const state = await answer(
      saveDraft(db, kind, id, body.document, author, { note: body.note, basedOn: body.based_on }),
    );
    named(c, "save", id, { revision: state.latest_revision });
    return c.json(state);
  });

  for (const action of ["publish", "unpublish"] as const) {
    api.post(`${base}/:id/${action}/`, async (c) => {
      authorOf(c, "content.publish");
      const id = idOf(c);
      const body = await parseJson(c, publishBody);
      named(c, action, id);
      const [outcome] =
        action === "publish"
          ? await publishItems(db, kind, [id], { revision: body.revision })
          : await unpublishItems(db, kind, [id]);
      if (outcome instanceof ContentError) throw contentHttpError(outcome);
      named(c, action, id, { revision: outcome!.published_revision });
      return c.json(outcome);
    });
  }

  api.get(`${base}/:id/revisions/`, async (c) => {
    requirePermission(c, "content.read");
    return c.json({ items: await answer(revisionsOf(db, kind, idOf(c))) });
  });

  api.get(`${base}/:id/revisions/:number/`, async (c) => {
    requirePermission(c, "content.read");
    const number = parseId(c.req.param("number"));
    if (number === null) throw new HttpError(404, "Not found");
    return c.json({ number, document: await answer(revisionDocument(db, kind, idOf(c), number)) });
  });

  api.post(`${base}/:id/revisions/:number/restore/`, async (c) => {
    const author = authorOf(c, "content.publish");
    const id = idOf(c);
    const number = parseId(c.req.param("number"));
    if (number === null) throw new HttpError(404, "Not found");
    named(c, "restore", id, { from: number });
    const state = await answer(restoreRevision(db, kind, id, number, author));
    named(c, "restore", id, { from: number, revision: state.latest_revision });
    return c.json(state);
  });

  api.get(`${base}/:id/diff/`, async (c) => {
    requirePermission(c, "content.read");
    const id = idOf(c);
    const query = parseQuery(c, diffQuery);
    return c.json({ fields: await answer(diffRevisions(db, kind, id, query.from, query.to)) });
  });

  return api;
}

/** A kind's list that takes only a search text and a status (authors, information pages …), in one order. */
export interface SimpleList<R> {
  /** The list's order, named in its cursors. */
  sort: string;
  order: ListOrder;
  read(
    db: ApiDeps["db"],
    query: { q?: string; status?: ListStatus; after: ListPosition | null; limit: number },
  ): Promise<{ items: R[]; next: ListPosition | null }>;
}

/**
 * A kind's console screens' calls under `/{path}/` when its list has no filters of its own: `GET /{path}/`
 * (search, status, keyset paging) and the content engine's calls (`contentRoutes`). Kinds with filters and
 * sorts write their list route and mount `contentRoutes` beside it (./bonuses.ts, ./posts.ts).
 */
export function simpleKindRoutes<D, R>(deps: ApiDeps, path: string, kind: ContentKind<D>, list: SimpleList<R>) {
  const api = new Hono<ConsoleEnv>();
  api.get(`/${path}/`, async (c) => {
    requirePermission(c, "content.read");
    const { q, status, cursor, limit } = parseQuery(c, simpleListQuery);
    const page = await list.read(deps.db, {
      q: q || undefined,
      status,
      after: listPosition(cursor, kind.kind, list.sort, list.order),
      limit,
    });
    return c.json(listAnswer(page, kind.kind, list.sort));
  });
  api.route("/", contentRoutes(deps, path, kind));
  return api;
}
