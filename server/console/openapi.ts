import { CONSOLE_ACTIONS, SECOND_FACTOR_STATES, STAFF_ROLES } from "#contracts/console";
import type { OpenApiPaths } from "../api/openapi";
import {
  BEARER,
  CSRF,
  CSRF_PARAMETERS,
  badBody,
  error,
  jsonBody,
  limit,
  responses,
  unsafeCall,
} from "../api/openapi-parts";
import { markdownPreviewSchema, postScheduleSchema } from "#contracts/blog-documents";
import { previewFields } from "./casinos";
import { kindPaths } from "./content-openapi";
import { CONSOLE_KINDS } from "./kinds";
import {
  consoleChange,
  consoleRead,
  gated,
  gatedChange,
  idParameter,
  json,
  object,
  ok,
  page,
  queryParameters,
  STAFF,
  text,
  VERIFIED,
} from "./openapi-parts";
import { peoplePaths } from "./people-openapi";
import { codeBody, proofBody } from "./second-factor";
import { translationItemsQuery } from "./translations";

/**
 * The staff console's paths (issue 17), relative to CONSOLE_BASE (docs/decisions/0027): who is at the
 * console, the second factor, the audit log and the media library here; the content kinds and the people
 * sections in their own files.
 */

const WRONG_CODE = `A code that does not match or was used already is a 400 with field code \`wrong_code\` under \`errors.code\`; after ${limit("secondFactorFailuresPerUser")} wrong codes per account, 429 until the window ends (even for a right code).`;

const recoveryCodes = object({
  recovery_codes: { type: "array", items: text, description: "Ten one-time codes, shown this once." },
});
const staffOnly = error("Not an active staff account.", "staff_only");

const mediaItem = {
  type: "object",
  description: "An image of the library: its variants (WebP and JPEG/PNG at up to three widths) and alt texts.",
};
const mediaId = {
  name: "id",
  in: "path",
  required: true,
  description: "The image's id.",
  schema: { type: "integer", minimum: 1 },
};
const noImage = error("Not found: no image has this id.", "not_found");
const EDITORS = `${VERIFIED} Reading needs \`content.read\`, changing \`media.write\` (admins and editors).`;

