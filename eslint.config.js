import { readdirSync } from "node:fs";
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Besides the usual rules, lint enforces the dependency direction of docs/ARCHITECTURE.md:
 * - nothing outside app/ imports app/; browser code reaches server code only through *.server.ts files;
 * - app/routes → app/features → app/shared, app/ui; a feature never imports another feature;
 * - a module is used through its entry file (modules/<name>/index.ts), never through its other files;
 * - modules know no HTTP and no React; db/ knows only its schema; contracts/ and i18n/ stand alone;
 * - no import cycles (import-x reads TypeScript through the typescript flat config, which it needs to
 *   follow imports at all: without it the cycle root.tsx ↔ not-found-page.tsx went unseen).
 */
const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const TOP_LEVEL = ["./app", "./server", "./modules", "./db", "./contracts", "./i18n", "./seed", "./scripts", "./tests"];
const MODULES = dirs("./modules");
const FEATURES = dirs("./app/features");

const moduleEntries = MODULES.map((name) => ({
  target: [
    ...TOP_LEVEL.filter((dir) => dir !== "./modules"),
    ...MODULES.filter((m) => m !== name).map((m) => `./modules/${m}`),
  ],
  from: `./modules/${name}`,
  except: ["./index.ts"],
  message: `use modules/${name} through its entry file (modules/${name}/index.ts).`,
}));

const featureWalls = FEATURES.map((name) => ({
  target: `./app/features/${name}`,
  from: "./app/features",
  except: [`./${name}`],
  message: "features never import each other: move what they share to app/shared or app/ui.",
}));

export default tseslint.config(
  {
    ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: TOP_LEVEL.filter((dir) => dir !== "./app"),
              from: "./app",
              message: "nothing outside app/ imports app/: share through contracts/, i18n/ or modules/.",
            },
            {
              target: "./modules",
              from: ["./server", "./seed", "./scripts", "./tests"],
              message: "modules are the domain: no HTTP, no React.",
            },
            {
              target: "./db",
              from: ["./server", "./modules", "./seed", "./scripts", "./i18n"],
              message: "db knows only its schema.",
            },
            {
              target: "./contracts",
              from: ["./server", "./modules", "./db", "./seed", "./i18n"],
              message: "contracts stand alone.",
            },
            {
              target: "./i18n",
              from: ["./server", "./modules", "./db", "./seed"],
              message: "i18n holds words only: it imports contracts at most.",
            },
            {
              target: ["./app/ui", "./app/shared"],
              from: ["./app/features", "./app/routes"],
              message: "ui and shared pieces know no feature.",
            },
            { target: "./app/features", from: ["./app/routes"], message: "features don't import routes." },
            ...featureWalls,
            ...moduleEntries,
          ],
        },
      ],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.server.ts", "app/entry.server.tsx"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["#modules/*", "#db/*", "#server/*", "#seed/*", "#i18n/catalogs.server"],
              allowTypeImports: true,
              message: "Browser code imports server code through a *.server.ts file only (types are fine).",
            },
          ],
        },
      ],
    },
  },
);
