import { useId, useState, type FormEvent } from "react";
import type { FieldErrors } from "#contracts/errors";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaItem } from "#contracts/media";
import { useAuthClient } from "../../client/session";
import { Field, FormMessage } from "../../ui/field";
import { uploadMedia } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { MediaAltFields } from "./media-alt-fields";
import { mediaProblem } from "./media-errors";

const MEGABYTES = MEDIA_MAX_BYTES / 1024 / 1024;

/**
 * Uploading an image with its alt texts, the share sent shown as it goes. The server checks the bytes,
 * re-encodes them and makes the sizes; the form is cleared for the next image once it is in the library.
 */
export function MediaUpload({ onUploaded }: { onUploaded(item: MediaItem): void }) {
  const { service } = useConsole();
  const { client } = useAuthClient();
  const [sent, setSent] = useState<number | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const progressId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!client) return;
    const element = event.currentTarget;
    const form = new FormData(element);
    const file = form.get("file");
    if (file instanceof File && file.size > MEDIA_MAX_BYTES) {
      setFields({ file: [{ code: "too_large", message: `The image is larger than ${MEGABYTES} MB.` }] });
      setMessage({ kind: "error", text: "Check the fields marked below." });
      return;
    }
    setSent(0);
    setMessage(null);
    try {
      const item = await uploadMedia(client, service, form, setSent);
      setFields({});
      setMessage({ kind: "success", text: `${item.file_name} is in the library.` });
      element.reset();
      onUploaded(item);
    } catch (error) {
      const problem = mediaProblem(error);
      setFields(problem.fields);
      setMessage({ kind: "error", text: problem.message });
    } finally {
      setSent(null);
    }
  }

  const busy = sent !== null;
  return (
    <form onSubmit={submit} className="space-y-4" noValidate aria-label="Upload an image">
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <Field
        label="Image file"
        name="file"
        type="file"
        accept={MEDIA_TYPES.join(",")}
        required
        errors={fields.file?.map((e) => e.message)}
        hint={`JPEG, PNG, WebP, AVIF or GIF (its first frame), up to ${MEGABYTES} MB. SVG is not accepted.`}
      />
      <MediaAltFields errors={fields} />
      <div className="flex flex-wrap items-center gap-4">
        <ConsoleButton type="submit" busy={busy} aria-describedby={busy ? progressId : undefined}>
          Upload
        </ConsoleButton>
        {busy ? (
          <div id={progressId} className="flex items-center gap-2" role="status">
            <progress max={100} value={Math.round(sent * 100)} aria-label="Upload progress" />
            <span>{sent < 1 ? `Uploading… ${Math.round(sent * 100)}%` : "Making the sizes…"}</span>
          </div>
        ) : null}
      </div>
    </form>
  );
}
