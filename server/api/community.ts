import { Hono, type Context } from "hono";
import { z } from "zod";
import { commentSchema, ratingSchema, reportSchema, reviewSchema } from "#contracts/community";
import { parseId } from "#contracts/ids";
import { LOCALES, type Locale } from "#contracts/locales";
import { LANGUAGE_ORDERS, type LanguageOrder } from "#contracts/review-languages";
import {
  createComment,
  communityCursor,
  type CommunitySort,
  type LanguageChoice,
  commentLanguageCounts,
  reviewLanguageCounts,
  isDuplicateText,
  addFavourite,
  isFavourite,
  listFavourites,
  removeFavourite,
  type FavouriteType,
  reportContent,
  type ContentType,
  rateCasino,
  commentsOf,
  myCasinoState,
  reviewsOfCasino,
  saveReview,
  resolveTarget,
  voteHelpful,
  myContributions,
} from "#modules/community";
import { requireUser } from "../http/auth";
import { clientIp } from "../http/client-ip";
import type { AppEnv } from "../http/env";
import { HttpError, invalidInput, invalidQuery } from "../http/errors";
import type { LimitName } from "../http/rate-limit";
import { visitorContext } from "../http/request-context";
import { parseJson, parseQuery } from "../http/validate";
import type { ApiDeps } from "./index";

const listQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  /** The visitor's language (issue 15, rule 7); the request's language when left out. */
  lang: z.enum(LOCALES, { error: `lang must be one of ${LOCALES.join(", ")}` }).optional(),
  /** `all`: every language together by the order alone; `visitor` (default): the visitor's language first. */
  languages: z.enum(LANGUAGE_ORDERS, { error: "languages must be visitor or all" }).default("visitor"),
});

/**
 * Ratings, reviews, comments, favourites and reports (issue 5; moderation is the staff console's:
 * server/console/moderation.ts). Writes need an active
 * account's bearer (and the API's CSRF header) and are rate-limited per user and per IP; the module
 * commands announce what they changed, and the cached pages follow (server/subscriptions.ts).
 */
