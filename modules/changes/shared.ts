import type { Db } from "#db/client";

const REGISTRY = Symbol.for("casino-guide/kept-per-database");

type Registry = Map<string, WeakMap<Db, unknown>>;

/**
 * What is kept per database in memory and dropped on a change (the filters' indexes, rendered pages), under
 * one name for the whole process. The page build (build/server) bundles its own copy of the modules beside
 * the server's: without this, a change heard by the server's copy would leave the copy the pages read from
 * as it was.
 */
export function keptPerDatabase<T>(name: string): WeakMap<Db, T> {
  const holder = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  const registry = (holder[REGISTRY] ??= new Map());
  let kept = registry.get(name);
  if (!kept) registry.set(name, (kept = new WeakMap()));
  return kept as WeakMap<Db, T>;
}
