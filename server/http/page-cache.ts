/**
 * Rendered anonymous pages, kept in memory and served again until content changes. Public pages are the
 * same for every visitor of a host, language and country (personal parts load after hydration), so a
 * hit skips the loaders and React entirely. The CSP nonce inside the HTML is swapped for the fresh one of
 * each response. `invalidate()` is called on every content change the modules announce
 * (server/subscriptions.ts).
 */
const NONCE_MARK = "__CSP_NONCE__";

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
  /** The body holds the nonce mark (a page), to be swapped on every hit. */
  nonced: boolean;
}

export class PageCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly maxEntries: number) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string, nonce: string): Response | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const body = entry.nonced ? entry.body.replaceAll(NONCE_MARK, nonce) : entry.body;
    return new Response(body, { status: entry.status, headers: [...entry.headers, ["X-Page-Cache", "hit"]] });
  }

  /** Stores a response's text (the caller has read it) and returns the response to send. */
  set(key: string, nonce: string, status: number, headers: Headers, body: string): void {
    if (this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const stored = nonce ? body.replaceAll(nonce, NONCE_MARK) : body;
    // Said here rather than added by the compression middleware on every hit: that late header forces
    // the whole response into a stream (~30 % of a hit's cost).
    const kept = new Headers(headers);
    if (!/accept-encoding/i.test(kept.get("Vary") ?? "")) kept.append("Vary", "Accept-Encoding");
    this.entries.set(key, { status, headers: [...kept.entries()], body: stored, nonced: stored !== body });
  }

  invalidate(): void {
    this.entries.clear();
  }
}
