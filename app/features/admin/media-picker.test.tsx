// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ConsoleMe } from "#contracts/console";
import type { MediaItem } from "#contracts/media";
import type { SignedIn } from "../../client/api";
import { ConsoleContext } from "./console-context";
import { MediaPicker } from "./media-picker";

const item = (id: number, name: string): MediaItem => ({
  id,
  file_name: name,
  mime: "image/png",
  bytes: 2048,
  width: 320,
  height: 180,
  alt: { en: `Alt of ${name}` },
  variants: [{ format: "webp", width: 320, height: 180, url: `/media/library/${id}.webp` }],
  uploader: "ed",
  created_at: "2026-11-24T10:00:00.000Z",
  used: 0,
});

const LIBRARY = [item(2, "logo-new.png"), item(1, "logo-old.png")];
const me: ConsoleMe = {
  id: 1,
  username: "ed",
  roles: ["editor"],
  permissions: ["media.write"],
  second_factor: "enrolled",
  verified: true,
};

beforeAll(() => {
  // happy-dom's dialog: showModal opens it, close fires "close" as browsers do.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(cleanup);

function renderPicker(value: number | null, onSave = vi.fn()) {
  const calls: string[] = [];
  const client: SignedIn = {
    api: async <T,>(method: string, path: string) => {
      calls.push(`${method} ${path}`);
      if (path.startsWith("/admin/media/?")) return { items: LIBRARY, next_cursor: null } as T;
      const id = Number(/\/media\/(\d+)\//.exec(path)?.[1]);
      return { ...LIBRARY.find((i) => i.id === id)!, usage: [] } as T;
    },
  };
  const onChange = vi.fn();
  render(
    <ConsoleContext.Provider value={{ me, client, service: "/admin" }}>
      <form onSubmit={onSave}>
        <MediaPicker label="Logo" value={value} onChange={onChange} />
      </form>
    </ConsoleContext.Provider>,
  );
  return { calls, onChange, onSave };
}

describe("MediaPicker", () => {
  it("shows the chosen image and picks another from the library", async () => {
    const { onChange } = renderPicker(1);
    expect(await screen.findByText("logo-old.png")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Choose another image" }));
    const dialog = await screen.findByRole("dialog", { name: "Logo: choose an image" });
    const current = await within(dialog).findByRole("button", { name: /logo-old\.png/ });
    expect(current.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: /logo-new\.png/ }));
    expect(onChange).toHaveBeenCalledWith(LIBRARY[0]);
    await waitFor(() => expect(screen.getAllByText("logo-new.png")).toHaveLength(1));
  });

  it("clears the choice", async () => {
    const { onChange } = renderPicker(2);
    fireEvent.click(await screen.findByRole("button", { name: "No image" }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.getByText("No image chosen.")).toBeTruthy();
  });

  it("searches the library without submitting the editor's form around it", async () => {
    const { calls, onSave } = renderPicker(null);
    fireEvent.click(screen.getByRole("button", { name: "Choose an image" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.change(within(dialog).getByLabelText("File name or alt text"), { target: { value: "logo" } });
    fireEvent.submit(within(dialog).getByRole("search"));
    await waitFor(() => expect(calls).toContain("GET /admin/media/?q=logo&limit=12"));
    expect(onSave).not.toHaveBeenCalled();
  });
});
