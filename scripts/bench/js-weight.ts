import { chromium } from "@playwright/test";

/**
 * Gzipped JavaScript a content page makes the browser download on its first load (budget ≤ 120 KB).
 * Usage: tsx scripts/bench/js-weight.ts [origin] [path …]; prints one line per page.
 */
const [origin = "http://localhost:3000", ...paths] = process.argv.slice(2);
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/slots", "/bonuses", "/blog"];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      sizes.push(
        response
          .request()
          .sizes()
          .then((s) => s.responseBodySize),
      );
    });
    await page.goto(origin + path, { waitUntil: "networkidle" });
    const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    console.log(`${path.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzipped JS, ${sizes.length} files`);
    await page.close();
  }
} finally {
  await browser.close();
}
