import { describe, expect, it } from "vitest";
import { scriptsAfterFirstPaint as pieces } from "./scripts-after-paint.server";

const scriptsAfterFirstPaint = (html: string) => Buffer.concat(pieces(Buffer.from(html))).toString();
const texts = (html: string) => pieces(Buffer.from(html)).map((piece) => Buffer.from(piece).toString());

/** React Router's `<Scripts/>` as a built page carries it (React 19 puts the preload links in the head). */
const page = [
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/><link rel="modulepreload" href="/assets/framework-B.js"/>',
  '<link rel="modulepreload" href="/assets/root-C.js"/><link rel="modulepreload" href="/assets/casino-D.js"/>',
  "<script>consent()</script></head><body><main>Tidal</main>",
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/casino-D.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/casino":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("scripts after the first paint", () => {
  it("takes the preload links out of the HTML and has the module script add them after a painted frame", () => {
    const html = scriptsAfterFirstPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script).not.toMatch(/^import \*/m);
    const wait = script.indexOf("requestAnimationFrame");
    const preload = script.indexOf('link.rel = "modulepreload"');
    expect(wait).toBeGreaterThanOrEqual(0);
    expect(preload).toBeGreaterThan(wait);
    expect(script).toContain(
      '["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/casino-D.js"]',
    );
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/casino-D.js")]);',
    );
    // The rest of React Router's script, in its order, after the route modules.
    expect(script.indexOf("__reactRouterRouteModules")).toBeGreaterThan(script.indexOf("Promise.all"));
    expect(script.trimEnd().endsWith('import("/assets/entry.client-A.js");')).toBe(true);
    // Everything else is untouched.
    expect(html).toContain("<script>consent()</script></head><body><main>Tidal</main>");
    expect(html).toContain("<script>window.__reactRouterContext = {};</script>");
  });

  it("runs: the route modules are imported once the page has painted, then the entry", async () => {
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(scriptsAfterFirstPaint(page))![1]!;
    const imported: string[] = [];
    const head: string[] = [];
    const run = new Function(
      "document",
      "window",
      "requestAnimationFrame",
      "load",
      `return (async () => { ${script.replace(/\bimport\(/g, "load(")} })();`,
    ) as (...args: unknown[]) => Promise<void>;
    const window: Record<string, unknown> = {};
    await run(
      {
        readyState: "complete",
        createElement: () => ({}),
        head: { append: (link: { href: string }) => head.push(link.href) },
      },
      window,
      (frame: () => void) => setTimeout(frame),
      async (href: string) => {
        imported.push(href);
        return { href };
      },
    );
    expect(head).toHaveLength(4);
    expect(imported).toEqual(["/assets/root-C.js", "/assets/casino-D.js", "/assets/entry.client-A.js"]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { href: "/assets/root-C.js" },
      "routes/casino": { href: "/assets/casino-D.js" },
    });
  });

  it("keeps every other byte of the page", () => {
    const out = scriptsAfterFirstPaint(page.replace("<main>Tidal</main>", "<main>Tidal 🇵🇹 ৮ é</main>"));
    expect(out).toContain("<main>Tidal 🇵🇹 ৮ é</main>");
  });

  it("gives the page back in pieces, the spans of the page between the cuts and the new script", () => {
    const parts = texts(page);
    // Five cuts (the four preload links, the module script): the six spans around them and the new script.
    expect(parts).toHaveLength(7);
    expect(parts[0]).toBe('<!DOCTYPE html><html><head><meta charSet="utf-8"/>');
    expect(parts.at(-1)).toBe("</body></html>");
    expect(texts("<p>Hi</p>")).toEqual(["<p>Hi</p>"]);
  });

  it("leaves a page it does not recognise as it is", () => {
    const plain = "<html><head></head><body><p>Hi</p></body></html>";
    expect(scriptsAfterFirstPaint(plain)).toBe(plain);
    const noImports = page.replace(/import \* as \w+ from "[^"]+";\n/g, "");
    expect(scriptsAfterFirstPaint(noImports)).toBe(noImports);
  });

  it("cuts a preload link wherever it is, and leaves a page whose links are not module paths as it is", () => {
    const inBody = page.replace("<main>", '<link rel="modulepreload" href="/assets/late-E.js"/><main>');
    const html = scriptsAfterFirstPaint(inBody);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('"/assets/casino-D.js","/assets/late-E.js"]');
    expect(html).toContain("</head><body><main>Tidal</main>");
    const odd = page.replace('href="/assets/root-C.js"/>', 'href="/assets/root-C.css"/>');
    expect(scriptsAfterFirstPaint(odd)).toBe(odd);
  });
});
