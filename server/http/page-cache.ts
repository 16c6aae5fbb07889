/**
 * Rendered anonymous pages, kept in memory and served again until content changes. Public pages are the
 * same for every visitor of a host, language and country (personal parts load after hydration), so a
 * hit skips the loaders and React entirely. `invalidate()` drops everything on every content change
 * the modules announce (server/subscriptions.ts).
 *
 * Each response carries its own CSP nonce. A stored page is kept cut at the nonce of the response it
 * was rendered for (a fresh random value nobody could have written into a comment beforehand), and a
 * hit joins the pieces with the new response's nonce: no marker a user could type is ever swapped.
 *
 * The cache is bounded twice: by entries and by the characters it holds, the least recently used
 * going first, so a flood of distinct URLs costs at most the budget and can't grow the process.
 */
interface Entry {
  status: number;
  headers: [string, string][];
  /** The body cut at the nonce of the render; one piece when it held none (JSON answers). */
  pieces: string[];
  size: number;
}

export class PageCache {
  private entries = new Map<string, Entry>();
  private held = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize = Number.POSITIVE_INFINITY,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** Characters held by the stored bodies and headers. */
  get heldSize(): number {
    return this.held;
  }

  get(key: string, nonce: string): Response | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    // Refresh recency: Map keeps insertion order, so the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const body = entry.pieces.length === 1 ? entry.pieces[0]! : entry.pieces.join(nonce);
    return new Response(body, { status: entry.status, headers: [...entry.headers, ["X-Page-Cache", "hit"]] });
  }

  /** Stores a response's text (the caller has read it); `nonce` is the one the body was rendered with. */
  set(key: string, nonce: string, status: number, headers: Headers, body: string): void {
    if (this.maxEntries === 0) return;
    // Said here rather than added by the compression middleware on every hit: that late header forces
    // the whole response into a stream (~30 % of a hit's cost).
    const kept = new Headers(headers);
    if (!/accept-encoding/i.test(kept.get("Vary") ?? "")) kept.append("Vary", "Accept-Encoding");
    const pairs = [...kept.entries()];
    const size = key.length + body.length + pairs.reduce((n, [name, value]) => n + name.length + value.length, 0);
    if (size > this.maxSize) return;
    this.remove(key);
    while (this.entries.size > 0 && (this.entries.size >= this.maxEntries || this.held + size > this.maxSize)) {
      this.remove(this.entries.keys().next().value!);
    }
    const pieces = nonce ? body.split(nonce) : [body];
    this.entries.set(key, { status, headers: pairs, pieces, size });
    this.held += size;
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
