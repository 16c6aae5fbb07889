import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(CHROMIUM)) {
  throw new Error(`Chromium not found at ${CHROMIUM}. Install it with: apt-get install -y chromium`);
}

const PORT = Number(process.env.E2E_PORT ?? 3100);

/** Browser tests in Debian's Chromium against the built server on a fresh embedded database. */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? "list" : "line",
  timeout: 60_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "npx tsx tests/e2e/server.ts",
    url: `http://localhost:${PORT}/healthz`,
    timeout: 180_000,
    reuseExistingServer: false,
    // TRUST_PROXY: the tests' players register from addresses of their own (tests/e2e/players.ts).
    env: {
      PORT: String(PORT),
      LOG_LEVEL: "warn",
      E2E_PORT: String(PORT),
      PUBLIC_ORIGIN: `http://localhost:${PORT}`,
      TRUST_PROXY: "true",
    },
  },
});
