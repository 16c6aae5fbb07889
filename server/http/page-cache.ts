import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gunzipSync, gzip } from "node:zlib";

/**
 * Rendered anonymous pages (and public API answers), kept in memory and served again until content
 * changes. Public pages are the same for every visitor of a host, language and country (personal parts
 * load after hydration), so a hit skips the loaders and React entirely. `invalidate()` drops everything
 * on every content change the modules announce (server/subscriptions.ts).
 *
 * An entry is kept compressed once, when it is stored: its gzip and brotli bytes and an ETag. A hit
 * copies the bytes the client accepts (or answers 304 to a matching If-None-Match): no work per request
 * (but for the rare client that accepts neither, see StoredBodies). Pages carry no per-response nonce for this (their scripts are allowed by hash, see
 * ./csp.ts), so the bytes never change between hits.
 *
 * Each entry carries tags naming what it shows (`casino:12`, `lists`, see ./cache-tags.ts):
 * `invalidateTags()` drops only the entries carrying one of them, and the tags go out as
 * `Surrogate-Key` so that a CDN can purge by tag too.
 *
 * A render that was under way when a change touched one of its tags may hold data from before the
 * change: `mark()` before rendering and `set(…, since)` then keeps nothing (the next request renders
 * again), so a write can't be undone by a slow render finishing after it.
 *
 * A page a change dropped stays available for a short grace (`staleCopy`), for the requests that arrive
 * while its new version renders: one request renders, the crowd gets the page of a moment ago rather
 * than waiting (server/web.ts). A busy page (`isBusy`) is not left for a request to render: the change
 * hands it to the `refresh` it was kept with, which renders it again in the background at once, the
 * dropped pages one after another (./render-queue.ts, docs/decisions/0058). A full drop (`invalidate`)
 * keeps nothing.
 *
 * The cache is bounded twice: by entries and by the bytes it holds, the least recently used going
 * first, so a flood of distinct URLs costs at most the budget and can't grow the process.
 */
/**
 * A kept page holds its gzip and brotli bytes: an 84 KB page is then 34 KB of the cache's budget instead of
 * 118 KB, and the budget holds 3× the pages. Its plain bytes are kept too once a client accepting neither
 * (a script, a probe: browsers and crawlers all take one) has asked for it (`PageCache.get`), so that the
 * next such client is not served by unpacking it again. A page not kept (cache off) holds its plain bytes
 * only, which the compression middleware compresses for the client.
 */
type StoredBodies = { identity: Buffer | null; gzip: Buffer; br: Buffer } | { identity: Buffer; gzip: null; br: null };

export type StoredPage = StoredBodies & {
  status: number;
  headers: [string, string][];
  etag: string;
  size: number;
};

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

/**
 * The compression levels of a stored page, chosen by measure (an 84 KB casino page, this machine): brotli 5
 * takes 1.3–2 ms for 15.8 KB, where 9 took 80–130 ms for 15.5 KB (its large hash tables are allocated and
 * cleared on every call: as long for a 20 KB page) on the request that renders the page, after every
 * change; gzip 6 takes 1.7 ms for 17.9 KB, 9 took 2.2 ms for 17.8 KB. Built scripts and styles are
 * compressed once, at build time, as small as zopfli makes them (scripts/precompress.ts).
 */
const BROTLI_QUALITY = 5;
const GZIP_LEVEL = 6;

const gzipped = promisify(gzip);
const brotlied = promisify(brotliCompress);

/**
 * A body with its ETag, compressed once for every hit to come when `compress` is set. Compressed in libuv's
 * thread pool, both encodings at once: the 3–4 ms they take are not the event loop's, which meanwhile answers
 * other requests (a render after a change would otherwise hold every hit behind it for that long).
 */
