import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";

/**
 * JavaScript a content page makes the browser download on its first load, at 1280×720 until the network is
 * idle: the page's code and the deferred parts near the screen. The budget (≤ 120 KB) is in gzip: the
 * browser is made to accept gzip alone; what a browser that takes brotli downloads (the build's `.br`,
 * scripts/precompress.ts) is shown beside it. The build watcher, fetched 1 s after the app starts
 * (docs/product-spec.md §9, app/client/build-watch.ts), is waited for and shown apart, so the figure does
 * not depend on whether the network went idle before it.
 * Usage: tsx scripts/bench/js-weight.ts [--files] [origin] [path …]; prints one line per page (with `--files`,
 * then each script, largest first). `npm run bench` (./run.ts) prints it too, for its own server's pages.
 */

/** The build watcher's chunk: loaded 1 s after start, outside the first load. */
const LATER = /\/build-watcher-[\w-]+\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A script's size as the server sends it to a browser that takes brotli (its Content-Length). */
async function brotliBytes(url: string): Promise<number> {
  const response = await fetch(url, { headers: { "accept-encoding": "br" } });
  await response.body?.cancel();
  return Number(response.headers.get("content-length") ?? 0);
}

export async function printJsWeight(origin: string, paths: string[], { files = false } = {}): Promise<void> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  try {
    for (const path of paths) {
      const page = await browser.newPage({ extraHTTPHeaders: { "accept-encoding": "gzip" } });
      const sizes: Promise<{ url: string; gzip: number }>[] = [];
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        const url = response.url();
        sizes.push(
          response
            .request()
            .sizes()
            .then((s) => ({ url, gzip: s.responseBodySize })),
        );
      });
      const watcher = page.waitForResponse((response) => LATER.test(new URL(response.url()).pathname));
      await page.goto(origin + path, { waitUntil: "networkidle" });
      await watcher;
      const all = (await Promise.all(sizes)).sort((a, b) => b.gzip - a.gzip);
      const first = all.filter((file) => !LATER.test(file.url));
      const later = all.filter((file) => LATER.test(file.url)).reduce((sum, file) => sum + file.gzip, 0);
      const gzip = first.reduce((sum, file) => sum + file.gzip, 0);
      const brotli = (await Promise.all(first.map((file) => brotliBytes(file.url)))).reduce((a, b) => a + b, 0);
      console.log(
        `${path.padEnd(40)} ${kb(gzip).padStart(9)} gzipped JS (${kb(brotli)} as brotli), ${first.length} files` +
          ` (then the build watcher: ${kb(later)})`,
      );
      if (files) for (const file of first) console.log(`  ${kb(file.gzip).padStart(8)}  ${new URL(file.url).pathname}`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const [origin = "http://localhost:3000", ...paths] = args.filter((a) => a !== "--files");
  await printJsWeight(origin, paths.length > 0 ? paths : ["/", "/casinos", "/slots", "/bonuses", "/blog"], {
    files: args.includes("--files"),
  });
}