export function communityRoutes({ config, db, logger, keys, limits }: ApiDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  async function writer(c: Context<AppEnv>, limit: LimitName) {
    const user = await requireUser(c, db, keys);
    await limits.consume(limit, String(user.userId));
    await limits.consume("contentPerIp", clientIp(c, config.TRUST_PROXY));
    return user;
  }

  async function target(type: "casino" | "slot" | "post", slug: string): Promise<number> {
    const id = await resolveTarget(db, type, slug);
    if (id === null) throw new HttpError(404, "Not found");
    return id;
  }

  function cursorOf(text: string | undefined, sort: CommunitySort, choice: LanguageChoice) {
    const cursor = text ? communityCursor(text, sort, choice) : null;
    if (text && !cursor) throw invalidQuery("cursor", "invalid_cursor", "Invalid cursor");
    return cursor;
  }

  /** The request's site language (the `lang` cookie, the market, the browser: as the pages choose it). */
  const requestLanguage = (c: Context<AppEnv>): Locale => visitorContext(c, config, logger).locale;

  function languagesOf(c: Context<AppEnv>, query: { lang?: Locale; languages: LanguageOrder }) {
    const visitor = query.lang ?? requestLanguage(c);
    const choice: LanguageChoice = query.languages === "all" ? { languages: "all" } : { languages: "visitor", visitor };
    return { visitor, choice };
  }

  api.post("/casinos/:slug/rating/", async (c) => {
    const user = await writer(c, "ratingPerUser");
    const casinoId = await target("casino", c.req.param("slug"));
    const { value } = await parseJson(c, ratingSchema);
    const result = await rateCasino(db, user.userId, casinoId, value);
    return c.json({ value: result.value, users_score: result.usersScore, users_score_count: result.usersScoreCount });
  });

  api.get("/casinos/:slug/reviews/", async (c) => {
    const casinoId = await target("casino", c.req.param("slug"));
    const query = parseQuery(c, listQuery.extend({ sort: z.enum(["newest", "helpful"]).default("newest") }));
    const { visitor, choice } = languagesOf(c, query);
    const [page, counts] = await Promise.all([
      reviewsOfCasino(db, casinoId, {
        sort: query.sort,
        limit: query.limit,
        after: cursorOf(query.cursor, query.sort, choice),
        languages: choice,
      }),
      reviewLanguageCounts(db, casinoId),
    ]);
    return c.json({
      items: page.items,
      next_cursor: page.nextCursor,
      visitor_language: visitor,
      languages: query.languages,
      language_counts: counts,
    });
  });

  api.post("/casinos/:slug/reviews/", async (c) => {
    const user = await writer(c, "reviewPerUser");
    const casinoId = await target("casino", c.req.param("slug"));
    const body = await parseJson(c, reviewSchema);
    const mine = await myCasinoState(db, user.userId, casinoId);
    if (mine.myReview?.text !== body.text && (await isDuplicateText(db, user.userId, body.text))) {
      throw invalidInput("text", "duplicate_text", "You have already posted this text.");
    }
    const result = await saveReview(db, user.userId, casinoId, { ...body, lang: body.lang ?? requestLanguage(c) });
    logger.info({ event: "review_saved", userId: user.userId, reviewId: result.id }, "review saved");
    return c.json({ id: result.id }, result.status === "created" ? 201 : 200);
  });

  api.post("/reviews/:id/helpful/", async (c) => {
    const user = await writer(c, "ratingPerUser");
    const id = parseId(c.req.param("id"));
    if (id === null) throw new HttpError(404, "Not found");
    const result = await voteHelpful(db, user.userId, id);
    if (result.status === "not_found") throw new HttpError(404, "Not found");
    if (result.status === "own_review")
      throw invalidInput("review", "own_review", "You cannot vote for your own review.");
    return c.json({ helpful: result.helpful });
  });

  api.get("/comments/", async (c) => {
    const query = parseQuery(c, listQuery.extend({ target: commentSchema.shape.target }));
    const id = await target(query.target.type, query.target.slug);
    const { visitor, choice } = languagesOf(c, query);
    const [page, counts] = await Promise.all([
      commentsOf(db, query.target.type, id, {
        limit: query.limit,
        after: cursorOf(query.cursor, "comments", choice),
        languages: choice,
      }),
      commentLanguageCounts(db, query.target.type, id),
    ]);
    return c.json({
      items: page.items,
      next_cursor: page.nextCursor,
      visitor_language: visitor,
      languages: query.languages,
      language_counts: counts,
    });
  });

  api.post("/comments/", async (c) => {
    const user = await writer(c, "commentPerUser");
    const body = await parseJson(c, commentSchema);
    const id = await target(body.target.type, body.target.slug);
    if (await isDuplicateText(db, user.userId, body.text))
      throw invalidInput("text", "duplicate_text", "You have already posted this text.");
    const result = await createComment(
      db,
      user.userId,
      { type: body.target.type, id },
      body.text,
      body.parent ?? null,
      body.lang ?? requestLanguage(c),
    );
    if (result.status === "bad_parent")
      throw invalidInput("parent", "bad_parent", "You can only reply to a comment on the same page.");
    return c.json({ id: result.id, created_at: result.createdAt }, 201);
  });

  api.get("/favourites/", async (c) => {
    const user = await requireUser(c, db, keys);
    return c.json({ items: await listFavourites(db, user.userId) });
  });

  const favouriteParams = (c: Context<AppEnv>) => {
    const type = c.req.param("type");
    if (type !== "casino" && type !== "slot") throw new HttpError(404, "Not found");
    return { type: type as FavouriteType, slug: c.req.param("slug") ?? "" };
  };
  api.get("/favourites/:type/:slug/", async (c) => {
    const user = await requireUser(c, db, keys);
    const { type, slug } = favouriteParams(c);
    return c.json({ favourite: await isFavourite(db, user.userId, type, await target(type, slug)) });
  });
  api.put("/favourites/:type/:slug/", async (c) => {
    const user = await requireUser(c, db, keys);
    const { type, slug } = favouriteParams(c);
    await addFavourite(db, user.userId, type, await target(type, slug));
    return c.body(null, 204);
  });
  api.delete("/favourites/:type/:slug/", async (c) => {
    const user = await requireUser(c, db, keys);
    const { type, slug } = favouriteParams(c);
    await removeFavourite(db, user.userId, type, await target(type, slug));
    return c.body(null, 204);
  });

  api.get("/me/contributions/", async (c) => {
    const user = await requireUser(c, db, keys);
    const { lang } = parseQuery(c, z.object({ lang: z.enum(LOCALES).default("en") }));
    return c.json(await myContributions(db, user.userId, lang));
  });

  api.get("/me/casinos/:slug/", async (c) => {
    const user = await requireUser(c, db, keys);
    const casinoId = await target("casino", c.req.param("slug"));
    const [state, favourite] = await Promise.all([
      myCasinoState(db, user.userId, casinoId),
      isFavourite(db, user.userId, "casino", casinoId),
    ]);
    return c.json({ my_score: state.myScore, my_review: state.myReview, helpful_votes: state.helpfulVotes, favourite });
  });

  api.post("/reports/", async (c) => {
    const user = await writer(c, "commentPerUser");
    const body = await parseJson(c, reportSchema);
    const [type, idText] = body.target.split(":") as [ContentType, string];
    const id = parseId(idText);
    if (id === null || !(await reportContent(db, user.userId, type, id, body.reason)))
      throw new HttpError(404, "Not found");
    return c.body(null, 204);
  });

  return api;
}
