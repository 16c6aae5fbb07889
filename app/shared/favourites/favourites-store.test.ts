import { describe, expect, it } from "vitest";
import { createFavouritesStore, type FavouritesApi } from "./favourites-store";

interface Call {
  method: string;
  path: string;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/** An API whose answers the test gives by hand, in any order. */
function fakeApi() {
  const calls: Call[] = [];
  const api: FavouritesApi = {
    api<T>(method: string, path: string) {
      return new Promise<T>((resolve, reject) =>
        calls.push({ method, path, resolve: resolve as (value: unknown) => void, reject }),
      );
    },
  };
  return { api, calls };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const list = (...items: [string, string][]) => ({ items: items.map(([type, slug]) => ({ type, slug, name: slug })) });

describe("the favourites store", () => {
  it("asks for the list once however many hearts load it, then knows every item", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    for (let i = 0; i < 20; i++) store.load(api, 1);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /favourites/"]);
    expect(store.entry("casino", "amber").saved).toBeUndefined();

    calls[0]!.resolve(list(["casino", "amber"], ["slot", "ruby"]));
    await flush();
    expect(store.entry("casino", "amber").saved).toBe(true);
    expect(store.entry("slot", "ruby").saved).toBe(true);
    expect(store.entry("slot", "amber").saved).toBe(false);
    // Snapshots are stable objects while nothing changes.
    expect(store.entry("casino", "amber")).toBe(store.entry("casino", "amber"));
    expect(store.entry("casino", "other")).toBe(store.entry("slot", "other"));
    store.load(api, 1);
    expect(calls).toHaveLength(1);
  });

  it("saves and unsaves once the API agrees, and tells subscribers", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    store.load(api, 1);
    calls[0]!.resolve(list(["casino", "amber"]));
    await flush();
    let notified = 0;
    const unsubscribe = store.subscribe(() => notified++);

    const saving = store.toggle(api, "slot", "ruby", false);
    expect(store.entry("slot", "ruby")).toEqual({ saved: false, busy: true });
    expect(calls[1]).toMatchObject({ method: "PUT", path: "/favourites/slot/ruby/" });
    // A second click while the first is sent does nothing.
    await store.toggle(api, "slot", "ruby", true);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(undefined);
    await saving;
    expect(store.entry("slot", "ruby")).toEqual({ saved: true, busy: false });

    const removing = store.toggle(api, "casino", "amber", true);
    expect(calls[2]).toMatchObject({ method: "DELETE", path: "/favourites/casino/amber/" });
    calls[2]!.resolve(undefined);
    await removing;
    expect(store.entry("casino", "amber").saved).toBe(false);
    expect(notified).toBe(4);
    unsubscribe();
    const unheard = store.toggle(api, "casino", "x", false);
    calls[3]!.resolve(undefined);
    await unheard;
    expect(notified).toBe(4);
  });

  it("keeps the heart as it was when the API refuses", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    store.load(api, 1);
    calls[0]!.resolve(list());
    await flush();
    const saving = store.toggle(api, "casino", "amber", false);
    expect(store.entry("casino", "amber")).toEqual({ saved: false, busy: true });
    calls[1]!.reject(new Error("429"));
    await saving;
    expect(store.entry("casino", "amber")).toEqual({ saved: false, busy: false });
  });

  it("does not let a list that arrives late undo a change made meanwhile", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    store.load(api, 1);
    const saving = store.toggle(api, "casino", "amber", false);
    calls[1]!.resolve(undefined);
    await saving;
    calls[0]!.resolve(list(["slot", "ruby"]));
    await flush();
    expect(store.entry("casino", "amber").saved).toBe(true);
    expect(store.entry("slot", "ruby").saved).toBe(true);
  });

  it("asks again after a failed list, and starts afresh for another player", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    store.load(api, 1);
    calls[0]!.reject(new Error("offline"));
    await flush();
    expect(store.entry("casino", "amber").saved).toBeUndefined();
    store.load(api, 1);
    calls[1]!.resolve(list(["casino", "amber"]));
    await flush();
    expect(store.entry("casino", "amber").saved).toBe(true);

    store.load(api, 2);
    expect(store.entry("casino", "amber").saved).toBeUndefined();
    expect(calls).toHaveLength(3);
    calls[2]!.resolve(list());
    await flush();
    expect(store.entry("casino", "amber").saved).toBe(false);
  });

  it("ignores the answers meant for the player before", async () => {
    const store = createFavouritesStore();
    const { api, calls } = fakeApi();
    store.load(api, 1);
    store.load(api, 2);
    calls[0]!.resolve(list(["casino", "amber"]));
    calls[1]!.resolve(list());
    await flush();
    expect(store.entry("casino", "amber").saved).toBe(false);
  });
});
