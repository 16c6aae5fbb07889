import { chromium } from "@playwright/test";

/**
 * Gzipped JavaScript a content page makes the browser download on its first load (budget ≤ 120 KB), at
 * 1280×720 until the network is idle: the page's code and the deferred parts near the screen. The build
 * watcher, fetched 1 s after the app starts (docs/product-spec.md §9, app/client/build-watch.ts), is
 * waited for and shown apart, so the figure does not depend on whether the network went idle before it.
 * Usage: tsx scripts/bench/js-weight.ts [--files] [origin] [path …]; prints one line per page (with `--files`,
 * then each script, largest first).
 */
const args = process.argv.slice(2);
const listFiles = args.includes("--files");
const [origin = "http://localhost:3000", ...paths] = args.filter((a) => a !== "--files");
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/slots", "/bonuses", "/blog"];

/** The build watcher's chunk: loaded 1 s after start, outside the first load. */
const LATER = /\/build-watcher-[\w-]+\.js$/;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const sizes: Promise<{ url: string; bytes: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = new URL(response.url()).pathname;
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => ({ url, bytes: s.responseBodySize })),
      );
    });
    const watcher = page.waitForResponse((response) => LATER.test(new URL(response.url()).pathname));
    await page.goto(origin + path, { waitUntil: "networkidle" });
    await watcher;
    const all = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
    const files = all.filter((file) => !LATER.test(file.url));
    const later = all.filter((file) => LATER.test(file.url)).reduce((sum, file) => sum + file.bytes, 0);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `${path.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzipped JS, ${files.length} files` +
        ` (then the build watcher: ${(later / 1024).toFixed(1)} KB)`,
    );
    if (listFiles)
      for (const file of files) console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    await page.close();
  }
} finally {
  await browser.close();
}
