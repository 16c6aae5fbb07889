/**
 * After `react-router build`: writes a zopfli-compressed `.gz` and a brotli-compressed `.br` beside every
 * JS and CSS asset. Zopfli's gzip is ~5 % smaller than the server's on-the-fly compression and brotli at
 * its best quality ~10 % smaller again; neither costs anything per request: the static handler serves the
 * `.br` to browsers that accept brotli and the `.gz` to those that accept only gzip (docs/decisions/0009).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import { gzipAsync } from "@gfx/zopfli";

const brotli = promisify(brotliCompress);
const assets = join(process.cwd(), "build/client/assets");
const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name));
const total = { source: 0, gzip: 0, brotli: 0 };
await Promise.all(
  files.map(async (name) => {
    const source = readFileSync(join(assets, name));
    const [gzipped, brotlied] = await Promise.all([
      gzipAsync(source, { numiterations: 15 }),
      brotli(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ]);
    writeFileSync(join(assets, `${name}.gz`), gzipped);
    writeFileSync(join(assets, `${name}.br`), brotlied);
    total.source += source.length;
    total.gzip += gzipped.length;
    total.brotli += brotlied.length;
  }),
);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
console.log(
  `precompressed ${files.length} assets: ${kb(total.source)} → ${kb(total.gzip)} gzip, ${kb(total.brotli)} brotli`,
);
