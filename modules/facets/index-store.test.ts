import { describe, expect, it } from "vitest";
import type { Db } from "#db/client";
import { IndexStore } from "./index-store";

describe("a named IndexStore", () => {
  it("is one for the whole process: a change heard by one copy of the module reaches the other's reads", async () => {
    const db = {} as Db;
    let loads = 0;
    const load = async () => ++loads;
    // The server's copy and the page build's copy of the same catalogue.
    const server = new IndexStore(load, "test:shared");
    const pages = new IndexStore(load, "test:shared");
    expect(await pages.get(db)).toBe(1);
    expect(await server.get(db)).toBe(1);
    server.changed(db);
    expect(await pages.get(db)).toBe(2);
  });

  it("keeps unnamed stores apart", async () => {
    const db = {} as Db;
    const a = new IndexStore(async () => "a");
    const b = new IndexStore(async () => "b");
    expect([await a.get(db), await b.get(db)]).toEqual(["a", "b"]);
  });
});
