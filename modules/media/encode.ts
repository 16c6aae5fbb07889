import { createHash } from "node:crypto";
import { fileTypeFromBuffer } from "file-type";
import sharp, { type Sharp } from "sharp";
import { MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, MEDIA_WIDTHS, type MediaType, type VariantFormat } from "#contracts/media";
import { oneImageAtATime } from "./decode-queue";

/**
 * A library upload, checked by its bytes and re-encoded (docs/decisions/0030). Its name and declared type
 * count for nothing: file-type must recognise a JPEG, PNG, WebP, AVIF or GIF and the decoder must agree.
 * SVG is refused (a document that can carry scripts, served from our origin). A file with more than
 * MEDIA_MAX_PIXELS pixels is refused from its header, before decoding (decompression bombs); the decoder
 * is held to the same limit. What is kept is pixels only: upright, sRGB, without EXIF or other metadata,
 * at each width of MEDIA_WIDTHS up to the image's own, as WebP and as a JPEG (PNG with transparency).
 * An animated GIF keeps its first frame.
 */

export type UploadRefusal = "too_large" | "not_an_image" | "svg" | "too_many_pixels";

export interface EncodedVariant {
  format: VariantFormat;
  width: number;
  height: number;
  data: Buffer;
}

export interface EncodedUpload {
  mime: string;
  width: number;
  height: number;
  bytes: number;
  sha256: string;
  variants: EncodedVariant[];
}

export type EncodeResult = { ok: true; upload: EncodedUpload } | { ok: false; reason: UploadRefusal };

/** sharp's name of each accepted type (an AVIF is a HEIF image compressed with AV1). */
const DECODER_FORMAT: Record<MediaType, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "heif",
  "image/gif": "gif",
};

const DECODE_OPTIONS = { limitInputPixels: MEDIA_MAX_PIXELS, animated: false, failOn: "error" } as const;

const isAccepted = (mime: string): mime is MediaType => mime in DECODER_FORMAT;

/** An SVG document (no magic number: its text), so that the refusal can say why. */
function looksLikeSvg(bytes: Buffer): boolean {
  return /<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8"));
}

/** The widths to make: each standard width narrower than the image, then the image's own (at most the largest). */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]!);
  return [...MEDIA_WIDTHS.filter((w) => w < largest), largest];
}

export async function encodeUpload(bytes: Buffer): Promise<EncodeResult> {
  if (bytes.length > MEDIA_MAX_BYTES) return { ok: false, reason: "too_large" };
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (!detected || !isAccepted(detected.mime)) {
    return { ok: false, reason: looksLikeSvg(bytes) || detected?.mime === "image/svg+xml" ? "svg" : "not_an_image" };
  }
  const mime = detected.mime;
  return oneImageAtATime(async () => {
    try {
      // The header only (no pixels decoded), read without the limit so that a bomb is named as one.
      const meta = await sharp(bytes, { ...DECODE_OPTIONS, limitInputPixels: false }).metadata();
      if (meta.format !== DECODER_FORMAT[mime]) return { ok: false, reason: "not_an_image" } as const;
      if (meta.format === "heif" && meta.compression !== "av1") return { ok: false, reason: "not_an_image" } as const;
      const { width, height } = meta.autoOrient;
      if (width * height > MEDIA_MAX_PIXELS) return { ok: false, reason: "too_many_pixels" } as const;
      const upright = sharp(bytes, DECODE_OPTIONS).timeout({ seconds: 60 }).rotate();
      const opaque = !meta.hasAlpha || (await upright.clone().stats()).isOpaque;
      const variants = await encodeVariants(upright, width, opaque ? "jpeg" : "png");
      const sha256 = createHash("sha256").update(bytes).digest("hex");
      return { ok: true, upload: { mime, width, height, bytes: bytes.length, sha256, variants } } as const;
    } catch {
      // The decoder refused it (a truncated or corrupt file, too many pixels after all, a timeout).
      return { ok: false, reason: "not_an_image" } as const;
    }
  });
}

async function encodeVariants(upright: Sharp, width: number, fallback: "jpeg" | "png"): Promise<EncodedVariant[]> {
  const variants: EncodedVariant[] = [];
  for (const target of variantWidths(width)) {
    const sized = upright.clone().resize({ width: target, withoutEnlargement: true });
    for (const format of ["webp", fallback] as const) {
      const encoder =
        format === "webp"
          ? sized.clone().webp({ quality: 80 })
          : format === "jpeg"
            ? sized.clone().flatten({ background: "#ffffff" }).jpeg({ quality: 82, mozjpeg: true })
            : sized.clone().png({ compressionLevel: 9 });
      const { data, info } = await encoder.toBuffer({ resolveWithObject: true });
      variants.push({ format, width: info.width, height: info.height, data });
    }
  }
  return variants;
}
