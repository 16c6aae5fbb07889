import { loginSchema, profileUpdateSchema, refreshSchema } from "#contracts/accounts";
import { GENDERS, type AuthProfile, type ProfileFields } from "#contracts/profile";
import { AVATAR_MAX_BYTES } from "#modules/accounts";
import type { OpenApiPaths } from "../api/openapi";
import { BEARER, error, jsonBody, limit, sharedResponses } from "../api/openapi-parts";

/**
 * The auth service's paths (issue 3, docs/product-spec.md §7), relative to AUTH_BASE. Request bodies are generated from
 * the same zod schemas the routes parse with, so the document cannot drift from the validation.
 */

const NO_STORE = {
  description: "Always `no-store`: nothing the auth service answers may be cached.",
  schema: { type: "string", const: "no-store" },
};

function ok(description: string, schema: Record<string, unknown>) {
  return { description, headers: { "Cache-Control": NO_STORE }, content: { "application/json": { schema } } };
}

/** The shared errors, with the auth service's own CSRF (cookie `auth_csrf`) and 16 KiB body limit. */
const responses = {
  ...sharedResponses,
  403: error(
    "CSRF check failed: the `X-CSRF-Token` header is missing or does not match the `auth_csrf` cookie, or the browser marked the request cross-site (`Sec-Fetch-Site: cross-site`).",
    "csrf_failed",
  ),
  413: error("The body is larger than 16 KiB.", "body_too_large"),
};

const csrfHeader = {
  name: "X-CSRF-Token",
  in: "header",
  required: true,
  description: "The token from `GET {auth}/csrf-token`, bound to the `auth_csrf` cookie of the same browser.",
  schema: { type: "string" },
};
const csrfCookie = {
  name: "auth_csrf",
  in: "cookie",
  required: true,
  description: "HttpOnly secret set by `GET {auth}/csrf-token`; sent automatically with credentials included.",
  schema: { type: "string" },
};
const BEARER_AND_CSRF =
  "Needs `Authorization: Bearer <access_token>` (401 'Unauthorized' otherwise) and the CSRF token in `X-CSRF-Token` with the `auth_csrf` cookie (403 otherwise); call with credentials included.";

const tokenPair = {
  type: "object",
  required: ["access_token", "refresh_token"],
  properties: {
    access_token: { type: "string", description: "Short-lived JWT; send it as `Authorization: Bearer`." },
    refresh_token: {
      type: "string",
      description: "Single-use; `POST {auth}/refresh-token` exchanges it for a new pair.",
    },
  },
};

/** `{ Value, Valid }` (contracts/profile.ts `Nullable`): the auth service's nullable field (docs/product-spec.md §3). */
function nullable(value: Record<string, unknown>) {
  return {
    type: "object",
    required: ["Value", "Valid"],
    properties: {
      Value: { anyOf: [value, { type: "null" }] },
      Valid: { type: "boolean", description: "false when Value is null." },
    },
  };
}

/** contracts/profile.ts `AuthProfile`, field for field (the type check keeps the two the same). */
const profileProperties = {
  ID: { type: "integer" },
  IsStaff: { type: "boolean" },
  Username: { type: "string" },
  Email: { type: "string", format: "email" },
  DateJoined: { type: "string", format: "date-time" },
  Avatar: nullable({ type: "string", description: "Where the avatar image is served." }),
  FirstName: nullable({ type: "string" }),
  LastName: nullable({ type: "string" }),
  PhoneNumber: nullable({ type: "string" }),
  Gender: nullable({ type: "string", enum: [...GENDERS] }),
  DateOfBirth: nullable({ type: "string", format: "date" }),
  Country: nullable({ type: "string", pattern: "^[A-Z]{2}$", description: "ISO 3166-1 alpha-2 code." }),
} satisfies Record<keyof AuthProfile, unknown>;

const profile = { type: "object", required: Object.keys(profileProperties), properties: profileProperties };

const nullableString = (extra: Record<string, unknown> = {}) => ({
  anyOf: [{ type: "string", ...extra }, { type: "null" }],
});

/** contracts/profile.ts `ProfileFields`. */
const profileEchoProperties = {
  first_name: nullableString(),
  last_name: nullableString(),
  phone_number: nullableString(),
  gender: { anyOf: [{ type: "string", enum: [...GENDERS] }, { type: "null" }] },
  date_of_birth: nullableString({ format: "date" }),
  country: nullableString({ pattern: "^[A-Z]{2}$" }),
} satisfies Record<keyof ProfileFields, unknown>;

const profileEcho = { type: "object", required: Object.keys(profileEchoProperties), properties: profileEchoProperties };

