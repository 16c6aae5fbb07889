import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * Besides the usual rules, lint enforces the dependency direction of docs/architecture (ARCHITECTURE.md):
 * browser code never imports server-side values; modules never import HTTP or React; features don't
 * import routes; ui knows no domain; and there are no import cycles.
 */
export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".react-router/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: { "import-x/resolver": { typescript: true } },
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./modules", from: ["./app", "./server"], message: "modules are the domain: no HTTP, no React." },
            {
              target: ["./db/schema", "./db/client.ts"],
              from: ["./app", "./server", "./modules"],
              message: "db knows only its schema.",
            },
            {
              target: "./contracts",
              from: ["./app", "./server", "./modules", "./db"],
              message: "contracts stand alone.",
            },
            { target: "./app/ui", from: ["./app/features", "./app/routes"], message: "ui has no domain knowledge." },
            { target: "./app/features", from: ["./app/routes"], message: "features don't import routes." },
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
              group: ["**/modules/**", "**/db/**", "**/server/**"],
              allowTypeImports: true,
              message: "Browser code imports server code through a *.server.ts file only (types are fine).",
            },
          ],
        },
      ],
    },
  },
);
