import { lazy, Suspense } from "react";
import type * as server from "react-dom/server.bun";
import { renderToPipeableStream } from "react-dom/server.bun";
import { createRequestHandler, useLoaderData, type AppLoadContext, type ServerBuild } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import * as entry from "./entry.server";
import { MARKETS } from "#contracts/markets";
import { forgetPartFragments } from "./part-fragments.server";
import * as root from "./root";
import { deferred } from "./ui/deferred";

// The renderer, watched: every page is rendered once, whole (./render-document.server.ts).
vi.mock("react-dom/server.bun", async (importOriginal) => {
  const actual = await importOriginal<typeof server>();
  return { ...actual, renderToPipeableStream: vi.fn(actual.renderToPipeableStream) };
});

/**
 * docs/product-spec.md §8 "Unhandled application errors show the 404-style page, except for crawler user agents,
 * which get no error page": this entry and the real root (its layout and error boundary) under React
 * Router's request handler, with pages whose loader or render fails.
 */
function Fine() {
  return <h1>Fine</h1>;
}
function BrokenRender(): never {
  throw new Error("render failed");
}

function WithData() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  return <p>{greeting}</p>;
}
function BrokenInABoundary() {
  return (
    <Suspense fallback={<p>Not yet</p>}>
      <BrokenRender />
    </Suspense>
  );
}
// A part whose code arrives 20 ms after it is first rendered, as a deferred part's does on a server's first page.
const LatePart = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <p>The late part</p> }), 20),
    ),
);
function WithLatePart() {
  return (
    <Suspense fallback={<p>Not yet</p>}>
      <LatePart />
    </Suspense>
  );
}

// A deferred part, counted: rendered, or written from what an earlier render of the page kept.
const summaryRenders = vi.fn();
const DeferredSummary = deferred(async () => ({ text }: { text: string }) => {
  summaryRenders();
  return <p>{text}</p>;
});
function WithDeferredPart() {
  const { greeting } = useLoaderData<{ greeting: string }>();
  return <DeferredSummary text={greeting} />;
}

const pages = {
  "routes/fine": { path: "fine", module: { default: Fine } },
  "routes/with-data": {
    path: "with-data",
    module: { default: WithData, loader: () => ({ greeting: "Olá, “mundo” </script>" }) },
  },
  "routes/broken-in-a-boundary": { path: "broken-in-a-boundary", module: { default: BrokenInABoundary } },
  "routes/with-late-part": { path: "with-late-part", module: { default: WithLatePart } },
  "routes/with-deferred-part": {
    path: "with-deferred-part",
    module: {
      default: WithDeferredPart,
      loader: ({ request }: { request: Request }) => ({ greeting: new URL(request.url).searchParams.get("q") }),
    },
  },
  "routes/broken-loader": {
    path: "broken-loader",
    module: {
      default: Fine,
      loader: () => {
        throw new Error("loader failed");
      },
    },
  },
  "routes/broken-render": { path: "broken-render", module: { default: BrokenRender } },
};

