import { createHash } from "node:crypto";

/**
 * The Content-Security-Policy, in one place. Every response but a page gets a fresh nonce for its
 * scripts (secureHeaders in server/app.ts). A page instead allows exactly its own inline scripts by
 * their SHA-256 (React Router's are all inline; 'strict-dynamic' trusts what they load): a cached page
 * is then the same bytes for every visitor, compressed once, and no nonce is ever made public by a
 * cache.
 */
export interface CspOptions {
  production: boolean;
  /** TAG_MANAGER_ID is set: the tag manager's hits and pixels are allowed. */
  tagManager: boolean;
}

export function cspDirectives({ production, tagManager }: CspOptions): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    // react-toastify injects its stylesheet at run time.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:", ...(tagManager ? TAG_MANAGER_IMG : [])],
    // Vite's hot reload talks over a WebSocket in development.
    connectSrc: ["'self'", ...(production ? [] : ["ws:", "wss:"]), ...(tagManager ? TAG_MANAGER_CONNECT : [])],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  };
}

/**
 * Where Google Tag Manager and the tags it loads (GA4, Google Ads conversions) send their hits and
 * pixels; allowed only when TAG_MANAGER_ID is set. Its script needs no host here: our nonced code adds
 * it, which 'strict-dynamic' trusts (app/features/shell/tag-manager.ts).
 */
export const TAG_MANAGER_CONNECT = [
  "https://*.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.g.doubleclick.net",
  "https://www.google.com",
  "https://www.googleadservices.com",
];
export const TAG_MANAGER_IMG = [
  "https://*.googletagmanager.com",
  "https://*.google-analytics.com",
  "https://*.g.doubleclick.net",
  "https://www.google.com",
  "https://www.googleadservices.com",
];

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The policy of a page whose inline scripts have these hashes. */
export function pageCsp(options: CspOptions, scriptHashes: string[]): string {
  const directives = { ...cspDirectives(options), scriptSrc: [...scriptHashes, "'strict-dynamic'"] };
  return Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(" ")}`)
    .join("; ");
}

const OPEN = "<script";
const CLOSE = "</script>";
/** What may follow `<script` in a script's start tag: its end, or a space before its attributes. */
const TAG_NAME_END = new Set([">", " ", "\t", "\n", "\r", "\f", "/"].map((c) => c.charCodeAt(0)));
const EXTERNAL = /\bsrc\s*=/i;
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i;

/**
 * `'sha256-…'` of each inline script of an HTML document that a browser would run. The document's UTF-8
 * bytes are searched for the (ASCII) tags with `Buffer#indexOf`, not decoded, and each script's bytes are
 * hashed as they are: a regular expression over a ~90 KB page as text cost ~0.1 ms of every render. The
 * tags are looked for as React writes them, in lower case: a script written otherwise is not allowed, and
 * the browser refuses to run it.
 */
export function inlineScriptHashes(html: string | Buffer): string[] {
  const bytes = typeof html === "string" ? Buffer.from(html) : html;
  const hashes = new Set<string>();
  for (let at = bytes.indexOf(OPEN); at >= 0; at = bytes.indexOf(OPEN, at + 1)) {
    if (!TAG_NAME_END.has(bytes[at + OPEN.length]!)) continue; // <scripts>, not a script
    const tagEnd = bytes.indexOf(">", at);
    const close = tagEnd < 0 ? -1 : bytes.indexOf(CLOSE, tagEnd);
    if (close < 0) break;
    const attributes = bytes.toString("latin1", at + OPEN.length, tagEnd);
    if (!EXTERNAL.test(attributes) && !DATA_TYPE.test(attributes))
      hashes.add(
        `'sha256-${createHash("sha256")
          .update(bytes.subarray(tagEnd + 1, close))
          .digest("base64")}'`,
      );
    at = close;
  }
  return [...hashes];
}
