import { createRequestHandler, data, redirect, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { fixedBuild } from "#server/http/builds";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * docs/product-spec.md §6, §7 through the real app and React Router's real request handler, over a small build made
 * here (routes whose loaders answer what the tests look for): /builds/latest.json, /builds/meta/{id}.json,
 * {page}/_payload.json and the 'redirect-trailing-slash' guard.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
const cache = new PageCache(100, 4 * 1024 * 1024);
let casinoLoads = 0;

type Loader = (args: { request: Request; params: Record<string, string | undefined>; context: never }) => unknown;
function route(id: string, parentId: string | undefined, path: string | undefined, loader: Loader, index?: true) {
  return {
    server: { id, parentId, path, index, caseSensitive: undefined, module: { default: () => null, loader } },
    client: {
      id,
      parentId,
      path,
      index,
      module: `/assets/${id.replace("routes/", "")}-x1.js`,
      hasAction: false,
      hasLoader: true,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasDefaultExport: true,
      hasErrorBoundary: id === "root",
      imports: [],
      css: [],
    },
  };
}

const ROUTES = [
  route("root", undefined, "", ({ context }) => {
    const { market, locale } = context as { market: string | null; locale: string };
    return { market, locale };
  }),
  route("routes/home", "root", undefined, () => ({ home: true }), true),
  route("routes/casinos", "root", "casinos", ({ request }) => {
    casinoLoads++;
    return {
      casinos: [{ slug: "tidal", launched: new Date("2020-01-02T03:04:05.000Z") }],
      q: new URL(request.url).searchParams.get("q"),
      utm: new URL(request.url).searchParams.get("utm_source"),
    };
  }),
  route("routes/filters", "root", "casinos/filters", ({ request }) => {
    if (new URL(request.url).searchParams.get("providers") === "gone") throw redirect("/casinos/filters?sort=users");
    return { filter: true };
  }),
  route("routes/casino", "root", "casinos/:slug", ({ params }) => {
    if (params.slug !== "tidal") throw data("invalid", { status: 404 });
    return { casino: params.slug };
  }),
  route("routes/lk", "root", "lk", ({ request }) => ({ url: new URL(request.url).pathname })),
  route("routes/new-casinos", "root", "new-casinos", () => ({ top: 5 })),
  route("routes/boom", "root", "boom", () => {
    throw new Error("boom");
  }),
  route("routes/not-found", "root", "*", () => {
    throw data("unmatched", { status: 404 });
  }),
];

const build = {
  entry: {
    module: {
      default: (request: Request, status: number, headers: Headers) => {
        headers.set("Content-Type", "text/html; charset=utf-8");
        return new Response(`<!doctype html><p>page ${new URL(request.url).pathname}</p>`, { status, headers });
      },
      handleError: () => undefined,
    },
  },
  routes: Object.fromEntries(ROUTES.map((r) => [r.server.id, r.server])),
  assets: {
    entry: { module: "/assets/entry.client-x1.js", imports: ["/assets/chunk-x1.js"] },
    routes: Object.fromEntries(ROUTES.map((r) => [r.client.id, r.client])),
    url: "/assets/manifest-4b1d2c3e.js",
    version: "4b1d2c3e",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: false, unstable_subResourceIntegrity: false, v8_trailingSlashAwareDataRequests: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const BUILD_TIME = new Date("2026-11-24T10:00:00.000Z");

const apps = new Map<boolean, ReturnType<typeof createApp>>();
function app(options: { builds?: boolean } = {}) {
  const withBuilds = options.builds !== false;
  const made = apps.get(withBuilds) ?? makeApp(withBuilds);
  apps.set(withBuilds, made);
  return made;
}

function makeApp(withBuilds: boolean) {
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    PUBLIC_ORIGIN: "https://casino-guide.example",
    MARKET_DOMAINS: ["PT", "BD", "UA", "FR", "GB", "MX", "AR", "PE"]
      .map((code) => `${code}=${code === "PT" ? "" : `${code.toLowerCase()}.`}casino-guide.example`)
      .join(","),
  });
  return createApp({
    config,
    database,
    logger: createLogger(config),
    cache,
    web: async () => createRequestHandler(build, "production") as WebHandler,
    builds: withBuilds ? fixedBuild(build, BUILD_TIME) : undefined,
  });
}

const PT = { host: "casino-guide.example" };
const get = (path: string, headers: Record<string, string> = PT) => app().request(path, { headers });

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("GET /builds/latest.json", () => {
  it("answers the live build's id (React Router's manifest version) and time, to be asked again each time", async () => {
    const res = await get("/builds/latest.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({ id: "4b1d2c3e", time: "2026-11-24T10:00:00.000Z" });
  });

  it("is a JSON 404 when the app was given no build", async () => {
    const res = await app({ builds: false }).request("/builds/latest.json", { headers: PT });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});

describe("GET /builds/meta/{buildId}.json", () => {
  it("answers the build's client manifest, immutable under its id", async () => {
    const res = await get("/builds/meta/4b1d2c3e.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = (await res.json()) as Record<string, unknown>;
    expect(meta).toMatchObject({
      id: "4b1d2c3e",
      version: "4b1d2c3e",
      time: "2026-11-24T10:00:00.000Z",
      url: "/assets/manifest-4b1d2c3e.js",
      entry: { module: "/assets/entry.client-x1.js" },
    });
    expect(Object.keys(meta.routes as object)).toContain("routes/casinos");
  });

  it("is a JSON 404 for an unknown id, an id without .json and anything else under /builds", async () => {
    for (const path of ["/builds/meta/0ld0ld00.json", "/builds/meta/4b1d2c3e", "/builds/meta/", "/builds/x.json"]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get("content-type"), path).toContain("application/json");
      expect(await res.json(), path).toMatchObject({ code: "not_found" });
    }
  });
});

describe("GET {page}/_payload.json", () => {
  it("answers the page's loader data as plain JSON, keyed by route", async () => {
    cache.invalidate();
    const res = await get("/casinos/_payload.json?q=tidal&utm_source=mail");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    expect(await res.json()).toEqual({
      root: { market: "PT", locale: "en" },
      "routes/casinos": {
        casinos: [{ slug: "tidal", launched: "2020-01-02T03:04:05.000Z" }],
        q: "tidal",
        utm: null,
      },
    });
  });

  it("is cacheable like the page and served from the page cache the second time", async () => {
    cache.invalidate();
    casinoLoads = 0;
    const first = await get("/casinos/_payload.json");
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate, s-maxage=60");
    expect(first.headers.get("vary")).toContain("Cookie");
    const again = await get("/casinos/_payload.json");
    expect(await again.json()).toEqual(await first.json());
    expect(casinoLoads).toBe(1);
  });

  it("answers for the request's market and language", async () => {
    const res = await get("/casinos/_payload.json", { host: "bd.casino-guide.example", cookie: "lang=en" });
    expect(((await res.json()) as { root: unknown }).root).toEqual({ market: "BD", locale: "en" });
  });

  it("knows the home page and the pages written with a slash", async () => {
    expect(await (await get("/_payload.json")).json()).toMatchObject({ "routes/home": { home: true } });
    expect(await (await get("/lk/_payload.json")).json()).toMatchObject({ "routes/lk": { url: "/lk/" } });
  });

  it("is a JSON 404 where the page is a 404, with the page's message", async () => {
    const unknownSlug = await get("/casinos/nope/_payload.json");
    expect(unknownSlug.status).toBe(404);
    expect(await unknownSlug.json()).toEqual({ code: "not_found", message: "Page Not Found: /casinos/nope" });
    const unmatched = await get("/no/such/page/_payload.json");
    expect(unmatched.status).toBe(404);
    expect(await unmatched.json()).toEqual({ code: "not_found", message: "Page not found: /no/such/page" });
    expect(unmatched.headers.get("cache-control")).toBe("private, no-store");
  });

  it("follows a page's redirect to that page's payload", async () => {
    const res = await get("/casinos/filters/_payload.json?providers=gone");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/casinos/filters/_payload.json?sort=users");
  });

  it("is a JSON 500 when a loader fails", async () => {
    const res = await get("/boom/_payload.json");
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ code: "internal_error" });
  });

  it("is plain JSON even when the client accepts compressed answers", async () => {
    const res = await get("/casinos/_payload.json", { ...PT, "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    const body = res.headers.get("content-encoding") === "gzip" ? await gunzip(res) : await res.text();
    expect(JSON.parse(body)).toHaveProperty("routes/casinos");
  });
});

async function gunzip(res: Response): Promise<string> {
  const stream = res.body!.pipeThrough(new DecompressionStream("gzip"));
  return new Response(stream).text();
}

describe("the 'redirect-trailing-slash' guard (docs/product-spec.md §6)", () => {
  const TABLE: [string, string | null][] = [
    ["/casinos/", "/casinos"],
    ["/casinos/?q=a&sort=users", "/casinos?q=a&sort=users"],
    ["/casinos//", "/casinos"],
    ["/blog/articles/some-post/", "/blog/articles/some-post"],
    ["/lk", "/lk/"],
    ["/lk?tab=1", "/lk/?tab=1"],
    ["/lk//", "/lk/"],
    ["/new-casinos", "/new-casinos/"],
    ["//evil.example/", "/evil.example"],
    ["/casinos", null],
    ["/lk/", null],
    ["/new-casinos/", null],
    ["/", null],
  ];
  for (const [path, target] of TABLE) {
    it(`${path} → ${target ?? "stays"}`, async () => {
      const res = await get(path);
      if (target === null) {
        expect(res.status).toBe(200);
      } else {
        expect(res.status).toBe(301);
        expect(res.headers.get("location")).toBe(target);
      }
    });
  }

  it("leaves the API, the auth service, other methods and build files alone", async () => {
    const api = await get("/api/csrf/");
    expect(api.status).toBe(204);
    const auth = await get("/auth/csrf-token/");
    expect(auth.status).not.toBe(301);
    const post = await app().request("/casinos/", { method: "POST", headers: PT });
    expect(post.status).not.toBe(301);
    const builds = await get("/builds/meta/");
    expect(builds.status).toBe(404);
  });
});
