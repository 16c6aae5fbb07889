import { GEO_MAX_AGE_SECONDS } from "./geo";
import type { OpenApiPaths } from "./openapi";

export const geoPaths: OpenApiPaths = {
  "/geo/": {
    get: {
      tags: ["geo"],
      summary: "The visitor's country",
      description:
        "The country of the client address (the first `X-Forwarded-For` hop when the server runs behind a trusted proxy), from a country database shipped with the server; or, when the server is configured with a trusted CDN's country header (`GEO_COUNTRY_HEADER`), that header's country. Private, loopback and other special addresses are unknown. When the visitor has no `location` cookie, it is set to the country found. The browser uses the answer for the country-site redirect.",
      responses: {
        200: {
          description: "The country, `null` when unknown.",
          headers: {
            "Cache-Control": {
              description: "For the visitor's own browser only.",
              schema: { type: "string", const: `private, max-age=${GEO_MAX_AGE_SECONDS}` },
            },
            "Set-Cookie": {
              description:
                "`location=<country>` (a year), only when the visitor has no `location` cookie and the country is known.",
              schema: { type: "string" },
            },
          },
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["country"],
                properties: {
                  country: {
                    type: ["string", "null"],
                    pattern: "^[A-Z]{2}$",
                    description: "ISO 3166-1 alpha-2 code.",
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
