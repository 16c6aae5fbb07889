import { useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import type { MediaItem } from "#contracts/media";
import { getMedia } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { MediaThumbnail } from "./media-card";
import { ListStatus } from "./list-status";
import { MediaSearchForm } from "./media-search-form";
import { MediaUpload } from "./media-upload";
import { useMediaList } from "./use-media-list";

/**
 * Choosing a library image for a content field (a casino's logo, a post's hero image…): the chosen one
 * shown, and a dialog to pick another from the library or to upload a new one. The editor keeps the id
 * (`onChange` gets the item, or null when cleared); the item's kind records the use on the server when the
 * item is published (modules/media/document-media.ts, docs/decisions/0030).
 */
export function MediaPicker({
  label,
  value,
  onChange,
}: {
  label: string;
  value: number | null;
  onChange(item: MediaItem | null): void;
}) {
  const { client, service } = useConsole();
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => {
    if (value === null) return setChosen(null);
    if (chosen?.id === value) return;
    let current = true;
    getMedia(client, service, value).then(
      (item) => current && setChosen(item),
      () => current && setChosen(null),
    );
    return () => {
      current = false;
    };
  }, [client, service, value, chosen?.id]);

  function choose(item: MediaItem | null) {
    setChosen(item);
    onChange(item);
  }

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-2">
      <p id={titleId} className="font-medium">
        {label}
      </p>
      {chosen ? (
        <div className="flex items-center gap-3">
          <div className="w-32">
            <MediaThumbnail item={chosen} />
          </div>
          <span className="break-all">{chosen.file_name}</span>
        </div>
      ) : (
        <p className="text-sm text-slate-700">No image chosen.</p>
      )}
      <div className="flex flex-wrap gap-2">
        <ConsoleButton quiet onClick={() => setOpen(true)} aria-haspopup="dialog">
          {chosen ? "Choose another image" : "Choose an image"}
        </ConsoleButton>
        {chosen ? (
          <ConsoleButton quiet onClick={() => choose(null)}>
            No image
          </ConsoleButton>
        ) : null}
      </div>
      {open ? (
        <MediaDialog
          title={`${label}: choose an image`}
          chosen={chosen ? [chosen.id] : []}
          onPick={choose}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </div>
  );
}

/**
 * The dialog an image is chosen in: from the library (those already chosen marked pressed) or uploaded
 * there and then. It opens as it is shown and closes once an image is picked; `onClose` then hides it.
 */
export function MediaDialog({
  title,
  chosen,
  onPick,
  onClose,
}: {
  title: string;
  chosen: number[];
  onPick(item: MediaItem): void;
  onClose(): void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    dialog.current?.showModal();
  }, []);

  function pick(item: MediaItem) {
    onPick(item);
    dialog.current?.close();
  }

  return createPortal(
    // Out of the editor's own form (forms do not nest), and its submits kept from reaching it.
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onSubmit={(event) => event.stopPropagation()}
      className="m-auto max-h-[90vh] w-[min(64rem,95vw)] rounded-xl p-0 backdrop:bg-slate-900/60"
    >
      <div className="space-y-6 p-4">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold">
            {title}
          </h2>
          <ConsoleButton quiet onClick={() => dialog.current?.close()}>
            Close
          </ConsoleButton>
        </div>
        <PickFromLibrary chosen={chosen} onPick={pick} />
        <section aria-labelledby={`${titleId}-upload`} className="space-y-3">
          <h3 id={`${titleId}-upload`} className="text-lg font-semibold">
            Or upload a new one
          </h3>
          <MediaUpload onUploaded={pick} />
        </section>
      </div>
    </dialog>,
    document.body,
  );
}

function PickFromLibrary({ chosen, onPick }: { chosen: number[]; onPick(item: MediaItem): void }) {
  const list = useMediaList(12);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-semibold">
        From the library
      </h3>
      <MediaSearchForm search={list.search} onSearch={list.setSearch} />
      <ListStatus
        failure={list.failed ? "The library could not load. Try again." : null}
        loaded={list.items !== null}
      />
      {list.items?.length === 0 ? <p>No image matches.</p> : null}
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {list.items?.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onPick(item)}
              aria-pressed={chosen.includes(item.id)}
              className="flex w-full flex-col gap-1 rounded-lg border border-slate-300 p-2 text-left aria-pressed:border-brand-700 aria-pressed:ring-2 aria-pressed:ring-brand-700"
            >
              <MediaThumbnail item={item} />
              <span className="text-sm break-all">{item.file_name}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.more ? (
        <ConsoleButton quiet busy={list.loading} onClick={list.more}>
          Load more
        </ConsoleButton>
      ) : null}
    </section>
  );
}
