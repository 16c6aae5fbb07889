import { LOCALES } from "#contracts/locales";
import { LANGUAGE_ORDERS } from "#contracts/review-languages";
import {
  COMMENT_MAX,
  COMMENT_TARGETS,
  commentSchema,
  RATING_MAX,
  RATING_MIN,
  ratingSchema,
  reportSchema,
  REVIEW_MAX,
  REVIEW_MIN,
  reviewSchema,
  targetSchema,
} from "#contracts/community";
import type { OpenApiPaths } from "./openapi";
import {
  BEARER,
  CSRF,
  CSRF_PARAMETERS,
  badBody,
  error,
  jsonBody,
  jsonSchema,
  limit,
  noContent,
  responses,
  unsafeCall,
} from "./openapi-parts";

/**
 * The community API's paths (issue 5: ratings, reviews, comments, favourites, reports; moderation is the
 * staff console's), relative to API_BASE. Request bodies are generated from the zod schemas the routes parse with.
 */

/** Who may write, and how often: every write of server/api/community.ts goes through its `writer()`. */
const WRITER =
  "Needs `Authorization: Bearer <access_token>` of an activated account (401 'Unauthorized' otherwise, also once the account is deactivated).";
const perUserAndIp = (perUser: string, shared = "") =>
  `Limited to ${perUser} per user${shared} and ${limit("contentPerIp")} per IP (ratings, reviews, comments and reports together) → 429 with Retry-After.`;
const SIGNED_IN = "Needs `Authorization: Bearer <access_token>` (401 'Unauthorized' otherwise).";
const DUPLICATE =
  "The same text as one of the user's own reviews or comments of the last 7 days (ignoring case, spacing and punctuation) is refused: 400 with 'You have already posted this text.' (field code `duplicate_text`) under `errors.text`.";
const PAGES =
  "Keyset pages: pass `next_cursor` back as `cursor` (with the same other parameters) for the next page; it is null on the last page. The cursor holds its order and the last item's sort value and id, so items posted meanwhile do not shift the pages. A cursor this API did not give out, or one of another order, is a 400 (`invalid_query`) with 'Invalid cursor' (field code `invalid_cursor`) under `errors.cursor`.";

const integer = { type: "integer" };
const dateTime = { type: "string", format: "date-time" };
const nullableInteger = (extra: Record<string, unknown> = {}) => ({
  anyOf: [{ type: "integer", ...extra }, { type: "null" }],
});
const json = (schema: Record<string, unknown>) => ({ "application/json": { schema } });
const ok = (description: string, schema: Record<string, unknown>) => ({ description, content: json(schema) });
const object = (properties: Record<string, unknown>, description?: string) => ({
  type: "object",
  ...(description && { description }),
  required: Object.keys(properties),
  properties,
});

