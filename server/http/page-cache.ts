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
 * Each entry carries tags naming what it shows (`casino:12`, `lists`, see ./cache-tags.ts):
 * `invalidateTags()` drops only the entries carrying one of them, and the tags go out as
 * `Surrogate-Key` so that a CDN can purge by tag too.
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

interface Entry {
  page: StoredPage;
  tags: readonly string[];
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private byTag = new Map<string, Set<string>>();
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
    return entry.page;
  }

  /** The answer to a request from the cache, or null on a miss. */
  get(key: string, request: CacheRequest = {}): Response | null {
    const entry = this.page(key);
    return entry ? respondWith(entry, request, true) : null;
  }

  /** Keeps a stored page under a key (nothing when the cache is off or the page is over the budget). */
  put(key: string, page: StoredPage, tags: readonly string[]): void {
    if (this.maxEntries === 0 || page.size > this.maxSize) return;
    this.remove(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.held + page.size > this.maxSize)) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { page, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.held += page.size;
  }

  /** Compresses and keeps a body shown under these tags; the stored page, for this very request's answer. */
  set(key: string, status: number, headers: Headers, body: string, tags: readonly string[]): StoredPage {
    const tagged = new Headers(headers);
    tagged.set("Surrogate-Key", tags.join(" "));
    const page = storedPage(status, tagged, body, this.enabled);
    this.put(key, page, tags);
    return page;
  }

  /** Drops the entries that carry any of these tags; the number dropped. */
  invalidateTags(tags: Iterable<string>): number {
    let dropped = 0;
    for (const tag of tags) {
      for (const key of [...(this.byTag.get(tag) ?? [])]) dropped += this.remove(key) ? 1 : 0;
    }
    return dropped;
  }

  /** Drops everything (a process that may have missed changes). */
  invalidate(): void {
    this.entries.clear();
    this.byTag.clear();
    this.held = 0;
  }

  private remove(key: string): boolean {
    const entry = this.entries.get(key);
    if (!entry) return false;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
    this.held -= entry.page.size;
    return true;
  }
}
