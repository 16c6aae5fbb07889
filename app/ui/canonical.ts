/** The canonical URL of a page: its origin and path, with the trailing slash removed (docs/product-spec.md §2). */
export function canonicalUrl(origin: string, pathname: string): string {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, "") : "";
  return `${origin.replace(/\/+$/, "")}${trimmed}`;
}