const slugParameter = (description: string) => ({
  name: "slug",
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const casinoSlug = slugParameter("The casino's slug.");
const pageParameters = [
  {
    name: "cursor",
    in: "query",
    description: "`next_cursor` of the previous page (opaque).",
    schema: { type: "string", maxLength: 200 },
  },
  {
    name: "limit",
    in: "query",
    description: "Items per page.",
    schema: { type: "integer", minimum: 1, maximum: 50, default: 10 },
  },
];

const writtenIn = {
  type: "string",
  enum: [...LOCALES],
  description: "The site language the author wrote from (issue 15, rule 7).",
};
/** The visitor's language and the language order of the community lists (issue 15, rule 7). */
const languageParameters = [
  {
    name: "lang",
    in: "query",
    description:
      "The visitor's site language: its group comes first (es, pe, ar and mx are one group). The request's language (the `lang` cookie, the site's market, the browser) when left out.",
    schema: { type: "string", enum: [...LOCALES] },
  },
  {
    name: "languages",
    in: "query",
    description:
      "`visitor`: the visitor's language group first, then all others, each in the chosen order, paged across both; `all`: every language together in the chosen order.",
    schema: { type: "string", enum: [...LANGUAGE_ORDERS], default: "visitor" },
  },
];

const notFound = (what: string) => error(`Not found: ${what}.`, "not_found");
const unknownCasino = notFound("no casino has this slug");

const review = object({
  id: integer,
  author: { type: "string", description: "The author's username." },
  text: { type: "string" },
  rating: nullableInteger({
    minimum: RATING_MIN,
    maximum: RATING_MAX,
    description: "The rating given with the review, if any.",
  }),
  helpful: { type: "integer", minimum: 0, description: "How many players found it helpful." },
  lang: writtenIn,
  createdAt: dateTime,
});

const commentFields = {
  id: integer,
  author: { type: "string", description: "The author's username." },
  text: { type: "string", description: "As written: clients must escape it when rendering." },
  lang: writtenIn,
  createdAt: dateTime,
};
const reply = object({
  ...commentFields,
  replies: { type: "array", maxItems: 0, description: "Always empty: replies go one level deep." },
});
const comment = object({
  ...commentFields,
  replies: { type: "array", items: reply, description: "Its published replies, oldest first." },
});

/** A page of reviews or comments with its language order and the counts per language. */
const languagePage = (item: Record<string, unknown>, description: string, counted: string) =>
  object({
    items: { type: "array", items: item, description },
    next_cursor: { type: ["string", "null"], description: "Pass as `cursor` for the next page; null on the last one." },
    visitor_language: { type: "string", enum: [...LOCALES], description: "The language whose group comes first." },
    languages: { type: "string", enum: [...LANGUAGE_ORDERS], description: "The language order of this list." },
    language_counts: {
      type: "object",
      description: `Published ${counted} per site language, e.g. \`{ "en": 12, "pt": 4 }\`; languages without any left out.`,
      properties: Object.fromEntries(LOCALES.map((l) => [l, { type: "integer", minimum: 1 }])),
      additionalProperties: false,
    },
  });

const contribution = object({
  id: { type: "integer" },
  text: { type: "string", description: "Up to 200 characters of the text." },
  status: { type: "string", enum: ["published", "hidden"] },
  created_at: { type: "string", format: "date-time" },
  target: object({
    type: { type: "string", enum: ["casino", "slot", "post"] },
    slug: { type: "string" },
    name: { type: "string" },
  }),
});
const favourite = object({
  type: { type: "string", enum: ["casino", "slot"] },
  slug: { type: "string" },
  name: { type: "string" },
  saved_at: dateTime,
});

const FAVOURITE_TYPE = {
  name: "type",
  in: "path",
  required: true,
  description: "What is saved: a casino or a slot (any other value is a 404).",
  schema: { type: "string", enum: ["casino", "slot"] },
};
const favouriteSlug = slugParameter("The casino's or slot's slug.");

export const communityPaths: OpenApiPaths = {
  "/casinos/{slug}/rating/": {
    post: {
      tags: ["community"],
      summary: "Rate a casino",
      description: `${WRITER} A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}: a missing or null \`value\` is a 400 with 'Rating value is required' (field code \`required\`) under \`errors.value\`, any other bad value 'Rating must be a whole number from 1 to 10'. One rating per user and casino: rating again replaces the previous value. The casino's users score (the average, to one decimal) and its count are recomputed at once and returned. An unknown casino is a 404. ${perUserAndIp(limit("ratingPerUser"))} ${CSRF}`,
      security: BEARER,
      parameters: [casinoSlug, ...CSRF_PARAMETERS],
      requestBody: jsonBody(ratingSchema, `The rating, ${RATING_MIN} to ${RATING_MAX}.`),
      responses: {
        200: ok(
          "Rated; the casino's new users score.",
          object({
            value: {
              type: "integer",
              minimum: RATING_MIN,
              maximum: RATING_MAX,
              description: "The user's rating, as stored.",
            },
            users_score: {
              type: ["number", "null"],
              description: "The average of all users' ratings, to one decimal.",
            },
            users_score_count: { type: "integer", minimum: 0, description: "How many users rated the casino." },
          }),
        ),
        400: responses[400],
        401: responses[401],
        ...unsafeCall,
        404: unknownCasino,
        429: responses[429],
      },
    },
  },
  "/casinos/{slug}/reviews/": {
    get: {
      tags: ["community"],
      summary: "List a casino's reviews",
      description: `The casino's published reviews, newest first (\`sort=newest\`) or most helpful first (\`sort=helpful\`). ${PAGES} An unknown casino is a 404.`,
      parameters: [
        casinoSlug,
        { name: "sort", in: "query", schema: { type: "string", enum: ["newest", "helpful"], default: "newest" } },
        ...pageParameters,
        ...languageParameters,
      ],
      responses: {
        200: ok(
          "A page of reviews.",
          languagePage(review, "Published reviews in the chosen order and language order.", "reviews"),
        ),
        400: error(
          "Invalid query parameters: `errors` names each (`sort`, `limit`, `cursor`, `lang`, `languages`); a cursor of another order, visitor language or language order is an invalid cursor.",
          "invalid_query",
        ),
        404: unknownCasino,
      },
    },
    post: {
      tags: ["community"],
      summary: "Write or edit one's review of a casino",
      description: `${WRITER} The text is trimmed and must be ${REVIEW_MIN} to ${REVIEW_MAX} characters; the optional \`rating\` (${RATING_MIN}–${RATING_MAX} or null) belongs to the review and does not change the users score. \`declaration\` must be true, the author declaring that the review is genuine and based on their own experience (400 'Confirm that the review is genuine and based on your own experience' otherwise); its acceptance is recorded with its time. One review per user and casino: posting again edits the user's own review (200 with the same id) instead of adding one (201); nobody else's review can be reached. ${DUPLICATE} Re-posting the review's own unchanged text is allowed. The optional \`lang\` is the site language the review is written from (the request's language when left out; an unknown one is a 400); an edit keeps the latest. An unknown casino is a 404. ${perUserAndIp(limit("reviewPerUser"))} ${CSRF}`,
      security: BEARER,
      parameters: [casinoSlug, ...CSRF_PARAMETERS],
      requestBody: jsonBody(reviewSchema, "The review; `declaration` must be true."),
      responses: {
        200: ok("The user's existing review was edited.", object({ id: integer })),
        201: ok("The review is published.", object({ id: integer })),
        400: badBody(
          "Invalid input: `errors` names each field (`text`, `rating`, `declaration`), including the duplicate text.",
        ),
        401: responses[401],
        ...unsafeCall,
        404: unknownCasino,
        429: responses[429],
      },
    },
  },
  "/comments/": {
    get: {
      tags: ["community"],
      summary: "List the comments on a casino, slot or post",
      description: `The target's published top-level comments, newest first, each with its published replies (oldest first; replies go one level deep). ${PAGES} An unknown target is a 404.`,
      parameters: [
        {
          name: "target",
          in: "query",
          required: true,
          description: `\`<${COMMENT_TARGETS.join("|")}>:<slug>\`, e.g. \`casino:aurora-spins\`; a malformed one is a 400.`,
          schema: jsonSchema(targetSchema),
        },
        ...pageParameters,
        ...languageParameters,
      ],
      responses: {
        200: ok(
          "A page of comments.",
          languagePage(comment, "Top-level comments, newest first, in the language order.", "comments and replies"),
        ),
        400: error(
          "Invalid query parameters: `errors` names each (`target`, `limit`, `cursor`, `lang`, `languages`).",
          "invalid_query",
        ),
        404: notFound("no casino, slot or post has this slug"),
      },
    },
    post: {
      tags: ["community"],
      summary: "Comment, or reply to a comment",
      description: `${WRITER} Comments go on a casino, a slot or a post (\`target\`, \`<${COMMENT_TARGETS.join("|")}>:<slug>\`); the text is trimmed and must be 1 to ${COMMENT_MAX} characters, and is stored as written. Replies go one level deep: \`parent\` must be a published top-level comment on the same target, or the answer is a 400 with 'You can only reply to a comment on the same page.' under \`errors.parent\`. The optional \`lang\` is the site language the comment is written from (the request's language when left out). ${DUPLICATE} An unknown target is a 404. ${perUserAndIp(limit("commentPerUser"), " (shared with reports)")} ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(commentSchema, "The target, the text and, for a reply, the parent comment's id."),
      responses: {
        201: ok("The comment is published.", object({ id: integer, created_at: dateTime })),
        400: badBody(
          "Invalid input: `errors` names each field (`target`, `text`, `parent`), including the duplicate text and a bad parent (`bad_parent`).",
        ),
        401: responses[401],
        ...unsafeCall,
        404: notFound("no casino, slot or post has this slug"),
        429: responses[429],
      },
    },
  },
  "/favourites/": {
    get: {
      tags: ["community"],
      summary: "List one's saved casinos and slots",
      description: `${SIGNED_IN} The signed-in user's favourites only, newest first (not paged).`,
      security: BEARER,
      responses: {
        200: ok("The user's favourites.", object({ items: { type: "array", items: favourite } })),
        401: responses[401],
      },
    },
  },
  "/me/contributions/": {
    get: {
      tags: ["community"],
      summary: "List one's own reviews and comments",
      description: `${SIGNED_IN} The signed-in user's reviews and comments (up to 50 of each, newest first; deleted ones left out, hidden ones with their status), each with the casino, slot or article it is about. \`lang\` names the language of article titles.`,
      security: BEARER,
      parameters: [{ name: "lang", in: "query", schema: { type: "string", enum: [...LOCALES], default: "en" } }],
      responses: {
        200: ok(
          "The user's reviews and comments.",
          object({ reviews: { type: "array", items: contribution }, comments: { type: "array", items: contribution } }),
        ),
        400: responses[400],
        401: responses[401],
      },
    },
  },
  "/reviews/{id}/helpful/": {
    post: {
      tags: ["community"],
      summary: "Mark a review as helpful",
      description: `${SIGNED_IN} One vote per player and review: voting again changes nothing. Nobody votes for their own review (400, field code \`own_review\` under \`errors.review\`). The count orders "most helpful first". No body. ${CSRF}`,
      security: BEARER,
      parameters: [
        { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } },
        ...CSRF_PARAMETERS,
      ],
      responses: {
        200: {
          description: "The review's helpful count.",
          content: {
            "application/json": {
              schema: { type: "object", required: ["helpful"], properties: { helpful: { type: "integer" } } },
            },
          },
        },
        400: responses[400],
        401: responses[401],
        403: responses[403],
        404: notFound("no such published review"),
        429: responses[429],
      },
    },
  },
  "/favourites/{type}/{slug}/": {
    get: {
      tags: ["community"],
      summary: "Whether a casino or slot is among my favourites",
      description: `${SIGNED_IN} A type other than casino or slot, or an unknown slug, is a 404.`,
      security: BEARER,
      parameters: [FAVOURITE_TYPE, favouriteSlug],
      responses: {
        200: {
          description: "The saved state.",
          content: {
            "application/json": {
              schema: { type: "object", required: ["favourite"], properties: { favourite: { type: "boolean" } } },
            },
          },
        },
        401: responses[401],
        404: notFound("not a casino or slot, or no such slug"),
      },
    },
    put: {
      tags: ["community"],
      summary: "Save a casino or slot",
      description: `${SIGNED_IN} Idempotent: saving again changes nothing. A type other than casino or slot, or an unknown slug, is a 404. No body. ${CSRF}`,
      security: BEARER,
      parameters: [FAVOURITE_TYPE, favouriteSlug, ...CSRF_PARAMETERS],
      responses: {
        204: noContent("Saved."),
        401: responses[401],
        403: responses[403],
        404: notFound("not a casino or slot, or no such slug"),
        413: responses[413],
      },
    },
    delete: {
      tags: ["community"],
      summary: "Unsave a casino or slot",
      description: `${SIGNED_IN} Idempotent: removing one that is not saved changes nothing. A type other than casino or slot, or an unknown slug, is a 404. ${CSRF}`,
      security: BEARER,
      parameters: [FAVOURITE_TYPE, favouriteSlug, ...CSRF_PARAMETERS],
      responses: {
        204: noContent("Removed."),
        401: responses[401],
        403: responses[403],
        404: notFound("not a casino or slot, or no such slug"),
        413: responses[413],
      },
    },
  },
  "/me/casinos/{slug}/": {
    get: {
      tags: ["community"],
      summary: "One's own rating, review, helpful votes and favourite of a casino",
      description: `${SIGNED_IN} What the casino page shows the signed-in user: their rating ("my score"), their published review (to edit it), the reviews they found helpful and whether the casino is saved. An unknown casino is a 404.`,
      security: BEARER,
      parameters: [casinoSlug],
      responses: {
        200: ok(
          "The user's state for this casino.",
          object({
            my_score: nullableInteger({
              minimum: RATING_MIN,
              maximum: RATING_MAX,
              description: "The user's rating; null if none.",
            }),
            my_review: {
              anyOf: [
                object({
                  text: { type: "string" },
                  rating: nullableInteger({ minimum: RATING_MIN, maximum: RATING_MAX }),
                }),
                { type: "null" },
              ],
              description: "The user's published review; null if none (or hidden or deleted by moderation).",
            },
            helpful_votes: {
              type: "array",
              items: { type: "integer" },
              description: "The ids of the casino's published reviews the user marked helpful, ascending.",
            },
            favourite: { type: "boolean" },
          }),
        ),
        401: responses[401],
        404: unknownCasino,
      },
    },
  },
  "/reports/": {
    post: {
      tags: ["community"],
      summary: "Report a review or comment",
      description: `${WRITER} Flags a review or comment (\`target\`, \`<review|comment>:<id>\`) for the moderators with a reason of 3 to 500 characters (trimmed). A user reports an item once: reporting it again is accepted and ignored. An unknown item is a 404. ${perUserAndIp(limit("commentPerUser"), " (shared with comments)")} ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(reportSchema, "What is reported, and why."),
      responses: {
        204: noContent("Reported."),
        400: responses[400],
        401: responses[401],
        ...unsafeCall,
        404: notFound("no review or comment has this id"),
        429: responses[429],
      },
    },
  },
};
