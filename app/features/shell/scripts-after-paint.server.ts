/**
 * Built pages load their JavaScript after the first paint (docs/decisions/0046-first-view-lcp.md).
 * React Router's `<Scripts/>` puts a `<link rel="modulepreload">` per module in the head and a module
 * script whose static imports load the route modules at once: on a slow line those ~130 KB share the
 * bandwidth with the HTML and the stylesheet, and Lighthouse (its simulated LCP) counts every script
 * fetched before the largest paint. Here the preload links
 * leave the HTML and the module script, rewritten, first waits for the document to be parsed and a frame
 * to be painted, then adds the same preload links (all modules fetched in parallel, as before) and imports
 * the route modules dynamically; the rest of the script (manifest, route modules, entry import) is
 * unchanged. A page whose markup is not the expected one is left as it is.
 *
 * The page is read and cut as UTF-8 bytes (all that is read and written here is ASCII), never decoded as
 * one string (../../render-document.server.ts says why); it comes back as its pieces in order (spans of the
 * page, sharing its memory, and the new script).
 *
 * The CSP allows the rewritten script by its hash like any other (server/http/csp.ts); 'strict-dynamic'
 * trusts what it loads, and a preload link is never parser-inserted.
 */
const PRELOAD_START = '<link rel="modulepreload" href="';
const PRELOAD_END = '"/>';
const MODULE_SCRIPT_START = '<script type="module" async="">';
const SCRIPT_END = "</script>";
const STATIC_IMPORT = /^import \* as (\w+) from ("\/[^"<>]+\.js");\n?/gm;
/** What a preload link's href may hold (as React Router writes a module's path). */
const MODULE_HREF = /^\/[^"<>]+\.js$/;

/** Waits for the parsed document and its first frame; a hidden tab (no frames) goes on after 500 ms. */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { const paint = () => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 500); }; if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true }); else paint(); });';

/**
 * The page is searched for literal markers (`indexOf`), once, rather than by regular expressions run over
 * the whole ~90 KB document three times: that cost ~0.1 ms of every uncached page (docs/decisions/0048).
 */
export function scriptsAfterFirstPaint(page: Buffer): Uint8Array[] {
  const scriptStart = page.indexOf(MODULE_SCRIPT_START);
  const textStart = scriptStart + MODULE_SCRIPT_START.length;
  const textEnd = scriptStart < 0 ? -1 : page.indexOf(SCRIPT_END, textStart);
  if (textEnd < 0) return [page];
  const scriptEnd = textEnd + SCRIPT_END.length;
  // The spans cut out of the document: each preload link (its href kept), then the module script and the
  // text that takes its place.
  const preloads: string[] = [];
  const cuts: { start: number; end: number; text?: string }[] = [];
  for (let at = page.indexOf(PRELOAD_START); at >= 0; at = page.indexOf(PRELOAD_START, at + 1)) {
    const hrefStart = at + PRELOAD_START.length;
    const hrefEnd = page.indexOf(PRELOAD_END, hrefStart);
    const href = hrefEnd < 0 ? "" : page.toString("latin1", hrefStart, hrefEnd);
    if (!MODULE_HREF.test(href) || (at < scriptEnd && hrefEnd + PRELOAD_END.length > scriptStart)) return [page];
    preloads.push(href);
    cuts.push({ start: at, end: hrefEnd + PRELOAD_END.length });
  }
  const text = page.toString("latin1", textStart, textEnd);
  const imports = [...text.matchAll(STATIC_IMPORT)];
  if (preloads.length === 0 || imports.length === 0) return [page];
  const boot = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((m) => m[1]).join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    text.replace(STATIC_IMPORT, ""),
  ].join("\n");
  cuts.push({ start: scriptStart, end: scriptEnd, text: MODULE_SCRIPT_START + boot + SCRIPT_END });
  const pieces: Uint8Array[] = [];
  let from = 0;
  for (const cut of cuts.sort((a, b) => a.start - b.start)) {
    pieces.push(page.subarray(from, cut.start));
    if (cut.text !== undefined) pieces.push(Buffer.from(cut.text, "latin1"));
    from = cut.end;
  }
  pieces.push(page.subarray(from));
  return pieces;
}
