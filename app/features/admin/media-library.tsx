import { useRef, useState } from "react";
import type { MediaItem } from "#contracts/media";
import { ConsoleButton } from "./console-button";
import { ListStatus } from "./list-status";
import { MediaCard } from "./media-card";
import { MediaSearchForm } from "./media-search-form";
import { MediaUpload } from "./media-upload";
import { useMediaList } from "./use-media-list";

/**
 * The media library (/admin/media): upload with alt texts, then the images newest first — searched by
 * file name or alt text, filtered to the unused ones, a page at a time — each with its uses, its alt
 * texts to edit and its removal when nothing uses it.
 */
export function MediaLibrary() {
  const list = useMediaList(24);
  const [status, setStatus] = useState("");
  const heading = useRef<HTMLHeadingElement>(null);

  function uploaded(item: MediaItem) {
    list.added(item);
    setStatus(`${item.file_name} added.`);
  }

  function removed(item: MediaItem) {
    list.dropped(item.id);
    setStatus(`${item.file_name} removed.`);
    heading.current?.focus();
  }

  return (
    <div className="space-y-8">
      <h1 className="text-2xl font-bold">Media library</h1>
      <section aria-labelledby="upload-title" className="space-y-4 rounded-xl bg-white p-4 shadow-sm">
        <h2 id="upload-title" className="text-lg font-semibold">
          Upload an image
        </h2>
        <MediaUpload onUploaded={uploaded} />
      </section>
      <section aria-labelledby="images-title" className="space-y-4">
        <h2 id="images-title" ref={heading} tabIndex={-1} className="text-lg font-semibold">
          Images
        </h2>
        <MediaSearchForm search={list.search} onSearch={list.setSearch} />
        <p role="status" className="sr-only">
          {status}
        </p>
        <ListStatus
          failure={list.failed ? "The library could not load. Try again." : null}
          loaded={list.items !== null}
        />
        {list.items === null ? null : list.items.length === 0 ? (
          <p>No image matches.</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="media-grid">
            {list.items.map((item) => (
              <li key={item.id}>
                <MediaCard item={item} onChanged={list.replaced} onRemoved={removed} />
              </li>
            ))}
          </ul>
        )}
        {list.more ? (
          <ConsoleButton quiet busy={list.loading} onClick={list.more}>
            Load more
          </ConsoleButton>
        ) : null}
      </section>
    </div>
  );
}
