/**
 * After `react-router build`: writes a zopfli-compressed `.gz` beside every JS and CSS asset. Zopfli's
 * gzip is ~5 % smaller than the server's on-the-fly compression and costs nothing per request; the
 * static handler serves the `.gz` to clients that accept gzip (docs/decisions/0009).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { gzipAsync } from "@gfx/zopfli";

const assets = join(process.cwd(), "build/client/assets");
const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
let before = 0;
let after = 0;
await Promise.all(
  files.map(async (name) => {
    const source = readFileSync(join(assets, name));
    const compressed = await gzipAsync(source, { numiterations: 15 });
    writeFileSync(join(assets, `${name}.gz`), compressed);
    before += source.length;
    after += compressed.length;
  }),
);
console.log(
  `precompressed ${files.length} assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB gzip`,
);
