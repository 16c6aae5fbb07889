import { defineConfig } from "vitest/config";

/** Unit tests beside the code and integration tests in tests/integration; no React Router plugin here. */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: [
      "{app,contracts,i18n,modules,server,db,seed,scripts}/**/*.test.{ts,tsx}",
      "tests/integration/**/*.test.ts",
      "tests/fuzz/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 60_000,
    // Set-ups seed the demo through the import (~40 s on an idle 2-core machine); CI may share the machine.
    hookTimeout: 240_000,
    pool: "forks",
  },
});
