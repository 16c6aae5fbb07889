const BASE = "http://site.invalid";

/** C0 control characters and DEL, which no header or path may hold. */
const hasControl = (value: string) => [...value].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f);

/**
 * A path that stays on this site: relative, exactly one leading "/", no scheme, no backslash trick, no
 * CR/LF (docs/security.md, redirects). Anything else becomes "/". What is kept comes back in its
 * serialised URL form (non-ASCII and control characters percent-encoded), so it is always a valid
 * Location header.
 */
export function safeRelativePath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (hasControl(value) || value.includes("\\") || /^\/[a-z][a-z0-9+.-]*:/i.test(value)) return "/";
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return "/";
  }
  if (url.origin !== BASE) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}
