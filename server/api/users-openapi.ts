import {
  activationSchema,
  emailOnlySchema,
  registrationSchema,
  resetConfirmSchema,
  setPasswordSchema,
} from "#contracts/accounts";
import { PASSWORD_MAX, PASSWORD_MIN } from "#contracts/password";
import { LINK_TTL_SECONDS } from "#modules/accounts";
import type { OpenApiPaths } from "./openapi";
import { badBody, CSRF, CSRF_PARAMETERS, jsonBody, limit, noContent, responses, unsafeCall } from "./openapi-parts";

/**
 * The accounts API's paths (issue 3, docs/product-spec.md §7), relative to API_BASE. Request bodies are generated from
 * the same zod schemas the routes parse with, so the document cannot drift from the validation.
 */

const PASSWORD_RULES = `Passwords: ${PASSWORD_MIN} to ${PASSWORD_MAX} characters, not entirely numeric, at least one letter, one digit and one special character, no spaces, not a common password, not too similar to the username or e-mail; the repeat must match. Each broken rule is reported under the field's name in \`errors\` with its own code (e.g. \`too_short\` 'Password must be at least 8 characters long', \`mismatch\` 'Passwords do not match').`;

const LINK_DAYS = `${LINK_TTL_SECONDS / 86400} days`;

export const userPaths: OpenApiPaths = {
  "/csrf/": {
    get: {
      tags: ["accounts"],
      summary: "Set the API's CSRF cookie",
      description:
        "Call with credentials included. Sets the JavaScript-readable cookie `csrftoken`; the browser sends its value back in `X-CSRFToken` on every unsafe call of the API.",
      responses: {
        204: {
          description: "The cookie is set.",
          headers: {
            "Set-Cookie": {
              description: "`csrftoken=…; Path=/; SameSite=Lax` (Secure in production).",
              schema: { type: "string" },
            },
          },
        },
      },
    },
  },
  "/users/": {
    post: {
      tags: ["accounts"],
      summary: "Register",
      description: `Creates an inactive account and sends an activation e-mail with a link to \`/registration/activate/{uid}/{token}\`. ${PASSWORD_RULES} The answer is the same whether the address is new, has an account that was never activated (that registration is replaced: new name, new password, new link; an unactivated account expires with its link after 3 days) or has an active account (its owner is told by e-mail, nothing changes), so nobody learns which addresses are registered. A username in use, reserved by the site or passing for one of those (case, accents, look-alike letters) is a 400 naming \`username\` (field code \`taken\`); one mixing alphabets is \`mixed_scripts\`. Sign-ups that pass the form's rules are limited to ${limit("registrationPerIp")} per IP (one turned down by them is not counted) → 429 with Retry-After. ${CSRF}`,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(registrationSchema, "The e-mail is trimmed and lower-cased; `accept_terms` must be true."),
      responses: {
        201: {
          description: "Registered; an e-mail is on its way to the address.",
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["email", "username"],
                properties: {
                  email: { type: "string", format: "email" },
                  username: { type: "string" },
                },
              },
            },
          },
        },
        400: responses[400],
        ...unsafeCall,
        429: responses[429],
      },
    },
  },
  "/users/activation/": {
    post: {
      tags: ["accounts"],
      summary: "Activate an account",
      description: `Activates the account of an activation link. The token is single-use and expires after ${LINK_DAYS}. ${CSRF}`,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(activationSchema, "The `uid` and `token` of the activation link."),
      responses: {
        204: noContent("Activated."),
        400: badBody(
          "Invalid input, or 'Invalid or expired activation link.' (`invalid_link`, also under `errors.token`); the same link opened again after it activated the account: 'This account is already active.' (`invalid_link`, field code `already_active` under `errors.token`).",
          "invalid_link",
        ),
        ...unsafeCall,
      },
    },
  },
  "/users/resend_activation/": {
    post: {
      tags: ["accounts"],
      summary: "Resend the activation e-mail",
      description: `Sends a new activation e-mail when the address belongs to an inactive account. The answer is the same whatever the address, so it tells nothing about which accounts exist. Limited to ${limit("mailRequestPerIp")} per IP and ${limit("mailRequestPerAddress")} per address (shared with password reset) → 429 with Retry-After. ${CSRF}`,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(emailOnlySchema, "The account's e-mail address."),
      responses: {
        204: noContent("Accepted, whatever the address."),
        400: responses[400],
        ...unsafeCall,
        429: responses[429],
      },
    },
  },
  "/users/set_password/": {
    post: {
      tags: ["accounts"],
      summary: "Change the password",
      description: `Needs \`Authorization: Bearer <access_token>\` (401 'Unauthorized' otherwise). A wrong current password is a 400 (\`wrong_password\` under \`errors.current_password\`) and changes nothing. On success every session of the user is revoked (the client signs out) and the user is mailed that the password changed. ${PASSWORD_RULES} Limited to ${limit("passwordChangePerUser")} per user → 429 with Retry-After. ${CSRF}`,
      security: [{ bearer: [] }],
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(setPasswordSchema, "The current password and the new one, twice."),
      responses: {
        204: noContent("Changed; all sessions are revoked."),
        400: responses[400],
        401: responses[401],
        ...unsafeCall,
        429: responses[429],
      },
    },
  },
  "/users/reset_password/": {
    post: {
      tags: ["accounts"],
      summary: "Request a password reset e-mail",
      description: `Mails a reset link when the address belongs to an active account. The answer is the same whatever the address. Limited to ${limit("mailRequestPerIp")} per IP and ${limit("mailRequestPerAddress")} per address (shared with resend activation) → 429 with Retry-After. ${CSRF}`,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(emailOnlySchema, "The account's e-mail address."),
      responses: {
        204: noContent("Accepted, whatever the address."),
        400: responses[400],
        ...unsafeCall,
        429: responses[429],
      },
    },
  },
  "/users/reset_password_confirm/": {
    post: {
      tags: ["accounts"],
      summary: "Set a new password from a reset link",
      description: `Sets the new password for the account of a reset link. The link dies with the change (its token is bound to the old password) and expires after ${LINK_DAYS}; every session of the user is revoked and the user is mailed that the password changed. ${PASSWORD_RULES} ${CSRF}`,
      parameters: CSRF_PARAMETERS,
      requestBody: jsonBody(resetConfirmSchema, "The `uid` and `token` of the reset link and the new password, twice."),
      responses: {
        204: noContent("Password set; all sessions are revoked."),
        400: badBody(
          "Invalid input, or 'Invalid or expired reset link.' (`invalid_link`, also under `errors.token`).",
          "invalid_link",
        ),
        ...unsafeCall,
      },
    },
  },
};
