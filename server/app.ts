import { mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { requestId } from "hono/request-id";
import { NONCE, secureHeaders } from "hono/secure-headers";
import type { Database } from "#db/client";
import { catalogFiles } from "./http/catalog-files";
import { buildRoutes, type BuildSource } from "./http/builds";
import type { AppEnv } from "./http/env";
import { cspDirectives } from "./http/csp";
import { jsonErrorHandler } from "./http/error-handler";
import { mediaRoutes } from "./http/media";
import { pagePayload } from "./http/payload";
import { seoRoutes } from "./http/seo";
import { staticFiles } from "./http/static-files";
import { refuseUnstorableUrls } from "./http/storable-url";
import { redirectTrailingSlash } from "./http/trailing-slash";
import { deriveKeys, type AuthKeys } from "#modules/accounts";
import { apiRoutes } from "./api";
import { complaintRoutes } from "./api/complaints";
import { consoleRoutes } from "./console";
import { libraryFolder } from "./console/media";
import { authRoutes } from "./auth";
import type { Config } from "./config";
import type { PageCache } from "./http/page-cache";
import { RateLimits } from "./http/rate-limit";
import type { Logger } from "./logger";
import { resolveSecret } from "./secrets";
import { subscribeToChanges } from "./subscriptions";
import { markRecentWrites } from "./http/recent-write";
import { webRequestHandler, type WebHandler } from "./web";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  cache: PageCache;
  /** Derived from the server secret (SECRET_KEY, or the generated development one) when not given. */
  keys?: AuthKeys;
  /** In memory when not given (production and development pass Redis-backed ones with REDIS_URL). */
  limits?: RateLimits;
  /** The React Router request handler (the production build, or Vite's in development). */
  web: () => Promise<WebHandler>;
  /**
   * Pages come from Vite's development server, whose scripts load by URL: they get a nonce (and are not
   * kept). Otherwise a page's scripts are allowed by their hashes (./http/csp.ts).
   */
  viteDevelopment?: boolean;
  /** Folder of the built client files; absent in development, where Vite serves them. */
  clientDir?: string;
  /** The build being served, for /builds/latest.json and /builds/meta/{id}.json (absent: both 404). */
  builds?: BuildSource;
}

/**
 * The one HTTP app: security headers, logs, compression, health, static files, media, then the
 * React Router pages. The auth service and the API mount here under AUTH_BASE and API_BASE; the page
 * cache and the filter indexes follow the content changes the modules announce (./subscriptions.ts).
 */
export function createApp(deps: AppDeps): Hono<AppEnv> {
  const { config, database, logger } = deps;
  const app = new Hono<AppEnv>();
  const production = config.NODE_ENV === "production";
  const tagManager = Boolean(config.TAG_MANAGER_ID);

  // Request ids are the server's own: a client's X-Request-Id is never trusted into the logs.
  app.use(requestId({ headerName: "" }));
  app.use(async (c, next) => {
    c.header("X-Request-Id", c.get("requestId"));
    await next();
  });
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        reqId: c.get("requestId"),
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      "request",
    );
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: { ...cspDirectives({ production, tagManager }), scriptSrc: [NONCE, "'strict-dynamic'"] },
      // A page sets its own policy (its scripts by hash: ./http/csp.ts); every other answer gets this one.
      overwrite: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: production ? "max-age=31536000; includeSubDomains" : false,
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        browsingTopics: [],
      },
    }),
  );
  const serviceBases = [config.AUTH_BASE, config.API_BASE, config.COMPLAINTS_BASE, config.CONSOLE_BASE];
  app.use(refuseUnstorableUrls(serviceBases));
  app.use(compress());
  // A browser that changed something gets its pages as they are now, never a copy from before (docs/decisions/0058).
  app.use(markRecentWrites(production));

  app.get("/healthz", async (c) => {
    try {
      await database.ping();
      return c.json({ status: "ok" });
    } catch (error) {
      logger.error({ err: error }, "health check: database unreachable");
      return c.json({ status: "unavailable" }, 503);
    }
  });

  if (deps.clientDir) {
    app.use("/assets/*", staticFiles(deps.clientDir, "public, max-age=31536000, immutable"));
    // The other public files by their top-level names, so that pages and API calls skip a disk lookup.
    for (const entry of readdirSync(deps.clientDir, { withFileTypes: true })) {
      if (entry.name === "assets") continue;
      const path = entry.isDirectory() ? `/${entry.name}/*` : `/${entry.name}`;
      app.use(path, staticFiles(deps.clientDir, "public, max-age=3600"));
    }
  }

  // Avatars and library images are files: none to serve with an in-memory data folder (tests).
  if (!config.DATA_DIR.startsWith("memory://")) {
    const avatars = join(config.DATA_DIR, "media", "avatars");
    mkdirSync(avatars, { recursive: true });
    app.use("/media/avatars/*", staticFiles(avatars, "public, max-age=31536000, immutable", "/media/avatars"));
    // The media library's files, each named by its content's hash (docs/decisions/0030).
    const library = libraryFolder(config);
    mkdirSync(library, { recursive: true });
    app.use("/media/library/*", staticFiles(library, "public, max-age=31536000, immutable", "/media/library"));
  }
  app.route("/media", mediaRoutes({ db: database.db }));
  app.route("/", seoRoutes({ config, db: database.db }));
  const keys = deps.keys ?? deriveKeys(resolveSecret(config));
  const limits = deps.limits ?? new RateLimits(null);
  subscribeToChanges(database.db, deps.cache);
  const services = { config, db: database.db, logger, cache: deps.cache, keys, limits };
  app.route(config.AUTH_BASE, authRoutes(services));
  // Before the main API: the default complaints base lies under API_BASE, whose catch-all would answer first.
  // With its slash, so that the service's own root is `{base}/`, as every path of the API ends with one.
  app.route(`${config.COMPLAINTS_BASE}/`, complaintRoutes(services));
  app.route(`${config.CONSOLE_BASE}/`, consoleRoutes(services));
  app.route(config.API_BASE, apiRoutes(services));

  // docs/product-spec.md §6, §7: build files, the 'redirect-trailing-slash' guard, page payloads (docs/decisions/0015).
  app.route("/builds", buildRoutes(deps.builds));
  app.route("/i18n", catalogFiles());
  app.use(redirectTrailingSlash([...serviceBases, "/assets", "/media", "/builds", "/i18n"]));
  app.use(pagePayload((request, env) => app.fetch(request, env)));

  app.all(
    "*",
    webRequestHandler({
      config,
      db: database.db,
      logger,
      cache: deps.cache,
      handle: deps.web,
      scriptsByHash: !deps.viteDevelopment,
    }),
  );

  // The auth service and the API answer their errors as JSON themselves; this is the fallback for what
  // escapes them (a JSON internal_error still) and for the pages, static files and media.
  const serviceError = jsonErrorHandler(logger);
  const isService = (path: string) => serviceBases.some((base) => path === base || path.startsWith(`${base}/`));
  app.onError((error, c) => {
    if (isService(c.req.path)) return serviceError(error, c);
    logger.error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.text("Internal Server Error", 500);
  });

  return app;
}
