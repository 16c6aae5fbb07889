import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { loadConfig } from "#server/config";
import { PageCache } from "#server/http/page-cache";
import { createLogger } from "#server/logger";
import type { WebHandler } from "#server/web";
import { freshDatabase } from "../helpers/database";

/**
 * The HTTP shell around the pages: health, security headers, the page cache and its nonce handling,
 * the visitor context handed to React Router. The page handler here is a small fake that echoes what
 * it was given; the real pages are covered by the browser tests.
 */
let database: Awaited<ReturnType<typeof freshDatabase>>;
let renders = 0;
const cache = new PageCache(100);

const fakePages: WebHandler = async (request, context) => {
  renders++;
  const url = new URL(request.url);
  if (url.pathname === "/missing") return new Response("missing", { status: 404 });
  const html = `<html lang="${context.locale}"><script nonce="${context.nonce}">1</script><p>${context.market ?? "none"}|${context.country}|${context.origin}</p></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html" } });
};

function app() {
  const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
  return createApp({ config, database, logger: createLogger(config), cache, web: async () => fakePages });
}

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe("GET /healthz", () => {
  it("answers 200 when the database is reachable", async () => {
    const res = await app().request("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });
});

describe("security headers", () => {
  it("sends a CSP with a fresh nonce of at least 128 bits on every answer that is not a page", async () => {
    const first = await app().request("/healthz");
    const second = await app().request("/healthz");
    const nonceOf = (res: Response) => /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    const [a, b] = [nonceOf(first), nonceOf(second)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(Buffer.from(a ?? "", "base64").length).toBeGreaterThanOrEqual(16);
    const csp = first.headers.get("content-security-policy") ?? "";
    for (const directive of ["'strict-dynamic'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive);
    }
    expect(first.headers.get("x-content-type-options")).toBe("nosniff");
    expect(first.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("allows a page's own inline scripts by their hashes, and no nonce (a kept page is the same for everyone)", async () => {
    const res = await app().request("/casinos", { headers: { host: "localhost" } });
    const csp = res.headers.get("content-security-policy") ?? "";
    const hashOfScript = `'sha256-${createHash("sha256").update("1").digest("base64")}'`;
    expect(csp).toContain(`script-src ${hashOfScript} 'strict-dynamic'`);
    expect(csp).not.toContain("nonce");
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "default-src 'self'"]) {
      expect(csp).toContain(directive);
    }
  });

  it("limits every other kind of resource to the site itself and turns off powerful browser features", async () => {
    const res = await app().request("/casinos", { headers: { host: "localhost" } });
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("form-action 'self'");
    const permissions = res.headers.get("permissions-policy") ?? "";
    for (const feature of ["camera=()", "microphone=()", "geolocation=()", "payment=()"]) {
      expect(permissions).toContain(feature);
    }
  });

  it("makes its own request id and never takes the client's into the logs", async () => {
    const res = await app().request("/healthz", { headers: { "X-Request-Id": "forged-id-123" } });
    const id = res.headers.get("x-request-id") ?? "";
    expect(id).not.toBe("forged-id-123");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("page cache", () => {
  it("serves a page again from memory: the same bytes, the same policy, the same ETag", async () => {
    cache.invalidate();
    const before = renders;
    const first = await app().request("/bonuses", { headers: { host: "localhost" } });
    const second = await app().request("/bonuses", { headers: { host: "localhost" } });
    expect(renders - before).toBe(1);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(await first.text());
    for (const header of ["content-security-policy", "etag"]) {
      expect(second.headers.get(header)).toBe(first.headers.get(header));
    }
    expect(first.headers.get("cache-control")).toContain("public");
    const revalidated = await app().request("/bonuses", {
      headers: { host: "localhost", "if-none-match": first.headers.get("etag")! },
    });
    expect(revalidated.status).toBe(304);
  });

  it("keeps languages apart and renders again after invalidation", async () => {
    cache.invalidate();
    const en = await app().request("/slots", { headers: { host: "localhost", "accept-language": "en" } });
    const pt = await app().request("/slots", { headers: { host: "localhost", "accept-language": "pt-PT" } });
    expect(await en.text()).toContain('lang="en"');
    expect(await pt.text()).toContain('lang="pt"');
    const before = renders;
    cache.invalidate();
    await app().request("/slots", { headers: { host: "localhost", "accept-language": "en" } });
    expect(renders - before).toBe(1);
  });

  it("never stores a 404 or a request with credentials", async () => {
    const before = renders;
    await app().request("/missing");
    await app().request("/missing");
    await app().request("/blog", { headers: { authorization: "Bearer x" } });
    await app().request("/blog", { headers: { authorization: "Bearer x" } });
    expect(renders - before).toBe(4);
  });
});

describe("visitor context", () => {
  it("resolves the market, language and country from the host, cookies and Accept-Language", async () => {
    cache.invalidate();
    const res = await app().request("/x", { headers: { host: "bd.localhost:3000", "accept-language": "fr" } });
    const body = await res.text();
    expect(body).toContain('lang="bn"');
    expect(body).toContain("BD|BD|http://bd.localhost:3000");
  });

  it("lets the lang and location cookies win", async () => {
    const res = await app().request("/y", { headers: { host: "localhost", cookie: "lang=ua; location=fr" } });
    const body = await res.text();
    expect(body).toContain('lang="ua"');
    expect(body).toContain("PT|FR|");
  });

  it("uses the default host for canonical links on an unknown domain", async () => {
    const res = await app().request("/z", { headers: { host: "evil.example" } });
    expect(await res.text()).toContain("none|PT|http://localhost:3000");
  });
});

describe("media", () => {
  // Drawing the pictures of real items: tests/integration/artwork.test.ts (on the demo data).
  it("refuses odd names and items that do not exist", async () => {
    expect((await app().request("/media/logos/casino/aurora-spins.svg")).status).toBe(404);
    expect((await app().request("/media/logos/casino/..%2Fetc.svg")).status).toBe(404);
    expect((await app().request("/media/logos/user/x.svg")).status).toBe(404);
  });
});

describe("health when the database is gone", () => {
  it("answers 503", async () => {
    const gone = await freshDatabase();
    await gone.drop();
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
    const broken = createApp({
      config,
      database: gone,
      logger: createLogger(config),
      cache,
      web: async () => fakePages,
    });
    const res = await broken.request("/healthz");
    expect(res.status).toBe(503);
  });
});

describe("static files", () => {
  it("serves hashed assets as immutable for a year and other files for an hour", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const clientDir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(clientDir, "assets"));
    writeFileSync(join(clientDir, "assets", "entry-AbC123.js"), "console.log(1)");
    writeFileSync(join(clientDir, "favicon.svg"), "<svg/>");
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
    const withFiles = createApp({
      config,
      database,
      logger: createLogger(config),
      cache,
      web: async () => fakePages,
      clientDir,
    });
    const asset = await withFiles.request("/assets/entry-AbC123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const icon = await withFiles.request("/favicon.svg");
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("compresses responses for clients that accept gzip", async () => {
    cache.invalidate();
    const res = await app().request("/compressed", { headers: { host: "localhost", "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
});

describe("precompressed assets", () => {
  it("serves the build's .br to browsers that accept brotli and its .gz to those that accept only gzip", async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import("node:fs");
    const { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } = await import("node:zlib");
    const { tmpdir } = await import("node:os");
    const { join } = await import("node:path");
    const clientDir = mkdtempSync(join(tmpdir(), "client-"));
    mkdirSync(join(clientDir, "assets"));
    const source = "console.log('precompressed');".repeat(20);
    writeFileSync(join(clientDir, "assets", "app-Z9.js"), source);
    writeFileSync(join(clientDir, "assets", "app-Z9.js.gz"), gzipSync(source));
    writeFileSync(join(clientDir, "assets", "app-Z9.js.br"), brotliCompressSync(source));
    const config = loadConfig({ NODE_ENV: "test", DATA_DIR: "memory://", LOG_LEVEL: "silent" });
    const withFiles = createApp({
      config,
      database,
      logger: createLogger(config),
      cache,
      web: async () => fakePages,
      clientDir,
    });
    const fetchAsset = async (acceptEncoding: string) => {
      const res = await withFiles.request("/assets/app-Z9.js", { headers: { "accept-encoding": acceptEncoding } });
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("vary")).toMatch(/accept-encoding/i);
      return { encoding: res.headers.get("content-encoding"), body: Buffer.from(await res.arrayBuffer()) };
    };

    const brotli = await fetchAsset("gzip, deflate, br, zstd");
    expect(brotli.encoding).toBe("br");
    expect(brotliDecompressSync(brotli.body).toString()).toBe(source);
    const gzip = await fetchAsset("gzip, deflate");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(source);
    const identity = await fetchAsset("identity");
    expect(identity.encoding).toBeNull();
    expect(identity.body.toString()).toBe(source);
  });
});