export const authPaths: OpenApiPaths = {
  "/csrf-token": {
    get: {
      tags: ["auth"],
      summary: "Get a CSRF token",
      description:
        "Call with credentials included. Sets the HttpOnly `auth_csrf` cookie when the browser has none and returns a token bound to it and to the session of the bearer, when an `Authorization: Bearer` header is sent (the browser fetches one right after login); the browser keeps it (localStorage `csrf_token`) and sends it back in `X-CSRF-Token` on logout and the profile calls. A token of another session, or of none, is refused there with 403 `csrf_failed`.",
      responses: {
        200: {
          ...ok("A CSRF token for this browser.", {
            type: "object",
            required: ["csrf_token"],
            properties: { csrf_token: { type: "string" } },
          }),
          headers: {
            "Cache-Control": NO_STORE,
            "Set-Cookie": {
              description: "`auth_csrf=…; Path=/; HttpOnly; SameSite=Lax` (Secure in production), when missing.",
              schema: { type: "string" },
            },
          },
        },
      },
    },
  },
  "/login": {
    post: {
      tags: ["auth"],
      summary: "Log in",
      description: `Exchanges an e-mail or username and password for a token pair (\`Cache-Control: no-store\`). Wrong credentials and unknown accounts get the same 401; an account that is not activated, or that an admin deactivated, gets 403, after a correct password only. Failed logins are limited to ${limit("loginFailuresPerAccount")} per account and ${limit("loginFailuresPerIp")} per IP → 429 with Retry-After; a successful login resets the account's count.`,
      requestBody: jsonBody(loginSchema, "`login` is the e-mail address or the username (case-insensitive)."),
      responses: {
        200: ok("The access and refresh tokens.", tokenPair),
        400: responses[400],
        401: error("Unable to log in with the provided credentials.", "invalid_credentials"),
        403: error("The account is not activated yet, or was deactivated.", [
          "account_inactive",
          "account_deactivated",
        ]),
        413: responses[413],
        415: responses[415],
        429: responses[429],
      },
    },
  },
  "/refresh-token": {
    post: {
      tags: ["auth"],
      summary: "Rotate the refresh token",
      description:
        "Call with credentials included. Refresh tokens are single-use: each call returns a new pair (`Cache-Control: no-store`) and retires the presented token. Presenting a retired token again revokes the whole session family (RFC 9700 §4.14.2) and is logged.",
      requestBody: jsonBody(refreshSchema, "The current refresh token."),
      responses: {
        200: ok("A new access and refresh token.", tokenPair),
        400: responses[400],
        401: error(
          "Session expired: the refresh token is unknown, expired, reused or of a revoked session.",
          "session_expired",
        ),
        413: responses[413],
        415: responses[415],
      },
    },
  },
  "/logout": {
    post: {
      tags: ["auth"],
      summary: "Log out",
      description: `${BEARER_AND_CSRF} Revokes the session and its whole refresh family server-side.`,
      security: BEARER,
      parameters: [csrfHeader, csrfCookie],
      responses: {
        204: { description: "Logged out.", headers: { "Cache-Control": NO_STORE } },
        401: responses[401],
        403: responses[403],
        413: responses[413],
      },
    },
  },
  "/profile": {
    get: {
      tags: ["auth"],
      summary: "Read the signed-in user's profile",
      description: `${BEARER_AND_CSRF} Field names as the auth service supplies them (docs/product-spec.md §3); the optional ones are \`{ Value, Valid }\`.`,
      security: BEARER,
      parameters: [csrfHeader, csrfCookie],
      responses: {
        200: ok("The user and their profile.", profile),
        401: responses[401],
        403: responses[403],
      },
    },
    patch: {
      tags: ["auth"],
      summary: "Update the signed-in user's profile",
      description: `${BEARER_AND_CSRF} Only the fields below are applied; any other field (is_staff, email, id, username…) is ignored. Empty strings clear a field (null). The response echoes the stored fields.`,
      security: BEARER,
      parameters: [csrfHeader, csrfCookie],
      requestBody: jsonBody(profileUpdateSchema, "Any subset of the profile fields; null clears one."),
      responses: {
        200: ok("The stored profile fields.", profileEcho),
        400: responses[400],
        401: responses[401],
        403: responses[403],
        413: responses[413],
        415: responses[415],
      },
    },
  },
  "/profile/avatar": {
    put: {
      tags: ["auth"],
      summary: "Upload the signed-in user's avatar",
      description: `${BEARER_AND_CSRF} The body is the image itself (not JSON), at most ${AVATAR_MAX_BYTES / 1024 / 1024} MB. It is accepted by its content, whatever its Content-Type: the decoder must recognise a JPEG, PNG, WebP or GIF. It is re-encoded to a 256 × 256 WebP without metadata under a new random name, and the previous avatar is deleted.`,
      security: BEARER,
      parameters: [csrfHeader, csrfCookie],
      requestBody: {
        required: true,
        description: "The image's bytes.",
        content: {
          "application/octet-stream": { schema: { type: "string", contentMediaType: "application/octet-stream" } },
        },
      },
      responses: {
        200: ok("Where the new avatar is served.", {
          type: "object",
          required: ["avatar"],
          properties: { avatar: { type: "string" } },
        }),
        400: error(
          "Invalid input: 'Upload a JPEG, PNG, WebP or GIF image.' (field code `invalid_image`) under `errors.avatar`.",
          "invalid_input",
        ),
        401: responses[401],
        403: responses[403],
        413: error(`The image is larger than ${AVATAR_MAX_BYTES / 1024 / 1024} MB.`, "body_too_large"),
      },
    },
  },
};
