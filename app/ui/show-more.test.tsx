// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "./i18n";
import { ShowMore } from "./show-more";

const { mail: _mail, ...messages } = en;
const TEXT = "A long text about a casino.";

/** The content's height as the browser would measure it (happy-dom lays nothing out). */
let contentHeight = 0;
const scrollHeight = Object.getOwnPropertyDescriptor(HTMLElement.prototype, "scrollHeight");
beforeEach(() => {
  Object.defineProperty(HTMLElement.prototype, "scrollHeight", { configurable: true, get: () => contentHeight });
});
afterEach(() => {
  cleanup();
  if (scrollHeight) Object.defineProperty(HTMLElement.prototype, "scrollHeight", scrollHeight);
});

function show(props: { lines: number; length?: number }) {
  return render(
    <CatalogProvider messages={messages}>
      <I18nProvider locale="en">
        <ShowMore {...props}>
          <p>{TEXT}</p>
        </ShowMore>
      </I18nProvider>
    </CatalogProvider>,
  );
}

describe("ShowMore", () => {
  it("keeps the whole text in the page and toggles it with a button that says what it controls", () => {
    contentHeight = 400; // taller than two lines (2 × 1.625 rem = 52 px)
    show({ lines: 2 });
    expect(screen.getByText(TEXT)).toBeTruthy();
    const button = screen.getByRole("button", { name: "Show more" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const block = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(block?.textContent).toBe(TEXT);
    expect(block?.className).toContain("js:max-h-(--folded)");
    expect(block?.style.getPropertyValue("--folded")).toBe("3.25rem");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Show less");
    expect(block?.className ?? "").not.toContain("max-h");

    fireEvent.click(button);
    expect(button.textContent).toBe("Show more");
  });

  it("renders a text that fits in any width whole, without a button, from the server on", () => {
    contentHeight = 400;
    const { container } = show({ lines: 2, length: 60 });
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.innerHTML).not.toContain("max-h");
    expect(screen.getByText(TEXT)).toBeTruthy();
  });

  it("unfolds and drops the button once the browser measures that the content fits", () => {
    contentHeight = 40; // under the fold of two lines
    const { container } = show({ lines: 2, length: 200 });
    expect(screen.queryByRole("button")).toBeNull();
    expect(container.innerHTML).not.toContain("max-h");
    cleanup();

    contentHeight = 60;
    show({ lines: 2, length: 200 });
    expect(screen.getByRole("button", { name: "Show more" })).toBeTruthy();
  });
});
