// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "./i18n";
import { TableOfContents } from "./table-of-contents";
import { TocLayout } from "./toc-layout";

const { mail: _mail, ...messages } = en;
const headings = [
  { id: "intro", text: "Introduction", level: 2 as const },
  { id: "details", text: "Details", level: 3 as const },
  { id: "end", text: "The end", level: 2 as const },
];

/** A stand-in IntersectionObserver whose callback the test calls. */
let report: (visible: string[], hidden: string[]) => void = () => undefined;
class FakeObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = (visible, hidden) =>
      callback([
        ...visible.map((id) => ({ target: document.getElementById(id)!, isIntersecting: true })),
        ...hidden.map((id) => ({ target: document.getElementById(id)!, isIntersecting: false })),
      ]);
  }
  observe() {}
  disconnect() {}
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function page(list = headings) {
  return render(
    <CatalogProvider messages={messages}>
      <I18nProvider locale="en">
        <TableOfContents headings={list} />
        <main>
          {list.map((h) =>
            h.level === 2 ? (
              <h2 key={h.id} id={h.id}>
                {h.text}
              </h2>
            ) : (
              <h3 key={h.id} id={h.id}>
                {h.text}
              </h3>
            ),
          )}
        </main>
      </I18nProvider>
    </CatalogProvider>,
  );
}

describe("TableOfContents", () => {
  it("links every heading by its anchor, h3 indented, as a folded list and a wide-screen list", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    page();
    const nav = screen.getByRole("navigation", { name: "Table of contents" });
    expect(nav.querySelector("details summary")?.textContent).toBe("Table of contents");
    const lists = nav.querySelectorAll("ol");
    expect(lists.length).toBe(2);
    const links = within(lists[0] as HTMLElement).getAllByRole("link");
    expect(links.map((a) => [a.getAttribute("href"), a.textContent])).toEqual([
      ["#intro", "Introduction"],
      ["#details", "Details"],
      ["#end", "The end"],
    ]);
    expect(links[1]!.parentElement?.className).toBe("pl-4");
  });

  it("marks the first section in view as current, and keeps it while none is", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    page();
    const current = () =>
      Array.from(document.querySelectorAll('nav a[aria-current="location"]')).map((a) => a.getAttribute("href"));
    expect(current()).toEqual([]);
    act(() => report(["details", "end"], []));
    expect(current()).toEqual(["#details", "#details"]);
    act(() => report([], ["details", "end"]));
    expect(current()).toEqual(["#details", "#details"]);
    act(() => report(["intro"], []));
    expect(current()).toEqual(["#intro", "#intro"]);
  });

  it("shows nothing for fewer than two headings", () => {
    const { container } = render(
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">
          <TableOfContents headings={headings.slice(0, 1)} />
        </I18nProvider>
      </CatalogProvider>,
    );
    expect(container.innerHTML).toBe("");
    cleanup();
    render(
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">
          <TocLayout headings={headings.slice(0, 1)}>
            <h2 id="intro">Introduction</h2>
          </TocLayout>
        </I18nProvider>
      </CatalogProvider>,
    );
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
