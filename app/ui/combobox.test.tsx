// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "#i18n/catalogs/en";
import { Combobox, type ComboboxOption } from "./combobox";
import { CatalogProvider, I18nProvider } from "./i18n";

const { mail: _mail, ...messages } = en;
afterEach(cleanup);

const CASINOS: ComboboxOption[] = [
  { value: "1", label: "Aurora Spins" },
  { value: "2", label: "Auric Palace" },
  { value: "3", label: "Golden Aura" },
];

/** A combobox over CASINOS (names holding the text), with the calls and the picks it made. */
function setup(search?: (text: string, signal: AbortSignal) => Promise<ComboboxOption[]>) {
  const asked: string[] = [];
  const picks: Array<string | null> = [];
  const find =
    search ??
    (async (text: string) => CASINOS.filter((casino) => casino.label.toLowerCase().includes(text.toLowerCase())));
  render(
    <CatalogProvider messages={messages}>
      <I18nProvider locale="en">
        <Combobox
          label="Casino"
          delay={0}
          search={(text, signal) => {
            asked.push(text);
            return find(text, signal);
          }}
          onChange={(option) => picks.push(option?.value ?? null)}
        />
      </I18nProvider>
    </CatalogProvider>,
  );
  const box = screen.getByRole("combobox", { name: "Casino" });
  const type = (text: string) => fireEvent.change(box, { target: { value: text } });
  const key = (name: string) => fireEvent.keyDown(box, { key: name });
  return { box, type, key, asked, picks };
}

const listbox = () => screen.getByRole("listbox", { hidden: true });
const status = () => screen.getByRole("status").textContent;

describe("Combobox", () => {
  it("asks the server only from the minimum length, then lists what it found", async () => {
    const { box, type, asked } = setup();
    expect(box.getAttribute("aria-controls")).toBe(listbox().id);
    expect(status()).toBe("Type at least 2 characters");
    type("a");
    await act(async () => undefined);
    expect(asked).toEqual([]);
    expect(box.getAttribute("aria-expanded")).toBe("false");

    type("au");
    await waitFor(() => expect(box.getAttribute("aria-expanded")).toBe("true"));
    expect(asked).toEqual(["au"]);
    expect(listbox().hidden).toBe(false);
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual([
      "Aurora Spins",
      "Auric Palace",
      "Golden Aura",
    ]);
    expect(status()).toBe("3 suggestions: use the up and down arrows to choose");
  });

  it("moves with the arrows, picks with Enter, and drops the pick when the text changes", async () => {
    const { box, type, key, picks } = setup();
    type("au");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    const options = screen.getAllByRole("option");
    key("ArrowDown");
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    expect(options[0]!.getAttribute("aria-selected")).toBe("true");
    key("ArrowDown");
    key("ArrowDown");
    key("ArrowDown"); // past the last: back to the first
    expect(box.getAttribute("aria-activedescendant")).toBe(options[0]!.id);
    key("ArrowUp"); // before the first: the last
    expect(box.getAttribute("aria-activedescendant")).toBe(options[2]!.id);
    key("ArrowUp");
    key("Enter");
    expect(picks).toEqual(["2"]);
    expect((box as HTMLInputElement).value).toBe("Auric Palace");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect(box.hasAttribute("aria-activedescendant")).toBe(false);

    type("Auric Palac");
    expect(picks).toEqual(["2", null]);
  });

  it("Escape closes the list, then clears the box; a click on an option picks it", async () => {
    const { box, type, key, picks } = setup();
    type("gold");
    await waitFor(() => expect(box.getAttribute("aria-expanded")).toBe("true"));
    key("Escape");
    expect(box.getAttribute("aria-expanded")).toBe("false");
    expect((box as HTMLInputElement).value).toBe("gold");
    key("Escape");
    expect((box as HTMLInputElement).value).toBe("");

    type("aur");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(3));
    fireEvent.click(screen.getByRole("option", { name: "Golden Aura" }));
    expect(picks).toEqual(["3"]);
    expect((box as HTMLInputElement).value).toBe("Golden Aura");
  });

  it("picks a name typed in full, and Enter takes the only suggestion", async () => {
    const first = setup();
    first.type("aurora spins");
    await waitFor(() => expect(first.picks).toEqual(["1"]));
    cleanup();

    const second = setup();
    second.type("palace");
    await waitFor(() => expect(screen.getAllByRole("option")).toHaveLength(1));
    second.key("Enter");
    expect(second.picks).toEqual(["2"]);
  });

  it("says when nothing is found or the search failed, and shows only the latest answer", async () => {
    const answers = new Map<string, { resolve: (found: ComboboxOption[]) => void; signal: AbortSignal }>();
    const { box, type } = setup((text, signal) => new Promise((resolve) => answers.set(text, { resolve, signal })));
    type("zz");
    await waitFor(() => expect(answers.has("zz")).toBe(true));
    type("zzz");
    await waitFor(() => expect(answers.has("zzz")).toBe(true));
    expect(answers.get("zz")!.signal.aborted).toBe(true);
    await act(async () => answers.get("zz")!.resolve(CASINOS));
    expect(box.getAttribute("aria-expanded")).toBe("false");
    await act(async () => answers.get("zzz")!.resolve([]));
    expect(status()).toBe("Nothing found");
    cleanup();

    const failing = setup(() => Promise.reject(new Error("offline")));
    failing.type("au");
    await waitFor(() => expect(status()).toBe("The search failed. Keep typing to try again."));
  });

  it("waits for the typing to pause before it asks", async () => {
    vi.useFakeTimers();
    try {
      const asked: string[] = [];
      render(
        <CatalogProvider messages={messages}>
          <I18nProvider locale="en">
            <Combobox
              label="Casino"
              delay={250}
              search={async (text) => (asked.push(text), [])}
              onChange={() => undefined}
            />
          </I18nProvider>
        </CatalogProvider>,
      );
      const box = screen.getByRole("combobox", { name: "Casino" });
      for (const text of ["au", "aur", "auro"]) {
        fireEvent.change(box, { target: { value: text } });
        await act(async () => vi.advanceTimersByTime(100));
      }
      expect(asked).toEqual([]);
      await act(async () => vi.advanceTimersByTime(250));
      expect(asked).toEqual(["auro"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
