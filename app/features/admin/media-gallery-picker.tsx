import { useEffect, useId, useRef, useState } from "react";
import type { MediaItem } from "#contracts/media";
import { getMedia } from "./console-api";
import { ConsoleButton } from "./console-button";
import { useConsole } from "./console-context";
import { MediaThumbnail } from "./media-card";
import { MediaDialog } from "./media-picker";

type Move = "up" | "down" | "remove";

/**
 * An ordered list of library images for a content field (a casino's screenshots): each shown with its alt
 * text, moved up or down or removed with labelled buttons, more added from the library or uploaded in the
 * picker's dialog, up to `max`. The editor keeps the ids in order; the server records their uses.
 */
export function MediaGalleryPicker({
  label,
  itemLabel,
  value,
  max,
  errorsOf,
  onChange,
}: {
  label: string;
  /** One image's name in its buttons: "Screenshot" gives "Move screenshot 2 up". */
  itemLabel: string;
  value: number[];
  max: number;
  /** The errors of the image at this place in the list. */
  errorsOf(index: number): string[];
  onChange(ids: number[]): void;
}) {
  const { client, service } = useConsole();
  const [items, setItems] = useState<ReadonlyMap<number, MediaItem>>(new Map());
  const [adding, setAdding] = useState(false);
  const [focus, setFocus] = useState<{ id: number; move: Move } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const titleId = useId();
  const name = itemLabel.toLowerCase();

  // The images not seen yet (those of a saved document) are fetched once each.
  const unknown = value.filter((id) => !items.has(id)).join(",");
  useEffect(() => {
    if (!unknown) return;
    let current = true;
    Promise.all(unknown.split(",").map((id) => getMedia(client, service, Number(id)).catch(() => null))).then(
      (found) =>
        current &&
        setItems((known) => new Map([...known, ...found.flatMap((item) => (item ? [[item.id, item] as const] : []))])),
    );
    return () => {
      current = false;
    };
  }, [client, service, unknown]);

  // After a move the focus stays with the image moved (its other move button once this one is disabled at
  // an end of the list); after a removal it goes to the image now in that place, else to "Add".
  useEffect(() => {
    if (!focus) return;
    const other = focus.move === "up" ? "down" : "up";
    const target = [`${focus.id}-${focus.move}`, `${focus.id}-${other}`, `${focus.id}-remove`, "add"]
      .map((key) => buttons.current.get(key))
      .find((button) => button && !button.disabled);
    target?.focus();
    setFocus(null);
  }, [focus]);

  function move(index: number, step: -1 | 1) {
    const next = [...value];
    const [id] = next.splice(index, 1);
    next.splice(index + step, 0, id!);
    onChange(next);
    setFocus({ id: id!, move: step < 0 ? "up" : "down" });
  }

  function remove(index: number) {
    const next = value.filter((_, i) => i !== index);
    onChange(next);
    setFocus({ id: next[Math.min(index, next.length - 1)] ?? 0, move: "remove" });
  }

  function add(item: MediaItem) {
    setItems((known) => new Map(known).set(item.id, item));
    if (!value.includes(item.id)) onChange([...value, item.id]);
  }

  const ref = (key: string) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(key, button);
    else buttons.current.delete(key);
  };

  return (
    <div role="group" aria-labelledby={titleId} className="space-y-3">
      <p id={titleId} className="font-medium">
        {label}{" "}
        <span className="text-sm font-normal text-slate-700">
          ({value.length} of at most {max}, in the order the page shows them)
        </span>
      </p>
      {value.length === 0 ? <p className="text-sm text-slate-700">None yet.</p> : null}
      <ol className="space-y-3">
        {value.map((id, index) => {
          const item = items.get(id);
          const place = `${name} ${index + 1}`;
          const errors = errorsOf(index);
          return (
            <li key={id} className="grid gap-3 rounded-lg border border-slate-300 p-3 sm:grid-cols-[10rem_1fr]">
              <div>{item ? <MediaThumbnail item={item} /> : null}</div>
              <div className="space-y-2">
                <p className="font-medium">
                  {itemLabel} {index + 1}
                  {item ? <span className="font-normal break-all">: {item.file_name}</span> : null}
                </p>
                {item ? <p className="text-sm">Alt text: {item.alt.en}</p> : null}
                {errors.length > 0 ? <p className="text-sm text-red-800">{errors.join("; ")}</p> : null}
                <div className="flex flex-wrap gap-2">
                  <ConsoleButton quiet ref={ref(`${id}-up`)} disabled={index === 0} onClick={() => move(index, -1)}>
                    Move {place} up
                  </ConsoleButton>
                  <ConsoleButton
                    quiet
                    ref={ref(`${id}-down`)}
                    disabled={index === value.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    Move {place} down
                  </ConsoleButton>
                  <ConsoleButton quiet ref={ref(`${id}-remove`)} onClick={() => remove(index)}>
                    Remove {place}
                  </ConsoleButton>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {value.length < max ? (
        <ConsoleButton quiet ref={ref("add")} onClick={() => setAdding(true)} aria-haspopup="dialog">
          Add a {name}
        </ConsoleButton>
      ) : (
        <p className="text-sm text-slate-700">That is the most there can be: remove one to add another.</p>
      )}
      {adding ? (
        <MediaDialog title={`${label}: add an image`} chosen={value} onPick={add} onClose={() => setAdding(false)} />
      ) : null}
    </div>
  );
}
