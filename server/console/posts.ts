import { Hono } from "hono";
import { z } from "zod";
import {
  CONSOLE_POST_SORTS,
  markdownPreviewSchema,
  POST_KIND_VALUES,
  postScheduleSchema,
  type MarkdownPreview,
} from "#contracts/blog-documents";
import { slug } from "#contracts/document-fields";
import { LOCALE_INFO } from "#contracts/locales";
import { ContentError } from "#modules/content";
import { renderMarkdown } from "#modules/pages";
import {
  authorKind,
  cancelSchedule,
  CONSOLE_AUTHOR_ORDER,
  CONSOLE_POST_ORDER,
  consoleAuthors,
  consolePosts,
  postKind,
  postOptions,
  scheduleOf,
  schedulePost,
} from "#modules/posts";
import type { ApiDeps } from "../api";
import { HttpError } from "../http/errors";
import { parseJson, parseQuery } from "../http/validate";
import { contentHttpError, contentRoutes, idOf, simpleKindRoutes } from "./content";
import { audit, changesNothing, requirePermission, type ConsoleEnv } from "./guard";
import { listAnswer, listPosition, listQueryShape, yesNo } from "./list-query";

export const postQuery = z.object({
  ...listQueryShape,
  kind: z.enum(POST_KIND_VALUES).optional(),
  author: slug.optional(),
  scheduled: yesNo,
  sort: z.enum(CONSOLE_POST_SORTS).default("updated"),
});

/** A refusal of the schedule: its own field errors as they are (`publish_at`), else the engine's answer. */
const scheduleRefusal = (error: unknown): never => {
  if (error instanceof ContentError && error.reason === "invalid")
    throw new HttpError("invalid_input", "Invalid input", error.errors);
  throw contentHttpError(error);
};

/**
 * The console's blog (issue 17): the post list (search, status, category, author, scheduled; sorts; keyset
 * paging), the form's reference lists, the live preview of a Markdown text as the site would show it, a
 * post's schedule (published by server/post-schedule-job.ts when its time comes), the author list, and the
 * content engine's calls (./content.ts) for both kinds.
 */
export function postConsoleRoutes(deps: ApiDeps): Hono<ConsoleEnv> {
  const { db } = deps;
  const api = new Hono<ConsoleEnv>();

  api.get("/posts/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, postQuery);
    const page = await consolePosts(db, {
      q: query.q || undefined,
      status: query.status,
      kind: query.kind,
      author: query.author,
      scheduled: query.scheduled,
      sort: query.sort,
      after: listPosition(query.cursor, postKind.kind, query.sort, CONSOLE_POST_ORDER[query.sort]),
      limit: query.limit,
    });
    return c.json(listAnswer(page, postKind.kind, query.sort));
  });

  api.get("/posts/options/", async (c) => {
    requirePermission(c, "content.read");
    return c.json(await postOptions(db));
  });

  // A POST (the text may be long), though it changes nothing: no audit entry for every pause in typing.
  api.post("/posts/preview/", async (c) => {
    requirePermission(c, "content.write");
    changesNothing(c);
    const { markdown, language } = await parseJson(c, markdownPreviewSchema);
    return c.json({ ...renderMarkdown(markdown), lang: LOCALE_INFO[language].bcp47 } satisfies MarkdownPreview);
  });

  api.get("/posts/:id/schedule/", async (c) => {
    requirePermission(c, "content.read");
    return c.json({ schedule: await scheduleOf(db, idOf(c)).catch(scheduleRefusal) });
  });

  api.put("/posts/:id/schedule/", async (c) => {
    const staff = requirePermission(c, "content.publish");
    const id = idOf(c);
    const body = await parseJson(c, postScheduleSchema);
    audit(c, { action: "post.schedule", targetKind: postKind.kind, targetId: id, detail: body });
    const author = { userId: staff.userId, username: staff.username };
    const schedule = await schedulePost(db, id, new Date(body.publish_at), author).catch(scheduleRefusal);
    return c.json({ schedule });
  });

  api.delete("/posts/:id/schedule/", async (c) => {
    requirePermission(c, "content.publish");
    const id = idOf(c);
    audit(c, { action: "post.unschedule", targetKind: postKind.kind, targetId: id });
    if (!(await cancelSchedule(db, id).catch(scheduleRefusal))) throw new HttpError(404, "No schedule");
    return c.body(null, 204);
  });

  api.route("/", contentRoutes(deps, "posts", postKind));
  api.route(
    "/",
    simpleKindRoutes(deps, "authors", authorKind, { sort: "name", order: CONSOLE_AUTHOR_ORDER, read: consoleAuthors }),
  );
  return api;
}
