import { chromium } from "@playwright/test";

/**
 * Gzipped JavaScript a content page makes the browser download on its first load (budget ≤ 120 KB).
 * Usage: tsx scripts/bench/js-weight.ts [--files] [origin] [path …]; prints one line per page (with `--files`,
 * then each script, largest first).
 */
const args = process.argv.slice(2);
const listFiles = args.includes("--files");
const [origin = "http://localhost:3000", ...paths] = args.filter((a) => a !== "--files");
const pages = paths.length > 0 ? paths : ["/", "/casinos", "/slots", "/bonuses", "/blog"];

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
    await page.goto(origin + path, { waitUntil: "networkidle" });
    const files = (await Promise.all(sizes)).sort((a, b) => b.bytes - a.bytes);
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    console.log(`${path.padEnd(40)} ${(bytes / 1024).toFixed(1).padStart(7)} KB gzipped JS, ${files.length} files`);
    if (listFiles)
      for (const file of files) console.log(`  ${(file.bytes / 1024).toFixed(1).padStart(6)} KB  ${file.url}`);
    await page.close();
  }
} finally {
  await browser.close();
}
