import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/**
 * React Router's package exports only its development build (`dist/development`: dev warnings on); the
 * same version's production build sits beside it (`dist/production`, the warnings compiled out). The
 * browser bundle takes the production one: 0.6 KB less gzipped on every page (docs/decisions/0042).
 * The server keeps the exported build: server/web.ts imports the package by name, and two copies of
 * React Router in one process would not share their contexts.
 */
const REACT_ROUTER_PRODUCTION: Record<string, string> = {
  "react-router": "./node_modules/react-router/dist/production/index.mjs",
  "react-router/dom": "./node_modules/react-router/dist/production/dom-export.mjs",
};
const reactRouterProductionBuild = (): Plugin => ({
  name: "react-router-production-build",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  resolveId: (id) => {
    const file = REACT_ROUTER_PRODUCTION[id];
    return file ? fileURLToPath(new URL(file, import.meta.url)) : null;
  },
});

/**
 * Modules every page runs at start (the root route's static imports). Rolldown would otherwise split them
 * into a dozen sub-kilobyte files; one chunk compresses better and arrives in one request. Only modules
 * that every page loads eagerly belong here: a lazily imported module listed here would load on every page.
 */
const SHELL = [
  "preload-helper",
  "/app/root-data.ts",
  "/app/ui/i18n.tsx",
  "/app/ui/icons.tsx",
  "/app/ui/seo.tsx",
  "/app/ui/deferred.tsx",
  "/app/ui/deferred-handover.ts",
  "/app/ui/toasts.tsx",
  "/app/ui/toast-options.ts",
  "/app/ui/format.ts",
  "/app/ui/page-heading.tsx",
  "/app/shared/safety-badge.tsx",
  "/app/shared/favourites/favourite-heart.tsx",
  "/app/client/storage.ts",
  "/app/client/session.tsx",
  "/app/client/reload-guard.ts",
  "/app/client/lazy-api.ts",
  "/app/features/shell/consent.ts",
  "/app/features/shell/cookie-notice.tsx",
  "/app/features/shell/header.tsx",
  "/app/features/shell/footer.tsx",
  "/app/features/shell/country-switcher.tsx",
  "/app/features/shell/sign-up-prompts.tsx",
  "/app/features/shell/language-switcher.tsx",
  "/app/features/shell/visitor-effects.tsx",
  "/app/features/shell/not-found-meta.tsx",
  "/contracts/locales.ts",
  "/contracts/markets.ts",
  "/contracts/language-urls.ts",
  "/contracts/safe-path.ts",
  "/i18n/translator.ts",
];

/** What runs once a page is hydrated (loaded then, never before): one chunk rather than two. */
const AFTER_HYDRATION = ["/app/features/shell/after-hydration.ts", "/app/client/visit.ts"];

const matches = (paths: string[]) => (id: string) => paths.some((path) => id.includes(path));

export default defineConfig({
  plugins: [reactRouterProductionBuild(), tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    // ANALYZE=1 npx react-router build: source maps, to see which modules make up each chunk.
    sourcemap: !!process.env.ANALYZE,
    // A dynamic import preloads what its module needs, but never the chunks every page has already run
    // (their names would only weigh on each importing chunk: docs/decisions/0026).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => !/\/(framework|shell|rolldown-runtime)-/.test(dep)),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router: every page needs all three (~100 KB of the 120 KB budget).
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: "shell", test: matches(SHELL) },
            { name: "after-hydration", test: matches(AFTER_HYDRATION) },
            // The deferred parts' wrappers (a line each, docs/decisions/0026): one small file, not one per feature.
            { name: "deferred-parts", test: /[\\/]deferred-parts\.ts$/ },
          ],
        },
      },
    },
  },
});
