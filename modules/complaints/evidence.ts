import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "#db/client";
import { complaintAttachments, userRoles } from "#db/schema";

/**
 * Evidence files of a case (issue 16): images and PDFs, accepted by what their bytes are, never by their
 * name or declared type. An image is decoded and re-encoded (a WebP without metadata, at most 2,400 px a
 * side), so what is stored is pixels only; a PDF is kept as sent once its structure checks out and it
 * carries no scripts, actions or embedded files. Stored privately (in the database), served only to the
 * case's parties and staff, as downloads.
 */
export const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const MAX_SIDE = 2_400;
const IMAGE_TYPES = new Set(["image/jpeg", "image/png", "image/webp", "image/gif"]);
/** PDF names of active content: scripts, actions run on opening, launches, embedded files. */
const ACTIVE_PDF = /\/(JavaScript|JS|Launch|OpenAction|AA|EmbeddedFile|RichMedia|XFA)\b/;

export type EvidenceCheck =
  | { ok: true; kind: "image" | "pdf"; contentType: string; bytes: Buffer; extension: string }
  | { ok: false; reason: "too_large" | "not_evidence" | "mismatch" };

/**
 * What the bytes are, and the bytes to store. `declared` (the upload's Content-Type) must agree with the
 * content when it names an image or a PDF: a file that is not what it claims is refused.
 */
export async function checkEvidence(input: Buffer, declared: string | null): Promise<EvidenceCheck> {
  if (input.length > EVIDENCE_MAX_BYTES) return { ok: false, reason: "too_large" };
  const detected = await fileTypeFromBuffer(input).catch(() => undefined);
  const claimed = declared?.split(";")[0]?.trim().toLowerCase() ?? "";
  const claimsKnown = IMAGE_TYPES.has(claimed) || claimed === "application/pdf";
  if (claimsKnown && detected?.mime !== claimed) return { ok: false, reason: "mismatch" };
  if (detected && IMAGE_TYPES.has(detected.mime)) {
    try {
      const bytes = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
        .rotate()
        .resize(MAX_SIDE, MAX_SIDE, { fit: "inside", withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
      return { ok: true, kind: "image", contentType: "image/webp", bytes, extension: "webp" };
    } catch {
      return { ok: false, reason: "not_evidence" };
    }
  }
  if (detected?.mime === "application/pdf" && isPlainPdf(input))
    return { ok: true, kind: "pdf", contentType: "application/pdf", bytes: input, extension: "pdf" };
  return { ok: false, reason: "not_evidence" };
}

/** A PDF header, an end-of-file marker near the end, a cross-reference, and no active content. */
function isPlainPdf(bytes: Buffer): boolean {
  const text = bytes.toString("latin1");
  if (!/^%PDF-1\.[0-7]|^%PDF-2\.0/.test(text)) return false;
  if (!text.slice(-1024).includes("%%EOF")) return false;
  if (!/\bstartxref\b/.test(text)) return false;
  return !ACTIVE_PDF.test(text);
}

export async function storeEvidence(
  db: Db,
  complaintId: number,
  uploaderId: number,
  file: Extract<EvidenceCheck, { ok: true }>,
): Promise<{ id: number }> {
  const [row] = await db
    .insert(complaintAttachments)
    .values({
      complaintId,
      uploaderId,
      kind: file.kind,
      // Never the uploader's file name: the download is named after the case and the attachment.
      fileName: `evidence.${file.extension}`,
      contentType: file.contentType,
      data: file.bytes,
      size: file.bytes.length,
      sha256: createHash("sha256").update(file.bytes).digest("hex"),
    })
    .returning({ id: complaintAttachments.id });
  return row!;
}

/** Who sent a file: the case's player, its casino's representative or a mediator; null once the account is gone. */
export type EvidenceFrom = "player" | "casino" | "mediator" | null;

/**
 * A case's files, oldest first, each with the party that sent it. Only the parties upload: an uploader
 * who is neither the player nor a representative of the case's casino is a mediator.
 */
export async function listEvidence(db: Db, complaint: { id: number; playerId: number | null; casinoId: number }) {
  const rows = await db
    .select({
      id: complaintAttachments.id,
      kind: complaintAttachments.kind,
      size: complaintAttachments.size,
      sha256: complaintAttachments.sha256,
      createdAt: complaintAttachments.createdAt,
      uploaderId: complaintAttachments.uploaderId,
      representative: userRoles.id,
    })
    .from(complaintAttachments)
    .leftJoin(
      userRoles,
      and(
        eq(userRoles.userId, complaintAttachments.uploaderId),
        eq(userRoles.role, "casino_rep"),
        eq(userRoles.casinoId, complaint.casinoId),
      ),
    )
    .where(eq(complaintAttachments.complaintId, complaint.id))
    .orderBy(asc(complaintAttachments.id));
  return rows.map(({ uploaderId, representative, createdAt, ...file }) => {
    const from: EvidenceFrom =
      uploaderId === null
        ? null
        : uploaderId === complaint.playerId
          ? "player"
          : representative !== null
            ? "casino"
            : "mediator";
    return { ...file, from, createdAt: createdAt.toISOString() };
  });
}

export async function readEvidence(db: Db, complaintId: number, attachmentId: number) {
  const [row] = await db
    .select()
    .from(complaintAttachments)
    .where(and(eq(complaintAttachments.complaintId, complaintId), eq(complaintAttachments.id, attachmentId)));
  if (!row) return null;
  return {
    contentType: row.contentType,
    bytes: Buffer.from(row.data),
    fileName: `complaint-${complaintId}-${row.id}-${row.fileName}`,
  };
}