const ownPaths: OpenApiPaths = {
  "/me/": {
    get: {
      tags: ["console"],
      summary: "Who is at the console",
      description: `${STAFF} The account's roles, what they allow and where its session stands with the second factor.`,
      security: BEARER,
      responses: {
        200: ok(
          "The staff account.",
          object({
            id: { type: "integer" },
            username: text,
            roles: { type: "array", items: { type: "string", enum: [...STAFF_ROLES] } },
            permissions: { type: "array", items: { type: "string", enum: [...CONSOLE_ACTIONS] } },
            second_factor: { type: "string", enum: [...SECOND_FACTOR_STATES] },
            verified: { type: "boolean" },
          }),
        ),
        401: responses[401],
        403: staffOnly,
      },
    },
  },
  "/second-factor/enrol/": {
    post: {
      tags: ["console"],
      summary: "Set up the second factor",
      description: `${STAFF} A new TOTP secret (replacing one not yet confirmed), its otpauth URI and a QR code (SVG). 409 \`already_enrolled\` once a factor is confirmed: an admin resets a lost one. ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      responses: {
        200: ok("The secret to scan.", object({ secret: text, otpauth_uri: text, qr_svg: text })),
        401: responses[401],
        ...unsafeCall,
        403: error("Not staff, or the CSRF check failed.", ["staff_only", "csrf_failed"]),
        409: error("A second factor is set up already.", "already_enrolled"),
      },
    },
  },
  "/second-factor/confirm/": {
    post: {
      tags: ["console"],
      summary: "Confirm the second factor",
      description: `${STAFF} The first code from the app confirms the set-up: the session passes the second factor and the answer carries the recovery codes. ${WRONG_CODE} ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(codeBody, "A six-digit code."),
      responses: {
        200: ok("Confirmed.", recoveryCodes),
        400: badBody("Malformed or wrong code."),
        401: responses[401],
        ...unsafeCall,
        403: error("Not staff, or the CSRF check failed.", ["staff_only", "csrf_failed"]),
        429: responses[429],
      },
    },
  },
  "/second-factor/verify/": {
    post: {
      tags: ["console"],
      summary: "Pass the second factor",
      description: `${STAFF} A code from the app, or an unused recovery code, opens the console for this session (12 hours). ${WRONG_CODE} ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(proofBody, "`code` (six digits) or `recovery_code` (xxxxx-xxxxx)."),
      responses: {
        200: ok("Passed.", object({ verified: { type: "boolean", const: true } })),
        400: badBody("Malformed or wrong code."),
        401: responses[401],
        ...unsafeCall,
        403: error("Not staff, or the CSRF check failed.", ["staff_only", "csrf_failed"]),
        429: responses[429],
      },
    },
  },
  "/second-factor/recovery-codes/": {
    post: {
      tags: ["console"],
      summary: "New recovery codes",
      description: `${VERIFIED} Ten new codes; the old ones stop working. ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      responses: {
        200: ok("The new codes.", recoveryCodes),
        401: responses[401],
        ...unsafeCall,
        403: error("Not staff, second factor not passed, or the CSRF check failed.", [
          "staff_only",
          "second_factor_required",
          "csrf_failed",
        ]),
      },
    },
  },
  "/audit/": {
    get: {
      tags: ["console"],
      summary: "The audit log",
      description: `${VERIFIED} Needs \`audit.read\` (admins). Every console call that changed something, refused ones too, newest first; filtered by account id, action, target kind and id. Keyset pages: pass \`next_cursor\` back as \`cursor\`.`,
      security: BEARER,
      parameters: [
        { name: "user", in: "query", schema: { type: "integer", minimum: 1 } },
        { name: "action", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "target_kind", in: "query", schema: { type: "string", maxLength: 50 } },
        { name: "target_id", in: "query", schema: { type: "string", maxLength: 100 } },
        { name: "cursor", in: "query", schema: { type: "string", maxLength: 300 } },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 50 } },
      ],
      responses: {
        200: ok(
          "A page of entries.",
          object({
            items: {
              type: "array",
              items: object({
                id: { type: "integer" },
                user_id: { type: ["integer", "null"] },
                username: text,
                action: text,
                target_kind: { type: ["string", "null"] },
                target_id: { type: ["string", "null"] },
                status: { type: "integer" },
                detail: { type: "object" },
                created_at: { type: "string", format: "date-time" },
              }),
            },
            next_cursor: { type: ["string", "null"] },
          }),
        ),
        400: error("Invalid query.", "invalid_query"),
        401: responses[401],
        403: gated,
      },
    },
  },
  "/media/": {
    get: {
      tags: ["console", "media"],
      summary: "The media library",
      description: `${EDITORS} Newest first; \`q\` searches file names and alt texts in every language; \`unused=true\` keeps the images used nowhere. Keyset pages: pass \`next_cursor\` back as \`cursor\`.`,
      security: BEARER,
      parameters: [
        { name: "q", in: "query", schema: { type: "string", maxLength: 200 } },
        { name: "unused", in: "query", schema: { type: "boolean" } },
        { name: "cursor", in: "query", schema: { type: "string", maxLength: 300 } },
        { name: "limit", in: "query", schema: { type: "integer", minimum: 1, maximum: 100, default: 24 } },
      ],
      responses: {
        200: ok(
          "A page of images.",
          object({ items: { type: "array", items: mediaItem }, next_cursor: { type: ["string", "null"] } }),
        ),
        400: error("Invalid query.", "invalid_query"),
        401: responses[401],
        403: gated,
      },
    },
    post: {
      tags: ["console", "media"],
      summary: "Upload an image",
      description: `${EDITORS} \`multipart/form-data\` with \`file\` (JPEG, PNG, WebP, AVIF or GIF, judged by its bytes; SVG refused; at most 10 MB and 40 megapixels) and \`alt.<language>\` (English required). The image is re-encoded without its metadata into WebP and JPEG/PNG variants. A refused file is a 400 under \`errors.file\` (\`invalid_image\`, \`too_large\`, \`taken\` for an image already in the library). ${CSRF}`,
      security: BEARER,
      parameters: CSRF_PARAMETERS,
      requestBody: {
        required: true,
        content: {
          "multipart/form-data": {
            schema: {
              type: "object",
              required: ["file", "alt.en"],
              properties: { file: { type: "string", format: "binary" }, "alt.en": { type: "string", maxLength: 300 } },
            },
          },
        },
      },
      responses: {
        201: ok("Stored.", mediaItem),
        400: badBody("The file or the alt texts do not pass."),
        401: responses[401],
        403: gatedChange,
        413: error("The image is larger than 10 MB.", "body_too_large"),
        415: error("Content-Type must be multipart/form-data.", "unsupported_media_type"),
      },
    },
  },
  "/media/{id}/": {
    get: {
      tags: ["console", "media"],
      summary: "An image and where it is used",
      description: `${EDITORS}`,
      security: BEARER,
      parameters: [mediaId],
      responses: { 200: ok("The image.", mediaItem), 401: responses[401], 403: gated, 404: noImage },
    },
    put: {
      tags: ["console", "media"],
      summary: "Describe an image",
      description: `${EDITORS} Replaces the alt texts (\`{ alt: { en, pt, … } }\`, English required). ${CSRF}`,
      security: BEARER,
      parameters: [mediaId, ...CSRF_PARAMETERS],
      requestBody: {
        required: true,
        description: "The alt texts by language.",
        content: json({ type: "object", required: ["alt"], properties: { alt: { type: "object" } } }),
      },
      responses: {
        200: ok("The image.", mediaItem),
        400: badBody("The alt texts do not pass."),
        401: responses[401],
        ...unsafeCall,
        403: gatedChange,
        404: noImage,
      },
    },
    delete: {
      tags: ["console", "media"],
      summary: "Remove an unused image",
      description: `${EDITORS} Removes the image and its files; an image still used by content is a 409 \`media_in_use\` whose \`usage\` lists where. ${CSRF}`,
      security: BEARER,
      parameters: [mediaId, ...CSRF_PARAMETERS],
      responses: {
        204: { description: "Removed." },
        401: responses[401],
        403: gatedChange,
        404: noImage,
        409: error("The image is used; `usage` lists where.", "media_in_use"),
      },
    },
  },
};

