import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, pageCsp } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("page CSP", () => {
  it("hashes each inline script a browser runs, and no external script or JSON data block", () => {
    const html = `<head><script>window.a = "é";</script><script type="module">import "/x.js";</script>
      <script src="/y.js"></script><script type="application/ld+json">{"@type":"Thing"}</script>
      <script>window.a = "é";</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é";'), sha('import "/x.js";')]);
  });

  it("hashes the same scripts in the document's UTF-8 bytes", () => {
    const html = `<script>window.flag = "🇵🇹 ৮ é";</script><script type="application/json">{"a":"ü"}</script>`;
    expect(inlineScriptHashes(Buffer.from(html))).toEqual(inlineScriptHashes(html));
    expect(inlineScriptHashes(Buffer.from(html))).toEqual([sha('window.flag = "🇵🇹 ৮ é";')]);
  });

  it("finds a start tag by its name alone, its attributes on the next line too", () => {
    const html = `<scripts>not one</scripts><script\n  async>window.b = 1;</script><p>after</p>`;
    expect(inlineScriptHashes(html)).toEqual([sha("window.b = 1;")]);
    expect(inlineScriptHashes("<script>never closed")).toEqual([]);
  });

  it("allows those hashes and what they load, nothing inline besides", () => {
    const csp = pageCsp({ production: true, tagManager: false }, ["'sha256-abc'"]);
    expect(csp).toContain("script-src 'sha256-abc' 'strict-dynamic'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("unsafe-inline' 'strict");
  });
});
