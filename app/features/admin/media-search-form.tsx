import type { FormEvent } from "react";
import { ConsoleButton } from "./console-button";
import type { MediaSearch } from "./use-media-list";

/** Searching the library by file name or alt text, and showing only the images nothing uses. */
export function MediaSearchForm({ search, onSearch }: { search: MediaSearch; onSearch(search: MediaSearch): void }) {
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onSearch({ q: String(form.get("q") ?? "").trim(), unused: form.get("unused") === "on" });
  }

  return (
    <form role="search" aria-label="Search the library" onSubmit={submit} className="flex flex-wrap items-end gap-3">
      <label className="flex flex-col text-sm font-medium">
        File name or alt text
        <input
          type="search"
          name="q"
          defaultValue={search.q}
          maxLength={200}
          className="rounded border border-slate-400 px-2 py-1"
        />
      </label>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" name="unused" defaultChecked={search.unused} />
        Unused only
      </label>
      <ConsoleButton type="submit">Search</ConsoleButton>
    </form>
  );
}
