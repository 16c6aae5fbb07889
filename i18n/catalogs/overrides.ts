import type { Catalog } from "./en";

/** Any part of a catalog, down to single texts. */
export type CatalogOverrides<T = Catalog> = { [K in keyof T]?: T[K] extends string ? string : CatalogOverrides<T[K]> };

/**
 * A catalog that is `base` but for the texts in `overrides`: a language's regional variant (Peruvian and
 * Argentine Spanish on the Latin American one) holds only the words that differ.
 */
export function withOverrides<T extends object>(base: T, overrides: CatalogOverrides<T>): T {
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(overrides)) {
    const current = (base as Record<string, unknown>)[key];
    out[key] = typeof value === "string" ? value : withOverrides(current as object, value as CatalogOverrides<object>);
  }
  return out as T;
}
