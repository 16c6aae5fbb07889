import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "#contracts/errors";
import type { MediaItem, MediaUse } from "#contracts/media";
import { ApiError } from "../../client/api-error";
import { FormMessage } from "../../ui/field";
import { LibraryImage } from "../../ui/library-image";
import { describeMedia, getMedia, removeMedia } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { altOf, MediaAltFields } from "./media-alt-fields";
import { mediaProblem } from "./media-errors";

const kilobytes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });
const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium" });

const usesOf = (error: unknown): MediaUse[] =>
  error instanceof ApiError && error.code === "media_in_use"
    ? ((error.body as { usage?: MediaUse[] } | null)?.usage ?? [])
    : [];

/** An image's thumbnail, in the sizes a grid cell takes. */
export function MediaThumbnail({ item }: { item: MediaItem }) {
  return (
    <LibraryImage
      image={item}
      locale="en"
      sizes="(min-width: 1280px) 240px, (min-width: 640px) 33vw, 100vw"
      className="aspect-video w-full rounded-lg bg-slate-200 object-contain"
    />
  );
}

/** One library image: what it is, where it is used, its alt texts to edit, and its removal when unused. */
export function MediaCard({
  item,
  onChanged,
  onRemoved,
}: {
  item: MediaItem;
  onChanged(item: MediaItem): void;
  onRemoved(item: MediaItem): void;
}) {
  const { client, service } = useConsole();
  const [mode, setMode] = useState<"view" | "edit" | "remove">("view");
  const [fields, setFields] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [usage, setUsage] = useState<MediaUse[] | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  const opened = useRef(false);

  // Back from editing or from the removal question, the focus returns to the card (its buttons were gone).
  useEffect(() => {
    if (mode !== "view") opened.current = true;
    else if (opened.current) title.current?.focus();
  }, [mode]);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      onChanged(await describeMedia(client, service, item.id, altOf(new FormData(event.currentTarget))));
      setFields({});
      setMessage(null);
      setMode("view");
    } catch (error) {
      const problem = mediaProblem(error);
      setFields(problem.fields);
      setMessage(problem.message);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await removeMedia(client, service, item.id);
      onRemoved(item);
    } catch (error) {
      setUsage(usesOf(error));
      setMessage(mediaProblem(error).message);
      setMode("view");
    } finally {
      setBusy(false);
    }
  }

  async function showUsage() {
    try {
      setUsage((await getMedia(client, service, item.id)).usage);
    } catch {
      setMessage("Where it is used could not load. Try again.");
    }
  }

  return (
    <article aria-labelledby={titleId} className="flex h-full flex-col gap-2 rounded-xl bg-white p-3 shadow-sm">
      <MediaThumbnail item={item} />
      <h3 id={titleId} ref={title} tabIndex={-1} className="font-semibold break-all">
        {item.file_name}
      </h3>
      <p className="text-sm text-slate-700">
        {item.width} × {item.height} px · {kilobytes.format(item.bytes / 1024)} KB · {item.mime.replace("image/", "")}
        <br />
        {when.format(new Date(item.created_at))}
        {item.uploader ? ` by ${item.uploader}` : ""}
      </p>
      <p className="text-sm">
        <span className="font-medium">Alt:</span> {item.alt.en}
      </p>
      <p className="text-sm">
        {item.used === 0 ? (
          "Not used yet"
        ) : (
          <button type="button" className="underline" onClick={showUsage}>
            Used in {item.used} {item.used === 1 ? "place" : "places"}
          </button>
        )}
      </p>
      {usage && usage.length > 0 ? (
        <ul className="list-disc pl-5 text-sm" aria-label={`Where ${item.file_name} is used`}>
          {usage.map((use) => (
            <li key={`${use.kind}-${use.item_id}-${use.role}`}>
              {use.kind} #{use.item_id} ({use.role})
            </li>
          ))}
        </ul>
      ) : null}
      {message ? <FormMessage kind="error">{message}</FormMessage> : null}
      {mode === "edit" ? (
        <form onSubmit={save} className="space-y-3" noValidate aria-label={`Alt texts of ${item.file_name}`}>
          <MediaAltFields alt={item.alt} errors={fields} autoFocus />
          <div className="flex flex-wrap gap-2">
            <ConsoleButton type="submit" busy={busy}>
              Save
            </ConsoleButton>
            <ConsoleButton quiet onClick={() => setMode("view")}>
              Cancel
            </ConsoleButton>
          </div>
        </form>
      ) : mode === "remove" ? (
        <div role="group" aria-label={`Remove ${item.file_name}?`} className="space-y-2 rounded-lg bg-red-50 p-3">
          <p>Remove this image and its files for good?</p>
          <div className="flex flex-wrap gap-2">
            <ConsoleButton busy={busy} onClick={remove}>
              Remove for good
            </ConsoleButton>
            <ConsoleButton quiet onClick={() => setMode("view")} autoFocus>
              Keep it
            </ConsoleButton>
          </div>
        </div>
      ) : (
        <div className="mt-auto flex flex-wrap gap-2">
          <ConsoleButton quiet onClick={() => setMode("edit")} aria-label={`Edit alt texts of ${item.file_name}`}>
            Edit alt texts
          </ConsoleButton>
          <ConsoleButton quiet onClick={() => setMode("remove")} aria-label={`Remove ${item.file_name}`}>
            Remove
          </ConsoleButton>
        </div>
      )}
    </article>
  );
}
