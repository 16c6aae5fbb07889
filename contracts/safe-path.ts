/**
 * A path that stays on this site: relative, exactly one leading "/", no scheme, no backslash trick, no
 * CR/LF (docs/security.md, redirects). Anything else becomes "/".
 */
export function safeRelativePath(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  if (/[\r\n\t\\]/.test(value) || /^\/[a-z][a-z0-9+.-]*:/i.test(value)) return "/";
  return value;
}
