import type { FieldErrors } from "#contracts/errors";
import { MEDIA_MAX_BYTES } from "#contracts/media";
import { ApiError } from "../../client/api-error";

/** What a failed media call says: the fields at fault (the server's own words: the console is English), else one line. */
export function mediaProblem(error: unknown): { fields: FieldErrors; message: string } {
  if (error instanceof ApiError && error.body?.errors) {
    return { fields: error.body.errors, message: "Check the fields marked below." };
  }
  if (error instanceof ApiError && error.status === 413) {
    return { fields: {}, message: `The image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB.` };
  }
  if (error instanceof ApiError && error.code === "media_in_use") return { fields: {}, message: error.message };
  return { fields: {}, message: "Something went wrong. Try again." };
}
