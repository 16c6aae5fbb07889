import { createHash, randomBytes } from "node:crypto";
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { MEDIA_LIBRARY_PATH, type VariantFormat } from "#contracts/media";

/**
 * The library's files: flat in one folder (DATA_DIR/media/library), each named by its content's hash, so
 * a URL always means the same bytes and is cached for good; served by the app as static files.
 */

/** Where the library's files are kept under a data folder (DATA_DIR); null for an in-memory one (`memory://`). */
export const libraryFolderIn = (dataDir: string): string | null =>
  dataDir.startsWith("memory://") ? null : join(dataDir, "media", "library");

const EXTENSION: Record<VariantFormat, string> = { webp: "webp", jpeg: "jpg", png: "png" };

export const variantFileName = (format: VariantFormat, data: Buffer) =>
  `${createHash("sha256").update(data).digest("hex").slice(0, 32)}.${EXTENSION[format]}`;

export const variantUrl = (file: string) => MEDIA_LIBRARY_PATH + file;

/** Writes each file whole (to a temporary name, then renamed), so a request never reads half a file. */
export function writeFiles(folder: string, files: { file: string; data: Buffer }[]): void {
  mkdirSync(folder, { recursive: true });
  for (const { file, data } of files) {
    const temporary = join(folder, `.${file}.${randomBytes(6).toString("hex")}`);
    writeFileSync(temporary, data);
    renameSync(temporary, join(folder, file));
  }
}

export function removeFiles(folder: string, files: { file: string }[]): void {
  for (const { file } of files) rmSync(join(folder, file), { force: true });
}
