import { describe, expect, it } from "vitest";
import { isStorableText, unstorableTextPaths } from "./text";

describe("storable text", () => {
  it("takes any Unicode text, and refuses NUL and lone surrogates", () => {
    for (const good of ["", "Olá, 世界 🎰", "ﬀ", "\uFFFF"]) expect(isStorableText(good)).toBe(true);
    for (const bad of ["a\u0000b", "\u0000", "\uD800", "x\uDC00y"]) expect(isStorableText(bad)).toBe(false);
  });

  it("names the paths of the unstorable strings and keys of a JSON value", () => {
    const body = JSON.parse(
      '{"login":"a\\u0000b","ok":"fine","target":{"slug":"\\ud800"},"list":["x","\\u0000"],"k\\u0000":1}',
    );
    expect(unstorableTextPaths(body)).toEqual([["login"], ["target", "slug"], ["list", "1"], []]);
    expect(unstorableTextPaths("\u0000")).toEqual([[]]);
    expect(unstorableTextPaths({ a: 1, b: [true, null] })).toEqual([]);
  });
});
