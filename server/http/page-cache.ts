import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * Rendered anonymous pages (and public API answers), kept in memory and served again until content
 * changes. Public pages are the same for every visitor of a host, language and country (personal parts
 * load after hydration), so a hit skips the loaders and React entirely. `invalidate()` drops everything
 * on every content change the modules announce (server/subscriptions.ts).
 *
 * An entry is kept compressed once, when it is stored: its identity, gzip and brotli bytes and an ETag.
 * A hit copies the bytes the client accepts (or answers 304 to a matching If-None-Match): no work per
 * request. Pages carry no per-response nonce for this (their scripts are allowed by hash, see
 * ./csp.ts), so the bytes never change between hits.
 *
 * The cache is bounded twice: by entries and by the bytes it holds, the least recently used going
 * first, so a flood of distinct URLs costs at most the budget and can't grow the process.
 */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  identity: Buffer;
  /** Null when the page was not kept (cache off): the compression middleware compresses it then. */
  gzip: Buffer | null;
  br: Buffer | null;
  etag: string;
  size: number;
}

/** What of a request a cached answer depends on. */
export interface CacheRequest {
  acceptEncoding?: string | null;
  ifNoneMatch?: string | null;
}

/** The encoding to send: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | null | undefined): "br" | "gzip" | null {
  if (!acceptEncoding) return null;
  const accepted = new Set(
    acceptEncoding
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || !/^\s*q\s*=\s*0(\.0*)?\s*$/.test(q))
      .map(([name]) => name!.trim()),
  );
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return null;
}

/** A body with its ETag, compressed once for every hit to come when `compress` is set. */
export function storedPage(status: number, headers: Headers, body: string, compress = true): StoredPage {
  const identity = Buffer.from(body);
  const gzip = compress ? gzipSync(identity, { level: 9 }) : null;
  const br = compress
    ? brotliCompressSync(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      })
    : null;
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const kept = new Headers(headers);
  kept.delete("content-length");
  kept.delete("content-encoding");
  kept.set("ETag", etag);
  // Said here rather than by the compression middleware on every hit.
  if (!/accept-encoding/i.test(kept.get("Vary") ?? "")) kept.append("Vary", "Accept-Encoding");
  const pairs = [...kept.entries()];
  const size =
    identity.length + (gzip?.length ?? 0) + (br?.length ?? 0) + pairs.reduce((n, [k, v]) => n + k.length + v.length, 0);
  return { status, headers: pairs, identity, gzip, br, etag, size };
}

/** The answer to one request from a stored page: the accepted encoding's bytes, or 304. */
export function respondWith(page: StoredPage, request: CacheRequest, hit: boolean): Response {
  const headers = new Headers(page.headers);
  if (hit) headers.set("X-Page-Cache", "hit");
  if (request.ifNoneMatch && request.ifNoneMatch.split(",").some((tag) => tag.trim() === page.etag)) {
    for (const name of ["content-type", "content-length"]) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  const encoding = pickEncoding(request.acceptEncoding);
  const bytes = (encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : null) ?? page.identity;
  if (bytes !== page.identity) headers.set("Content-Encoding", encoding!);
  headers.set("Content-Length", String(bytes.length));
  return new Response(bytes as unknown as BodyInit, { status: page.status, headers });
}

export class PageCache {
  private entries = new Map<string, StoredPage>();
  private held = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Bytes held by the stored bodies (all encodings) and headers. */
  get heldSize(): number {
    return this.held;
  }

  get enabled(): boolean {
    return this.maxEntries > 0;
  }

  /** The stored page of a key, or null; a hit counts as a recent use. */
  page(key: string): StoredPage | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The answer to a request from the cache, or null on a miss. */
  get(key: string, request: CacheRequest = {}): Response | null {
    const entry = this.page(key);
    return entry ? respondWith(entry, request, true) : null;
  }

  /** Keeps a stored page under a key (nothing when the cache is off or the page is over the budget). */
  put(key: string, page: StoredPage): void {
    if (this.maxEntries === 0 || page.size > this.maxSize) return;
    this.remove(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.held + page.size > this.maxSize)) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, page);
    this.held += page.size;
  }

  /** Compresses and keeps a body; the stored page, for the response of this very request. */
  set(key: string, status: number, headers: Headers, body: string): StoredPage {
    const page = storedPage(status, headers, body, this.enabled);
    this.put(key, page);
    return page;
  }

  invalidate(): void {
    this.entries.clear();
    this.held = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.size;
  }
}
