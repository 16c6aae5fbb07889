import { describe, expect, it } from "vitest";
import { safeRelativePath } from "./safe-path";

describe("safeRelativePath", () => {
  it("keeps a relative path with its query", () => {
    expect(safeRelativePath("/casinos?category=crypto")).toBe("/casinos?category=crypto");
  });
  it.each(["//evil.example", "/\\evil.example", "https://evil.example", "/x\r\nSet-Cookie: a=b", "evil", "", null])(
    "rejects %j",
    (value) => {
      expect(safeRelativePath(value)).toBe("/");
    },
  );
});
