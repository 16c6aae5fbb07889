import sharp, { type Color } from "sharp";
import { describe, expect, it } from "vitest";
import { MEDIA_MAX_BYTES } from "#contracts/media";
import { encodeUpload, variantWidths, type EncodeResult } from "./encode";

/** Real image bytes, made here with sharp. */
const picture = (width: number, height: number, background: Color = "#c0392b", channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background } });

function accepted(result: EncodeResult) {
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.upload;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A real PNG whose header then claims `width` × `height` (its CRC fixed): a decompression bomb's header. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await picture(8, 8).png().toBuffer());
  // Signature (8 bytes), then the IHDR chunk: length (4), type (4), width (4), height (4)… and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("the widths made", () => {
  it("are the standard ones below the image's width, then its own up to the largest", () => {
    expect(variantWidths(3000)).toEqual([320, 640, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 1280]);
    expect(variantWidths(800)).toEqual([320, 640, 800]);
    expect(variantWidths(100)).toEqual([100]);
  });
});

describe("an upload is judged by its bytes", () => {
  it("re-encodes a JPEG to WebP and JPEG at each width, upright and without its metadata", async () => {
    const bytes = await picture(1000, 500)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "Secret Studio", Artist: "Someone" } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();
    const upload = accepted(await encodeUpload(bytes));
    // Orientation 6 turns the stored 1000 × 500 upright: 500 × 1000.
    expect([upload.mime, upload.width, upload.height, upload.bytes]).toEqual(["image/jpeg", 500, 1000, bytes.length]);
    expect(upload.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
      "webp 320x640",
      "jpeg 320x640",
      "webp 500x1000",
      "jpeg 500x1000",
    ]);
    for (const variant of upload.variants) {
      const meta = await sharp(variant.data).metadata();
      expect(meta.format).toBe(variant.format);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it("takes the bytes' type: PNG bytes are a PNG, with a JPEG fallback when opaque and a PNG one when not", async () => {
    const opaque = accepted(await encodeUpload(await picture(400, 300, "#000", 4).png().toBuffer()));
    expect(opaque.mime).toBe("image/png");
    expect(new Set(opaque.variants.map((v) => v.format))).toEqual(new Set(["webp", "jpeg"]));
    const clear = { r: 0, g: 0, b: 0, alpha: 0.5 };
    const transparent = accepted(await encodeUpload(await picture(400, 300, clear, 4).png().toBuffer()));
    expect(new Set(transparent.variants.map((v) => v.format))).toEqual(new Set(["webp", "png"]));
    const png = transparent.variants.find((v) => v.format === "png")!;
    expect((await sharp(png.data).metadata()).hasAlpha).toBe(true);
  });

  it("accepts WebP and AVIF", async () => {
    expect(accepted(await encodeUpload(await picture(200, 100).webp().toBuffer())).mime).toBe("image/webp");
    expect(accepted(await encodeUpload(await picture(200, 100).avif().toBuffer())).mime).toBe("image/avif");
  });

  it("keeps an animated GIF's first frame as a still image", async () => {
    const red = await picture(60, 40, "#ff0000").png().toBuffer();
    const blue = await picture(60, 40, "#0000ff").png().toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { animated: true }).metadata()).pages).toBe(2);
    const upload = accepted(await encodeUpload(gif));
    expect(upload.mime).toBe("image/gif");
    const still = upload.variants.find((v) => v.format === "webp")!;
    expect((await sharp(still.data, { animated: true }).metadata()).pages ?? 1).toBe(1);
    const { channels } = await sharp(still.data).stats();
    expect(channels[0]!.mean).toBeGreaterThan(200);
    expect(channels[2]!.mean).toBeLessThan(50);
  });

  it("refuses text, even named like an image", async () => {
    const result = await encodeUpload(Buffer.from("just some words in a file called photo.png\n"));
    expect(result).toEqual({ ok: false, reason: "not_an_image" });
  });

  it("refuses an SVG, scripts and all", async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    expect(await encodeUpload(svg)).toEqual({ ok: false, reason: "svg" });
  });

  it("refuses an image whose header claims too many pixels, before decoding it", async () => {
    expect((await sharp(await pngClaiming(20_000, 20_000), { limitInputPixels: false }).metadata()).width).toBe(20_000);
    expect(await encodeUpload(await pngClaiming(20_000, 20_000))).toEqual({ ok: false, reason: "too_many_pixels" });
  });

  it("refuses a broken image and a file over the size limit", async () => {
    const jpeg = await picture(300, 300).jpeg().toBuffer();
    expect(await encodeUpload(jpeg.subarray(0, 200))).toEqual({ ok: false, reason: "not_an_image" });
    const big = Buffer.concat([jpeg, Buffer.alloc(MEDIA_MAX_BYTES)]);
    expect(await encodeUpload(big)).toEqual({ ok: false, reason: "too_large" });
  });
});
