import { describe, expect, it } from "vitest";
import { safeRelativePath } from "./safe-path";

describe("safeRelativePath", () => {
  it("keeps a relative path with its query", () => {
    expect(safeRelativePath("/casinos?category=crypto")).toBe("/casinos?category=crypto");
  });
  it("gives a non-ASCII path back percent-encoded, so it is a valid Location header", () => {
    expect(safeRelativePath("/一")).toBe("/%E4%B8%80");
    expect(safeRelativePath("/%E4%B8%80?q=é")).toBe("/%E4%B8%80?q=%C3%A9");
    expect(() => new Headers({ Location: safeRelativePath("/bücher?x=ü#ä") })).not.toThrow();
  });
  it.each([
    "//evil.example",
    "/\x0B/x",
    "/x\u0000",
    "/a\u007f",
    "/\\evil.example",
    "https://evil.example",
    "/x\r\nSet-Cookie: a=b",
    "evil",
    "",
    null,
  ])("rejects %j", (value) => {
    expect(safeRelativePath(value)).toBe("/");
  });
});
