import { describe, expect, it } from "vitest";
import { jsonForScript } from "./seo";

describe("jsonForScript", () => {
  it("holds no `<`, so no text can end the script element or open a comment, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script><!-- & \u2028\u2029", nested: ["a<b", { c: "</SCRIPT>" }] };
    const text = jsonForScript(data);
    expect(text).not.toContain("<");
    expect(text).toContain("\\u003c/script>");
    expect(JSON.parse(text)).toEqual(data);
  });
});
