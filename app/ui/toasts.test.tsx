// @vitest-environment happy-dom
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { notify, TOAST_OPTIONS, Toasts, type ToastType } from "./toasts";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Toasts", () => {
  it("has the options of docs/product-spec.md §9", () => {
    expect(TOAST_OPTIONS).toEqual({ autoClose: 5000, position: "top-right", collapseDuration: 300, debounceMs: 50 });
  });

  it("renders nothing until the first toast, then shows each type top-right, closing after 5000 ms", async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe("");
    act(() => notify("Saved!", "success"));
    expect(await screen.findByText("Saved!", {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector(".Toastify__toast--success")).not.toBeNull();
    expect(document.querySelector(".Toastify__toast-container--top-right")).not.toBeNull();
    const progress = document.querySelector<HTMLElement>(".Toastify__toast--success .Toastify__progress-bar");
    expect(progress?.style.animationDuration).toBe("5000ms");

    // The other five types of docs/product-spec.md §4.
    for (const type of ["info", "warning", "error", "default"] satisfies ToastType[]) {
      act(() => notify(`A ${type} toast`, type));
      await screen.findByText(`A ${type} toast`);
      expect(document.querySelector(`.Toastify__toast--${type}`), type).not.toBeNull();
    }
    act(() => notify("Working…", "loading"));
    await screen.findByText("Working…");
    expect(document.querySelector(".Toastify__spinner")).not.toBeNull();
  });

  it("shows the same toast asked for twice within 50 ms once, and again after", async () => {
    let now = 10_000_000;
    vi.spyOn(Date, "now").mockImplementation(() => now);
    render(<Toasts />);
    act(() => {
      notify("Twice", "info");
      now += TOAST_OPTIONS.debounceMs - 1;
      notify("Twice", "info");
      notify("Twice", "error");
    });
    await screen.findAllByText("Twice");
    expect(screen.getAllByText("Twice")).toHaveLength(2);
    now += 1;
    act(() => notify("Twice", "info"));
    await vi.waitFor(() => expect(screen.getAllByText("Twice")).toHaveLength(3));
  });
});
