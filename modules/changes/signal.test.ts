import { describe, expect, it, vi } from "vitest";
import type { Db } from "#db/client";
import { announce, onChange, type Change } from "./signal";

// The signal only keys by the database object: plain objects stand in for two open databases.
const database = () => ({}) as Db;
const rating: Change = { kind: "rating", ids: [12], slug: "tidal-casino", usersScore: 7.5 };
const comment: Change = { kind: "comment", ids: [3], on: { kind: "post", ids: [9] } };

describe("the change signal", () => {
  it("hands each change to every listener of the database, with the database", () => {
    const db = database();
    const [first, second] = [vi.fn(), vi.fn()];
    onChange(db, first);
    onChange(db, second);
    announce(db, rating);
    announce(db, comment);
    expect(first.mock.calls).toEqual([
      [rating, db, "local"],
      [comment, db, "local"],
    ]);
    expect(second.mock.calls).toEqual(first.mock.calls);
  });

  it("keeps databases apart: a change reaches only the listeners of its own database", () => {
    const [one, other] = [database(), database()];
    const [ofOne, ofOther] = [vi.fn(), vi.fn()];
    onChange(one, ofOne);
    onChange(other, ofOther);
    announce(one, rating);
    expect(ofOne).toHaveBeenCalledOnce();
    expect(ofOther).not.toHaveBeenCalled();
  });

  it("is quiet without listeners", () => {
    expect(() => announce(database(), rating)).not.toThrow();
  });

  it("keeps a listener added twice once, and stops calling it once it stops listening", () => {
    const db = database();
    const listener = vi.fn();
    const stop = onChange(db, listener);
    onChange(db, listener);
    announce(db, rating);
    expect(listener).toHaveBeenCalledOnce();
    stop();
    announce(db, comment);
    expect(listener).toHaveBeenCalledOnce();
  });

  it("runs every listener when one throws, then throws its error", () => {
    const db = database();
    const broken = new Error("listener bug");
    const after = vi.fn();
    onChange(db, () => {
      throw broken;
    });
    onChange(db, after);
    expect(() => announce(db, rating)).toThrow(broken);
    expect(after).toHaveBeenCalledOnce();
  });

  it("throws all the errors together when several listeners throw", () => {
    const db = database();
    for (const message of ["one", "two"])
      onChange(db, () => {
        throw new Error(message);
      });
    expect(() => announce(db, rating)).toThrow(AggregateError);
  });
});
