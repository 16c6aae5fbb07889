/**
 * A market site's robots.txt: everything may be crawled but the personal, account and service paths,
 * and the site's own sitemap index is named (docs/decisions/0016).
 */
export function robotsTxt(origin: string, disallow: readonly string[]): string {
  const base = origin.replace(/\/+$/, "");
  return [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}
