/**
 * Rendered anonymous pages, kept in memory and served again until content changes. Public pages are the
 * same for every visitor of a host, language and country (personal parts load after hydration), so a
 * hit skips the loaders and React entirely. The CSP nonce inside the HTML is swapped for the fresh one of
 * each response. `invalidate()` is called after every write that changes what pages show.
 */
const NONCE_MARK = "__CSP_NONCE__";

interface Entry {
  status: number;
  headers: [string, string][];
  body: string;
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
    const headers = new Headers(entry.headers);
    headers.set("X-Page-Cache", "hit");
    return new Response(entry.body.replaceAll(NONCE_MARK, nonce), { status: entry.status, headers });
  }

  /** Stores a response's text (the caller has read it) and returns the response to send. */
  set(key: string, nonce: string, status: number, headers: Headers, body: string): void {
    if (this.maxEntries === 0) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const stored = nonce ? body.replaceAll(nonce, NONCE_MARK) : body;
    this.entries.set(key, { status, headers: [...headers.entries()], body: stored });
  }

  invalidate(): void {
    this.entries.clear();
  }
}
