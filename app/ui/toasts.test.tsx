// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { notify, Toasts } from "./toasts";

describe("Toasts", () => {
  it("renders nothing until the first toast, then shows it with its type", async () => {
    const { container } = render(<Toasts />);
    expect(container.innerHTML).toBe("");
    act(() => notify("Saved!", "success"));
    expect(await screen.findByText("Saved!", {}, { timeout: 5000 })).toBeTruthy();
    expect(document.querySelector(".Toastify__toast--success")).not.toBeNull();
    expect(document.querySelector(".Toastify__toast-container--top-right")).not.toBeNull();
  });
});
