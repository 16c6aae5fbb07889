import type { Db } from "#db/client";
import { keptPerDatabase } from "#modules/changes";

/**
 * One in-memory index per database (tests open many), loaded on first use. `changed` drops it: the next
 * `get` loads it afresh. `update` derives the next index from the current one (a new sort key for one
 * item) without a reload. Either way an answer asked for after a write reflects the write; concurrent
 * callers share one load. A failed load is forgotten, so the next call tries again. A named store is one
 * for the whole process (modules/changes/shared.ts): the pages' copy of the modules reads what the
 * server's copy dropped.
 */
export class IndexStore<T> {
  private readonly entries: WeakMap<Db, Promise<T>>;

  constructor(
    private readonly load: (db: Db) => Promise<T>,
    name?: string,
  ) {
    this.entries = name ? keptPerDatabase<Promise<T>>(name) : new WeakMap();
  }

  get(db: Db): Promise<T> {
    return this.entries.get(db) ?? this.track(db, this.load(db));
  }

  changed(db: Db): void {
    this.entries.delete(db);
  }

  update(db: Db, refresh: (current: T) => T): void {
    const current = this.entries.get(db);
    if (current) this.track(db, current.then(refresh));
  }

  private track(db: Db, value: Promise<T>): Promise<T> {
    this.entries.set(db, value);
    value.catch(() => {
      if (this.entries.get(db) === value) this.entries.delete(db);
    });
    return value;
  }
}

/**
 * `load` kept per database and language: for facet vocabularies (reference data, and the casinos that
 * have bonuses), dropped with their catalogue's index.
 */
export function keptPerLocale<L extends string, T>(load: (db: Db, locale: L) => Promise<T>, name?: string) {
  const store = new IndexStore(() => Promise.resolve(new Map<L, Promise<T>>()), name);
  const get = async (db: Db, locale: L): Promise<T> => {
    const byLocale = await store.get(db);
    let value = byLocale.get(locale);
    if (!value) {
      value = load(db, locale);
      byLocale.set(locale, value);
      value.catch(() => byLocale.delete(locale));
    }
    return value;
  };
  return Object.assign(get, { changed: (db: Db) => store.changed(db) });
}
