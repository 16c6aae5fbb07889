/**
 * The catalogue's and taxonomy's console paths (docs/decisions/0037), in menu order: ../console-paths.ts gives
 * each its address, ./catalog-kinds.ts its screens (a test keeps the two, and the server's CATALOG_KINDS, the same).
 */
export const CATALOG_PATHS = [
  "slots",
  "providers",
  "payment-methods",
  "licences",
  "casino-types",
  "game-categories",
  "bonus-categories",
  "slot-features",
  "slot-themes",
] as const;
