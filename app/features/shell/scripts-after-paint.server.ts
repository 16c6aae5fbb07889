/**
 * Built pages load their JavaScript after the first paint (docs/decisions/0046-first-view-lcp.md).
 * React Router's `<Scripts/>` puts a `<link rel="modulepreload">` per module in the head and a module
 * script whose static imports load the route modules at once: on a slow line those ~130 KB share the
 * bandwidth with the HTML and the stylesheet, and Lighthouse (its simulated LCP) counts every script
 * fetched before the largest paint. Here the preload links
 * leave the HTML and the module script, rewritten, first waits for the document to be parsed and a frame
 * to be painted, then adds the same preload links (all modules fetched in parallel, as before) and imports
 * the route modules dynamically; the rest of the script (manifest, route modules, entry import) is
 * unchanged. A page whose markup is not the expected one is left as it is. The HTML may be given as
 * Latin-1 text of its UTF-8 bytes: all that is read and written here is ASCII.
 *
 * The CSP allows the rewritten script by its hash like any other (server/http/csp.ts); 'strict-dynamic'
 * trusts what it loads, and a preload link is never parser-inserted.
 */
const PRELOAD = /<link rel="modulepreload" href="(\/[^"<>]+\.js)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /^import \* as (\w+) from ("\/[^"<>]+\.js");\n?/gm;

/** Waits for the parsed document and its first frame; a hidden tab (no frames) goes on after 500 ms. */
const AFTER_FIRST_PAINT =
  'await new Promise((go) => { const paint = () => { requestAnimationFrame(() => setTimeout(go)); setTimeout(go, 500); }; if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", paint, { once: true }); else paint(); });';

export function scriptsAfterFirstPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  if (!script || preloads.length === 0) return html;
  const imports = [...script[1]!.matchAll(STATIC_IMPORT)];
  if (imports.length === 0) return html;
  const rest = script[1]!.replace(STATIC_IMPORT, "");
  const boot = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `const [${imports.map((m) => m[1]).join(", ")}] = await Promise.all([${imports.map((m) => `import(${m[2]})`).join(", ")}]);`,
    rest,
  ].join("\n");
  const rewritten = `<script type="module" async="">${boot}</script>`;
  return (
    html.slice(0, script.index).replace(PRELOAD, "") +
    rewritten +
    html.slice(script.index + script[0].length).replace(PRELOAD, "")
  );
}
