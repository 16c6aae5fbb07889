import { basename, join } from "node:path";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { fieldError, type FieldErrors } from "#contracts/errors";
import { parseId } from "#contracts/ids";
import { LOCALES, type Localized } from "#contracts/locales";
import { MEDIA_ALT_MAX, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS, type MediaInUse } from "#contracts/media";
import { isStorableText } from "#contracts/text";
import { decodeCursor, encodeCursor } from "#modules/paging";
import { addMedia, describeMedia, mediaDetail, mediaItems, removeMedia, type AddResult } from "#modules/media";
import type { ApiDeps } from "../api";
import type { Config } from "../config";
import { fieldErrors, HttpError, invalidQuery, jsonError } from "../http/errors";
import { parseJson, parseQuery } from "../http/validate";
import { audit, requirePermission, type ConsoleEnv } from "./guard";

/** Where the library's files are kept (served as /media/library/*). */
export const libraryFolder = (config: Pick<Config, "DATA_DIR">) => join(config.DATA_DIR, "media", "library");

/** The upload call, which has its own body limit (see `uploadLimit`) instead of the console's. */
export const isMediaUpload = (c: Context<ConsoleEnv>) => c.req.method === "POST" && c.req.path.endsWith("/media/");

/** An upload's body: the image, its alt texts and room for the form's own bytes. */
const uploadLimit = bodyLimit({
  maxSize: MEDIA_MAX_BYTES + 64 * 1024,
  onError: (c) => jsonError(c, "body_too_large", `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB`),
});

const altText = z
  .string()
  .trim()
  .max(MEDIA_ALT_MAX, `An alt text can have at most ${MEDIA_ALT_MAX} characters`)
  .refine(isStorableText, "Text must not contain NUL or broken characters.");

/** English required (every page falls back to it); another language left empty is left out. */
const altSchema = z
  .strictObject({
    ...Object.fromEntries(LOCALES.map((locale) => [locale, altText.optional()])),
    en: altText.min(1, "Describe the image in English: screen readers and search engines read it"),
  })
  .transform((alt) => Object.fromEntries(Object.entries(alt).filter(([, text]) => text)) as Localized);

const uploadSchema = z.strictObject({
  file: z.instanceof(File, { message: "Choose an image to upload" }),
  alt: altSchema,
});

const listQuery = z.object({
  q: z.string().trim().max(200).optional(),
  unused: z.stringbool().optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

/** Why an upload was refused, as the file field's error. */
function refusal(result: Exclude<AddResult, { ok: true }>): FieldErrors {
  switch (result.reason) {
    case "too_large":
      return { file: [fieldError("too_large", `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.`)] };
    case "too_many_pixels":
      return {
        file: [
          fieldError("too_large", `The image has more than ${MEDIA_MAX_PIXELS / 1e6} million pixels: make it smaller.`),
        ],
      };
    case "svg":
      return {
        file: [
          fieldError("invalid_image", "SVG images are not accepted (they can carry scripts): upload a PNG or WebP."),
        ],
      };
    case "not_an_image":
      return { file: [fieldError("invalid_image", "Upload a JPEG, PNG, WebP, AVIF or GIF image.")] };
    case "duplicate":
      return { file: [fieldError("taken", `This image is in the library already (#${result.existing}).`)] };
  }
}

/** The name the uploader's computer gave, as text to show: no folders, at most 200 characters. */
const displayName = (name: string) =>
  basename(name.replaceAll("\\", "/"))
    .trim()
    .slice(0, 200)
    .replace(/[^\P{C}]/gu, "") || "image";

/** The form's fields, checked together: the image's presence and every alt text. */
async function parseUpload(c: Context<ConsoleEnv>): Promise<z.infer<typeof uploadSchema>> {
  if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
    throw new HttpError("unsupported_media_type", "Content-Type must be multipart/form-data");
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ dot: true });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError("invalid_input", "Invalid input", {
      non_field_errors: [fieldError("invalid_format", "The body is not a readable form")],
    });
  }
  const result = uploadSchema.safeParse({ alt: {}, ...form }, { reportInput: true });
  if (!result.success) throw new HttpError("invalid_input", "Invalid input", fieldErrors(result.error));
  return result.data;
}

const itemId = (c: Context<ConsoleEnv>) => {
  const id = parseId(c.req.param("id"));
  if (id === null) throw new HttpError(404, "Not found");
  return id;
};

/**
 * The media library (issue 17; docs/decisions/0030): list and search, upload (multipart: `file` and
 * `alt.<language>`), read one with its uses, describe (alt texts), remove an unused one.
 */
export function mediaRoutes({ config, db }: ApiDeps): Hono<ConsoleEnv> {
  const api = new Hono<ConsoleEnv>();
  const folder = libraryFolder(config);

  api.get("/media/", async (c) => {
    requirePermission(c, "content.read");
    const query = parseQuery(c, listQuery);
    const position = query.cursor ? decodeCursor(query.cursor, "media", (key) => key === null) : null;
    if (position && "error" in position) throw invalidQuery("cursor", "invalid_cursor", `The cursor ${position.error}`);
    const rows = await mediaItems(db, {
      q: query.q || undefined,
      unusedOnly: query.unused,
      beforeId: position?.id,
      limit: query.limit + 1,
    });
    const items = rows.slice(0, query.limit);
    const last = items.at(-1);
    return c.json({
      items,
      next_cursor: rows.length > query.limit && last ? encodeCursor({ sort: "media", key: null, id: last.id }) : null,
    });
  });

  // The permission before the limit: only those who may upload get a body of this size read.
  const mayUpload: MiddlewareHandler<ConsoleEnv> = (c, next) => {
    requirePermission(c, "media.write");
    return next();
  };

  api.post("/media/", mayUpload, uploadLimit, async (c) => {
    const staff = c.get("staff");
    audit(c, { action: "media.upload", targetKind: "media" });
    const { file, alt } = await parseUpload(c);
    const fileName = displayName(file.name);
    const bytes = Buffer.from(await file.arrayBuffer());
    const added = await addMedia(db, folder, { bytes, fileName, alt, uploaderId: staff.userId });
    if (!added.ok) throw new HttpError("invalid_input", "Invalid input", refusal(added));
    audit(c, { action: "media.upload", targetKind: "media", targetId: added.item.id, detail: { file_name: fileName } });
    return c.json(added.item, 201);
  });

  api.get("/media/:id/", async (c) => {
    requirePermission(c, "content.read");
    const detail = await mediaDetail(db, itemId(c));
    if (!detail) throw new HttpError(404, "Not found");
    return c.json(detail);
  });

  api.put("/media/:id/", async (c) => {
    requirePermission(c, "media.write");
    const id = itemId(c);
    audit(c, { action: "media.describe", targetKind: "media", targetId: id });
    const { alt } = await parseJson(c, z.strictObject({ alt: altSchema }));
    if (!(await describeMedia(db, id, alt))) throw new HttpError(404, "Not found");
    return c.json(await mediaDetail(db, id));
  });

  api.delete("/media/:id/", async (c) => {
    requirePermission(c, "media.write");
    const id = itemId(c);
    audit(c, { action: "media.remove", targetKind: "media", targetId: id });
    const removed = await removeMedia(db, folder, id);
    if (removed.ok) return c.body(null, 204);
    if (removed.reason === "not_found") throw new HttpError(404, "Not found");
    const places = removed.usage.map((use) => `${use.kind} ${use.item_id} (${use.role})`).join(", ");
    return c.json<MediaInUse>(
      { code: "media_in_use", message: `The image is used: ${places}`, usage: removed.usage },
      409,
    );
  });

  return api;
}
