import type { FavouriteType } from "#contracts/community";
import { listFavourites, setFavourite, type SignedIn } from "#app/client/api";

export type { FavouriteType } from "#contracts/community";

/** The session's client the store calls through (the auth client itself in the browser). */
export type FavouritesApi = SignedIn;

/** One heart's state: `saved` is unknown until the player's list arrives; `busy` while a change is sent. */
export interface FavouriteEntry {
  readonly saved: boolean | undefined;
  readonly busy: boolean;
}

export interface FavouritesStore {
  /** Fetches the player's whole list once (one request per page, not one per card); a new player starts afresh. */
  load(api: FavouritesApi, userId: number): void;
  /** The heart of one item; the same object until it changes (a snapshot for useSyncExternalStore). */
  entry(type: FavouriteType, slug: string): FavouriteEntry;
  /** Saves or unsaves an item; the heart changes once the API has it (a page left at once loses nothing). */
  toggle(api: FavouritesApi, type: FavouriteType, slug: string, saved: boolean): Promise<void>;
  subscribe(listener: () => void): () => void;
}

const UNKNOWN: FavouriteEntry = Object.freeze({ saved: undefined, busy: false });
// Once the list has arrived, every item not in it is unsaved: they all share this entry.
const UNSAVED: FavouriteEntry = Object.freeze({ saved: false, busy: false });
const keyOf = (type: FavouriteType, slug: string) => `${type}:${slug}`;

/**
 * The signed-in player's favourites, shared by every heart on the page (cards and detail pages), so a
 * change made in one place shows everywhere. Personal state, so it lives only in the browser.
 */
export function createFavouritesStore(): FavouritesStore {
  let userId: number | null = null;
  let list: "idle" | "loading" | "loaded" = "idle";
  let entries = new Map<string, FavouriteEntry>();
  // Items changed here since the list was asked for: the list, possibly older, must not undo them.
  let touched = new Set<string>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());

  return {
    load(api, user) {
      if (user !== userId) {
        userId = user;
        list = "idle";
        entries = new Map();
        touched = new Set();
        emit();
      }
      if (list !== "idle") return;
      list = "loading";
      listFavourites(api).then(
        (body) => {
          if (userId !== user) return;
          list = "loaded";
          const next = new Map<string, FavouriteEntry>();
          for (const item of body.items) next.set(keyOf(item.type, item.slug), { saved: true, busy: false });
          for (const key of touched) {
            const current = entries.get(key);
            if (current) next.set(key, current);
          }
          entries = next;
          emit();
        },
        () => {
          if (userId !== user) return;
          list = "idle"; // the next heart that mounts asks again
        },
      );
    },

    entry(type, slug) {
      const found = entries.get(keyOf(type, slug));
      return found ?? (list === "loaded" ? UNSAVED : UNKNOWN);
    },

    async toggle(api, type, slug, saved) {
      const key = keyOf(type, slug);
      if (entries.get(key)?.busy) return;
      const owner = userId;
      touched.add(key);
      entries.set(key, { saved, busy: true });
      emit();
      let ok = false;
      try {
        await setFavourite(api, type, slug, !saved);
        ok = true;
      } catch {
        // Refused or offline: the heart stays as it was, and the player may press it again.
      }
      if (owner !== userId) return;
      entries.set(key, { saved: ok ? !saved : saved, busy: false });
      emit();
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The page's one store (module state in the browser; the heart code that uses it loads only for players). */
export const favourites = createFavouritesStore();
