// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "./i18n";
import { ShowMore } from "./show-more";

const { mail: _mail, ...messages } = en;
afterEach(cleanup);

describe("ShowMore", () => {
  it("keeps the whole text in the page and toggles it with a button that says what it controls", () => {
    render(
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">
          <ShowMore lines={2}>
            <p>A long text about a casino.</p>
          </ShowMore>
        </I18nProvider>
      </CatalogProvider>,
    );
    expect(screen.getByText("A long text about a casino.")).toBeTruthy();
    const button = screen.getByRole("button", { name: "Show more" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const block = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(block?.textContent).toBe("A long text about a casino.");
    expect(block?.className).toContain("js:max-h-(--folded)");
    expect(block?.style.getPropertyValue("--folded")).toBe("3.25rem");

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.textContent).toBe("Show less");
    expect(block?.className ?? "").not.toContain("max-h");

    fireEvent.click(button);
    expect(button.textContent).toBe("Show more");
  });
});
