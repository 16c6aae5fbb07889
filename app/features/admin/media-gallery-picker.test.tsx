// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ConsoleMe } from "#contracts/console";
import type { MediaItem } from "#contracts/media";
import type { SignedIn } from "../../client/api";
import { ConsoleContext } from "./console-context";
import { MediaGalleryPicker } from "./media-gallery-picker";

const item = (id: number): MediaItem => ({
  id,
  file_name: `shot-${id}.png`,
  mime: "image/png",
  bytes: 2048,
  width: 640,
  height: 360,
  alt: { en: `Lobby ${id}` },
  variants: [{ format: "png", width: 640, height: 360, url: `/media/library/${id}.png` }],
  uploader: "ed",
  created_at: "2026-11-24T10:00:00.000Z",
  used: 0,
});

const LIBRARY = [item(3), item(2), item(1)];
const me: ConsoleMe = {
  id: 1,
  username: "ed",
  roles: ["editor"],
  permissions: ["media.write"],
  second_factor: "enrolled",
  verified: true,
};

const client: SignedIn = {
  api: async <T,>(_method: string, path: string) => {
    if (path.startsWith("/admin/media/?")) return { items: LIBRARY, next_cursor: null } as T;
    const id = Number(/\/media\/(\d+)\//.exec(path)?.[1]);
    return { ...LIBRARY.find((i) => i.id === id)!, usage: [] } as T;
  },
};

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(cleanup);

function Gallery({ initial, max = 8 }: { initial: number[]; max?: number }) {
  const [ids, setIds] = useState(initial);
  return (
    <>
      <MediaGalleryPicker
        label="Screenshots"
        itemLabel="Screenshot"
        value={ids}
        max={max}
        errorsOf={(index) => (ids[index] === 2 ? ["No such image in the media library"] : [])}
        onChange={setIds}
      />
      <output data-testid="ids">{ids.join(",")}</output>
    </>
  );
}

const renderGallery = (initial: number[], max?: number) =>
  render(
    <ConsoleContext.Provider value={{ me, client, service: "/admin" }}>
      <Gallery initial={initial} max={max} />
    </ConsoleContext.Provider>,
  );

const ids = () => screen.getByTestId("ids").textContent;

describe("MediaGalleryPicker", () => {
  it("shows each image with its alt text and errors, in order", async () => {
    renderGallery([1, 2]);
    const items = screen.getAllByRole("listitem");
    expect(items).toHaveLength(2);
    await waitFor(() => expect(within(items[0]!).getByText("Alt text: Lobby 1")).toBeTruthy());
    expect(within(items[1]!).getByText("No such image in the media library")).toBeTruthy();
    expect(within(items[0]!).getByRole("img", { name: "Lobby 1" })).toBeTruthy();
  });

  it("moves an image up or down and keeps the focus on it", async () => {
    renderGallery([1, 2, 3]);
    const up = screen.getByRole("button", { name: "Move screenshot 1 up" }) as HTMLButtonElement;
    expect(up.disabled).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Move screenshot 2 up" }));
    expect(ids()).toBe("2,1,3");
    // Image 2 is first now: its "up" is disabled, so the focus is on its "down".
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move screenshot 1 down" })),
    );
    fireEvent.click(screen.getByRole("button", { name: "Move screenshot 1 down" }));
    expect(ids()).toBe("1,2,3");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move screenshot 2 down" })),
    );
  });

  it("removes an image, the focus going to the one now in its place", async () => {
    renderGallery([1, 2, 3]);
    fireEvent.click(screen.getByRole("button", { name: "Remove screenshot 2" }));
    expect(ids()).toBe("1,3");
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Remove screenshot 2" })),
    );
  });

  it("adds an image from the library's dialog, up to the most there can be", async () => {
    renderGallery([1], 2);
    fireEvent.click(screen.getByRole("button", { name: "Add a screenshot" }));
    const dialog = await screen.findByRole("dialog", { name: "Screenshots: add an image" });
    const chosen = await within(dialog).findByRole("button", { name: /shot-1\.png/ });
    expect(chosen.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(within(dialog).getByRole("button", { name: /shot-3\.png/ }));
    expect(ids()).toBe("1,3");
    expect(screen.queryByRole("button", { name: "Add a screenshot" })).toBeNull();
    expect(screen.getByText("That is the most there can be: remove one to add another.")).toBeTruthy();
  });
});
