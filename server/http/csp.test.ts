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

  it("allows those hashes and what they load, nothing inline besides", () => {
    const csp = pageCsp({ production: true, tagManager: false }, ["'sha256-abc'"]);
    expect(csp).toContain("script-src 'sha256-abc' 'strict-dynamic'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("nonce");
    expect(csp).not.toContain("unsafe-inline' 'strict");
  });
});