export async function storedPage(
  status: number,
  headers: Headers,
  body: string | Buffer,
  compress = true,
): Promise<StoredPage> {
  const identity = typeof body === "string" ? Buffer.from(body) : body;
  const bodies: StoredBodies = compress
    ? await Promise.all([
        gzipped(identity, { level: GZIP_LEVEL }),
        brotlied(identity, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
      ]).then(([gzip, br]) => ({ identity: null, gzip, br }))
    : { identity, gzip: null, br: null };
  const etag = `"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`;
  const kept = new Headers(headers);
  kept.delete("content-length");
  kept.delete("content-encoding");
  kept.set("ETag", etag);
  // Said here rather than by the compression middleware on every hit.
  if (!/accept-encoding/i.test(kept.get("Vary") ?? "")) kept.append("Vary", "Accept-Encoding");
  const pairs = [...kept.entries()];
  const bytes = bodies.gzip ? bodies.gzip.length + bodies.br.length : identity.length;
  const size = bytes + pairs.reduce((n, [k, v]) => n + k.length + v.length, 0);
  return { ...bodies, status, headers: pairs, etag, size };
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
  let bytes: Buffer;
  if (page.gzip === null) bytes = page.identity;
  else if (encoding === null) bytes = page.identity ?? gunzipSync(page.gzip);
  else {
    bytes = encoding === "br" ? page.br : page.gzip;
    headers.set("Content-Encoding", encoding);
  }
  headers.set("Content-Length", String(bytes.length));
  return new Response(bytes as unknown as BodyInit, { status: page.status, headers });
}

/**
 * What kept pages and public answers say to caches: browsers ask again every time (an ETag makes that a
 * 304 from memory), so a player never sees a page older than the server's; a CDN may keep one for a
 * minute and purge it sooner by its Surrogate-Key.
 */
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate, s-maxage=60";

/** How long a dropped page may still answer the requests that arrive while it is rendered again. */
export const STALE_GRACE_MS = 2000;

/**
 * A busy page: asked for at least 3 times since it was kept, and on average at least once a second. A
 * change renders it again before anyone asks (the next request would come within a second); a page seldom
 * asked for renders when next asked for, as its visitor then sees it.
 */
export function isBusy(hits: number, keptForMs: number): boolean {
  return hits >= 3 && hits * 1000 >= keptForMs;
}

interface Entry {
  page: StoredPage;
  tags: readonly string[];
  storedAt: number;
  hits: number;
  refresh?: () => void;
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private byTag = new Map<string, Set<string>>();
  private held = 0;
  // Invalidations are numbered: the last number of each tag, and of the last full drop.
  private epoch = 0;
  private tagEpochs = new Map<string, number>();
  private clearedAt = 0;
  private stale = new Map<string, { page: StoredPage; until: number }>();

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
    entry.hits++;
    return entry.page;
  }

  /** The tags a kept page carries, or undefined when none is kept under the key. */
  tagsOf(key: string): readonly string[] | undefined {
    return this.entries.get(key)?.tags;
  }

  /**
   * The answer to a request from the cache, or null on a miss. The first client to accept no compression has
   * the page's plain bytes kept beside the compressed ones, within the budget, for the next one.
   */
  get(key: string, request: CacheRequest = {}): Response | null {
    let page = this.page(key);
    if (page?.gzip && page.identity === null && !request.ifNoneMatch && pickEncoding(request.acceptEncoding) === null)
      page = this.keepPlain(key, page);
    return page ? respondWith(page, request, true) : null;
  }

  private keepPlain(key: string, page: StoredPage & { gzip: Buffer }): StoredPage {
    const identity = gunzipSync(page.gzip);
    const entry = this.entries.get(key)!;
    const plain = { ...page, identity, size: page.size + identity.length };
    if (plain.size > this.maxSize) return plain; // this answer only
    entry.page = plain;
    this.held += identity.length;
    for (const old of this.entries.keys()) {
      if (this.held <= this.maxSize) break;
      if (old !== key) this.remove(old);
    }
    return plain;
  }

  /** The invalidation count now: give it to `set` or `put` for a page whose render starts now. */
  mark(): number {
    return this.epoch;
  }

  private touchedSince(tags: readonly string[], since: number): boolean {
    return this.clearedAt > since || tags.some((tag) => (this.tagEpochs.get(tag) ?? 0) > since);
  }

  /**
   * Keeps a stored page under a key (nothing when the cache is off, the page is over the budget, or a
   * change touched one of its tags since `since`). `refresh` renders it again, when a change drops it busy.
   */
  put(key: string, page: StoredPage, tags: readonly string[], since?: number, refresh?: () => void): void {
    if (this.maxEntries === 0 || page.size > this.maxSize) return;
    if (since !== undefined && this.touchedSince(tags, since)) return;
    this.stale.delete(key);
    this.remove(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.held + page.size > this.maxSize)) {
      this.remove(this.entries.keys().next().value!);
    }
    this.entries.set(key, { page, tags, storedAt: Date.now(), hits: 0, refresh });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    this.held += page.size;
  }

  /**
   * Compresses and keeps a body shown under these tags; the stored page, for this very request's answer. A
   * change to one of its tags since `since`, compression time included, keeps nothing.
   */
  async set(
    key: string,
    status: number,
    headers: Headers,
    body: string | Buffer,
    tags: readonly string[],
    since?: number,
    refresh?: () => void,
  ): Promise<StoredPage> {
    const tagged = new Headers(headers);
    tagged.set("Surrogate-Key", tags.join(" "));
    const page = await storedPage(status, tagged, body, this.enabled);
    this.put(key, page, tags, since, refresh);
    return page;
  }

  /** The page a change dropped less than STALE_GRACE_MS ago, while no newer one is kept; else null. */
  staleCopy(key: string): StoredPage | null {
    const copy = this.stale.get(key);
    if (!copy) return null;
    if (copy.until > Date.now()) return copy.page;
    this.stale.delete(key);
    return null;
  }

  /**
   * Drops the entries that carry any of these tags (kept a moment as stale copies), and hands the busy ones
   * to their refresh; the number dropped.
   */
  invalidateTags(tags: Iterable<string>): number {
    let dropped = 0;
    this.epoch++;
    const now = Date.now();
    const until = now + STALE_GRACE_MS;
    const refreshes: (() => void)[] = [];
    for (const tag of tags) {
      this.tagEpochs.set(tag, this.epoch);
      for (const key of [...(this.byTag.get(tag) ?? [])]) {
        const entry = this.entries.get(key);
        if (!entry || !this.remove(key)) continue;
        dropped++;
        this.stale.delete(key); // re-inserted last: the Map's first key is then the oldest
        this.stale.set(key, { page: entry.page, until });
        if (entry.refresh && isBusy(entry.hits, now - entry.storedAt)) refreshes.push(entry.refresh);
      }
    }
    for (const [key, copy] of this.stale) {
      if (copy.until > Date.now() && this.stale.size <= this.maxEntries) break;
      this.stale.delete(key);
    }
    for (const refresh of refreshes) refresh();
    return dropped;
  }

  /** Drops everything (a process that may have missed changes). */
  invalidate(): void {
    this.clearedAt = ++this.epoch;
    this.stale.clear();
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
