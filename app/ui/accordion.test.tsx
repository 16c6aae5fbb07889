// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Accordion } from "./accordion";

const items = [
  { id: "one", summary: "First question", content: <p>First answer</p> },
  { id: "two", summary: "Second question", content: <p>Second answer</p> },
  { id: "three", summary: "Third question", content: <p>Third answer</p> },
];

function atWidth(wide: boolean) {
  vi.spyOn(window, "matchMedia").mockImplementation(
    (query: string) => ({ matches: wide && query === "(min-width: 768px)" }) as MediaQueryList,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const details = () => Array.from(document.querySelectorAll("details"));

describe("Accordion", () => {
  it("renders native details with every content in the page, the first one open and shown in the side area", () => {
    render(<Accordion items={items} />);
    expect(details().map((d) => d.open)).toEqual([true, false, false]);
    for (const text of ["First answer", "Second answer", "Third answer"])
      expect(screen.getAllByText(text).length).toBe(1 + Number(text === "First answer"));
    const side = screen.getByRole("region");
    expect(side.textContent).toBe("First answer");
    expect(side.getAttribute("aria-labelledby")).toBe(details()[0]!.querySelector("summary")!.id);
  });

  it("at 768 px or more, a summary shows its item in the side area and closes the others", () => {
    atWidth(true);
    render(<Accordion items={items} />);
    fireEvent.click(screen.getByText("Second question"));
    expect(details().map((d) => d.open)).toEqual([false, true, false]);
    const side = screen.getByRole("region");
    expect(side.textContent).toBe("Second answer");
    expect(side.getAttribute("aria-labelledby")).toBe(screen.getByText("Second question").id);
  });

  it("below 768 px, a summary is left to the browser: the item opens in place", () => {
    atWidth(false);
    render(<Accordion items={items} />);
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByText("Third question").dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.getByRole("region").textContent).toBe("First answer");
  });

  it("with anchors, a link to an item's id shows that item, on loading and when the hash changes", () => {
    atWidth(true);
    window.history.replaceState(null, "", "#three");
    render(<Accordion anchors items={items} />);
    expect(details().map((d) => d.open)).toEqual([false, false, true]);
    expect(screen.getByRole("region").textContent).toBe("Third answer");
    act(() => {
      window.history.replaceState(null, "", "#two");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(details().map((d) => d.open)).toEqual([false, true, false]);
    act(() => {
      window.history.replaceState(null, "", "#elsewhere");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(details().map((d) => d.open)).toEqual([false, true, false]);
    cleanup();

    window.history.replaceState(null, "", "#three");
    render(<Accordion items={items} />);
    expect(details().map((d) => d.open)).toEqual([true, false, false]);
    window.history.replaceState(null, "", "#");
  });
});