const build = {
  entry: { module: { ...entry, handleError: () => undefined } },
  routes: {
    root: { id: "root", path: "", module: root },
    ...Object.fromEntries(
      Object.entries(pages).map(([id, page]) => [id, { id, parentId: "root", path: page.path, module: page.module }]),
    ),
  },
  assets: {
    entry: { module: "/assets/entry.client.js", imports: [] },
    routes: Object.fromEntries(
      ["root", ...Object.keys(pages)].map((id) => [
        id,
        {
          id,
          parentId: id === "root" ? undefined : "root",
          path: id === "root" ? "" : pages[id as keyof typeof pages].path,
          module: `/assets/${id}.js`,
          hasAction: false,
          hasLoader: ["root", "routes/broken-loader", "routes/with-data", "routes/with-deferred-part"].includes(id),
          hasClientAction: false,
          hasClientLoader: false,
          hasClientMiddleware: false,
          hasDefaultExport: true,
          hasErrorBoundary: id === "root",
          imports: [],
          css: [],
        },
      ]),
    ),
    url: "/assets/manifest-1.js",
    version: "1",
  },
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: { v8_middleware: false, v8_trailingSlashAwareDataRequests: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
} as unknown as ServerBuild;

const handle = createRequestHandler(build, "production");
const context = {
  db: null,
  locale: "en",
  market: "GB",
  country: "GB",
  origin: "https://casino-guide.example",
  nonce: "n0nce",
  contactEmail: "help@casino-guide.example",
  apiBase: "/api",
  authBase: "/auth",
  complaintsBase: "/api/complaints",
  consoleBase: "/api/admin",
  cacheTags: new Set<string>(),
  sites: {
    main: "https://casino-guide.example",
    markets: MARKETS.map(({ code, languages, flag }) => ({
      code,
      languages,
      flag,
      origin: code === "PT" ? "https://casino-guide.example" : `https://${code.toLowerCase()}.casino-guide.example`,
    })),
  },
  marketSites: { main: "https://casino-guide.example", domains: {} },
  tagManagerId: null,
} as unknown as AppLoadContext;

const PLAYER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const BINGBOT = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";

async function visit(path: string, userAgent: string, extra: Partial<AppLoadContext> = {}) {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  const res = await handle(
    new Request(`https://casino-guide.example${path}`, { headers: { "user-agent": userAgent } }),
    { ...context, ...extra },
  );
  return { status: res.status, html: await res.text() };
}

// Vite's development server's pages and built pages: the same render, built pages' scripts loaded after the first paint.
const MODES = [
  { name: "development", dev: true },
  { name: "built", dev: false },
] as const;

for (const mode of MODES) {
  describe(`${mode.name} pages`, () => {
    beforeEach(() => {
      vi.stubEnv("DEV", mode.dev);
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });

    describe("an unhandled error (docs/product-spec.md §8)", () => {
      for (const path of ["/broken-loader", "/broken-render"]) {
        it(`${path}: a player gets the 404-style page with status 500`, async () => {
          const { status, html } = await visit(path, PLAYER);
          expect(status).toBe(500);
          expect(html).toContain("No search result");
          expect(html).toContain(`Page not found: ${path}`);
          expect(html).toContain("help@casino-guide.example");
        });

        it(`${path}: a crawler gets the status and no error page`, async () => {
          for (const bot of [GOOGLEBOT, BINGBOT]) {
            const { status, html } = await visit(path, bot);
            expect(status).toBe(500);
            expect(html).toBe("");
          }
        });
      }

      it("a crawler still gets the pages that work, whole", async () => {
        const { status, html } = await visit("/fine", GOOGLEBOT);
        expect(status).toBe(200);
        expect(html).toContain("<h1>Fine</h1>");
      });
    });

    describe("a finished render", () => {
      it("leaves no timer behind to hold it in memory", async () => {
        // The render's time limit (5 s and more): a pending one keeps the whole render alive until it fires.
        const pending = new Set<unknown>();
        const set = globalThis.setTimeout;
        const clear = globalThis.clearTimeout;
        vi.spyOn(globalThis, "setTimeout").mockImplementation(((callback: () => void, ms?: number) => {
          const id = set(callback, ms);
          if ((ms ?? 0) >= 5000) pending.add(id);
          return id;
        }) as typeof setTimeout);
        vi.spyOn(globalThis, "clearTimeout").mockImplementation((id) => {
          pending.delete(id);
          clear(id);
        });
        try {
          for (const [path, agent] of [
            ["/fine", PLAYER],
            ["/broken-render", PLAYER],
            ["/broken-render", GOOGLEBOT],
          ] as const) {
            const before = pending.size;
            await visit(path, agent);
            expect(pending.size, `${path}, ${agent === PLAYER ? "player" : "crawler"}`).toBe(before);
          }
          expect(pending.size).toBe(0);
        } finally {
          vi.restoreAllMocks();
        }
      });
    });

    it("a failure inside a Suspense boundary is a 500: the page for a player, nothing for a crawler", async () => {
      const player = await visit("/broken-in-a-boundary", PLAYER);
      expect(player.status).toBe(500);
      expect(player.html).toContain("Not yet");
      const crawler = await visit("/broken-in-a-boundary", GOOGLEBOT);
      expect(crawler).toEqual({ status: 500, html: "" });
    });
  });
}

describe("a built page (docs/decisions/0062)", () => {
  beforeEach(() => {
    vi.stubEnv("DEV", false);
    vi.mocked(renderToPipeableStream).mockClear();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it("is rendered once, whole, its hydration data in one script", async () => {
    const { status, html } = await visit("/with-data", PLAYER);
    expect(status).toBe(200);
    expect(html.startsWith("<!DOCTYPE html><html")).toBe(true);
    expect(html).toContain("<p>Olá, “mundo” &lt;/script&gt;</p>");
    // React Router's hydration data: the loader's data, its end, and nothing that could close the script early.
    const enqueued = [...html.matchAll(/streamController\.enqueue\((.*?)\);<\/script>/gs)].map((m) => m[1]);
    expect(enqueued).toHaveLength(1);
    expect(enqueued[0]).toContain("Olá, “mundo” \\u003c/script\\u003e");
    expect(html).toContain("window.__reactRouterContext.streamController.close();");
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
  });

  it("with a part whose code has not arrived waits for it, and is rendered once", async () => {
    const { status, html } = await visit("/with-late-part", PLAYER);
    expect(status).toBe(200);
    expect(html).toContain("<p>The late part</p>");
    expect(html).not.toContain("Not yet");
    expect(renderToPipeableStream).toHaveBeenCalledTimes(1);
  });

  describe("a deferred part (docs/decisions/0065)", () => {
    beforeEach(() => {
      forgetPartFragments();
      summaryRenders.mockClear();
    });

    it("is written from what the page's last render kept, the same bytes", async () => {
      const first = await visit("/with-deferred-part?q=Tidal", PLAYER);
      const second = await visit("/with-deferred-part?q=Tidal", PLAYER);
      expect(summaryRenders).toHaveBeenCalledTimes(1);
      expect(second).toEqual(first);
      expect(second.html).toContain('<div data-deferred="waiting"><!--$--><p>Tidal</p><!--/$--></div>');
      await visit("/with-deferred-part?q=Jade", PLAYER);
      expect(summaryRenders).toHaveBeenCalledTimes(2);
    });

    it("is rendered each time in development, where its code changes under the server", async () => {
      vi.stubEnv("DEV", true);
      await visit("/with-deferred-part?q=Tidal", PLAYER);
      await visit("/with-deferred-part?q=Tidal", PLAYER);
      expect(summaryRenders).toHaveBeenCalledTimes(2);
    });

    it("is rendered each time when the server says so (PART_FRAGMENTS=false)", async () => {
      await visit("/with-deferred-part?q=Tidal", PLAYER, { partFragments: false });
      await visit("/with-deferred-part?q=Tidal", PLAYER, { partFragments: false });
      expect(summaryRenders).toHaveBeenCalledTimes(2);
    });
  });
});