const POSTS = ["console", "posts"];
const schedule = idParameter("id", "The post's id.");
const scheduleAnswer = ok(
  "The post's schedule.",
  object({
    schedule: {
      type: ["object", "null"],
      description: "When the post goes out, and why it did not if the job refused it.",
    },
  }),
);

/** The calls of the kinds beyond the content engine's: the safety preview, the Markdown preview, schedules. */
const kindExtras: OpenApiPaths = {
  "/markets/": {
    get: consoleRead({
      tags: ["console", "markets"],
      summary: "The markets",
      description: `${VERIFIED} Needs \`content.read\`. Each market's country, name, domain, languages and currency, read only (\`editable: false\`): markets are configuration (docs/decisions/0037).`,
      answer: ok(
        "The markets.",
        object({ items: { type: "array", items: { type: "object" } }, editable: { type: "boolean", const: false } }),
      ),
    }),
  },
  "/translations/": {
    get: consoleRead({
      tags: ["console", "translations"],
      summary: "What each language lacks, per kind",
      description: `${VERIFIED} Needs \`content.read\`. For every kind with localised fields: its fields, its items (and those on the site), and per language how many items lack it — a field lacks a language when it counts (required, or an English text) and its text there is empty; visitors then see the English text. Each language names the markets whose visitors read it.`,
      answer: ok(
        "The kinds and languages.",
        object({
          languages: { type: "array", items: { type: "object" } },
          kinds: { type: "array", items: { type: "object" } },
        }),
      ),
    }),
  },
  "/translations/items/": {
    get: consoleRead({
      tags: ["console", "translations"],
      summary: "The items lacking a language",
      description: `${VERIFIED} Needs \`content.read\`. The items (of one kind, or every kind) lacking the language, with the fields they lack: those on the site first, then by kind and id, in keyset pages.`,
      parameters: queryParameters(translationItemsQuery),
      answer: ok(
        "A page of items.",
        page(
          object({
            kind: text,
            path: text,
            label: text,
            id: { type: "integer" },
            title: text,
            status: text,
            on_site: { type: "boolean" },
            missing: { type: "array", items: { type: "object" } },
          }),
        ),
      ),
    }),
  },
  "/casinos/safety-preview/": {
    get: consoleRead({
      tags: ["console", "casinos"],
      summary: "The safety index of facts being edited",
      description: `${VERIFIED} Needs \`content.read\`. The index and its breakdown as the casino's facts would give them (a GET: a preview changes nothing).`,
      parameters: queryParameters(previewFields),
      answer: ok("The index and its parts.", { type: "object" }),
    }),
  },
  "/posts/preview/": {
    post: consoleChange({
      tags: POSTS,
      summary: "A Markdown text as the site would show it",
      description: `${VERIFIED} Needs \`content.write\`. Rendered and sanitised exactly as on the site; changes nothing (not in the audit log).`,
      body: { schema: markdownPreviewSchema, description: "The Markdown and its language." },
      answer: ok("The HTML and its language tag.", { type: "object" }),
    }),
  },
  "/posts/{id}/schedule/": {
    get: consoleRead({
      tags: POSTS,
      summary: "When a post goes out",
      description: `${VERIFIED} Needs \`content.read\`.`,
      parameters: [schedule],
      answer: scheduleAnswer,
      notFound: "no post has this id",
    }),
    put: consoleChange({
      tags: POSTS,
      summary: "Schedule a post",
      description: `${VERIFIED} Needs \`content.publish\`. The post's newest revision is published when the time comes (a job, every minute).`,
      parameters: [schedule],
      body: { schema: postScheduleSchema, description: "When to publish (ISO 8601, in the future)." },
      answer: scheduleAnswer,
      notFound: "no post has this id",
      refusals: { 409: error("Not possible in the post's state.", "content_conflict") },
    }),
    delete: consoleChange({
      tags: POSTS,
      summary: "Cancel a post's schedule",
      description: `${VERIFIED} Needs \`content.publish\`.`,
      parameters: [schedule],
      answer: { description: "Cancelled." },
      status: 204,
      notFound: "no post has this id, or it has no schedule",
      refusals: { 409: error("Not possible in the post's state.", "content_conflict") },
    }),
  },
};

export const consolePaths: OpenApiPaths = {
  ...ownPaths,
  ...peoplePaths,
  ...Object.assign({}, ...CONSOLE_KINDS.map((kind) => kindPaths(kind))),
  ...kindExtras,
};
