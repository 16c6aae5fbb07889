import { Hono } from "hono";
import type { ServerBuild } from "react-router";
import type { AppEnv } from "./env";
import { jsonError } from "./errors";

/**
 * The build the server runs, as docs/product-spec.md §7 "Build and page data" exposes it. The id is React Router's
 * manifest version: a hash of the client manifest, which the browser already holds
 * (`window.__reactRouterManifest.version`), so the two sides compare without anything written for it.
 * docs/decisions/0015.
 */
export interface BuildInfo {
  id: string;
  /** When the build was made (production) or first served (development), ISO 8601. */
  time: string;
  /** React Router's client manifest: entry, routes with their modules, imports and CSS, its own URL. */
  manifest: ServerBuild["assets"];
}

export type BuildSource = () => Promise<BuildInfo>;

/** `npm start`: one build for the life of the process, made at `time` (the server bundle's mtime). */
export function fixedBuild(build: ServerBuild, time: Date): BuildSource {
  const info: BuildInfo = { id: build.assets.version, time: time.toISOString(), manifest: build.assets };
  return async () => info;
}

/** Development: whatever build Vite serves now; its time is when this version was first asked for. */
export function changingBuild(load: () => Promise<ServerBuild>): BuildSource {
  let seen: { id: string; time: string } | null = null;
  return async () => {
    const build = await load();
    if (seen?.id !== build.assets.version) seen = { id: build.assets.version, time: new Date().toISOString() };
    return { ...seen, manifest: build.assets };
  };
}

/** The manifest a client fetches: what React Router's browser code holds, without the dev server's HMR part. */
export function buildMeta(info: BuildInfo) {
  const { entry, routes, url, version, sri } = info.manifest;
  return { id: info.id, time: info.time, version, url, entry, routes, ...(sri ? { sri } : {}) };
}

/**
 * Mounted at /builds: `latest.json` (the live build, never cached without asking again) and
 * `meta/{id}.json` (a build's manifest, immutable under its id; 404 for any other id: the server keeps
 * only the build it runs).
 */
export function buildRoutes(source: BuildSource | undefined): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get("/latest.json", async (c) => {
    if (!source) return jsonError(c, "not_found", "No build");
    const build = await source();
    c.header("Cache-Control", "no-cache");
    return c.json({ id: build.id, time: build.time });
  });
  app.get("/meta/:file", async (c) => {
    const file = c.req.param("file");
    const build = source ? await source() : null;
    if (!build || file !== `${build.id}.json`) {
      c.header("Cache-Control", "no-cache");
      return jsonError(c, "not_found", "Unknown build");
    }
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    return c.json(buildMeta(build));
  });
  app.all("*", (c) => jsonError(c, "not_found", "Not found"));
  return app;
}
