import { authPaths } from "../auth/openapi";
import type { Config } from "../config";
import { consolePaths } from "../console/openapi";
import { bonusPaths } from "./bonuses-openapi";
import { casinoPaths } from "./casinos-openapi";
import { communityPaths } from "./community-openapi";
import { complaintPaths } from "./complaints-openapi";
import { errorSchemas } from "./openapi-parts";
import { geoPaths } from "./geo-openapi";
import { searchPaths } from "./search-openapi";
import { slotPaths } from "./slots-openapi";
import { userPaths } from "./users-openapi";

/** One OpenAPI path item per route; each domain file contributes its own. */
export type OpenApiPaths = Record<string, Record<string, unknown>>;

/** Each domain's paths, relative to the base it is mounted at. Add a domain's export here. */
const API_SECTIONS: OpenApiPaths[] = [
  userPaths,
  casinoPaths,
  slotPaths,
  bonusPaths,
  communityPaths,
  geoPaths,
  searchPaths,
];
const AUTH_SECTIONS: OpenApiPaths[] = [authPaths];

function prefixed(base: string, sections: OpenApiPaths[]): OpenApiPaths {
  return Object.fromEntries(
    sections.flatMap((section) => Object.entries(section).map(([path, item]) => [base + path, item])),
  );
}

/** The OpenAPI 3.1 document served at {api}/openapi.json, with the configured base paths filled in. */
export function openApiDocument(config: Config) {
  const paths: OpenApiPaths = {
    ...prefixed(config.API_BASE, [
      { "/openapi.json": { get: { summary: "This document", responses: { 200: { description: "OpenAPI 3.1" } } } } },
      ...API_SECTIONS,
    ]),
    ...prefixed(config.AUTH_BASE, AUTH_SECTIONS),
    ...prefixed(config.COMPLAINTS_BASE, [complaintPaths]),
    ...prefixed(config.CONSOLE_BASE, [consolePaths]),
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Casino Guide API",
      version: "1.0.0",
      description: "The auth service, the main API, the complaint service and the staff console.",
    },
    servers: [{ url: config.PUBLIC_ORIGIN }],
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: errorSchemas,
    },
    paths,
  };
}
