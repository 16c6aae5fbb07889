// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "#i18n/catalogs/en";
import fr from "#i18n/catalogs/fr";
import type { Locale } from "#contracts/locales";
import { CatalogProvider, I18nProvider } from "./i18n";
import { NameList } from "./name-list";

afterEach(cleanup);

const names = (count: number) => Array.from({ length: count }, (_, i) => `Country ${i + 1}`);

function list(count: number, locale: Locale = "en", messages: object = en) {
  const { mail: _mail, ...catalog } = messages as typeof en;
  return render(
    <CatalogProvider messages={catalog}>
      <I18nProvider locale={locale}>
        <NameList names={names(count)} />
      </I18nProvider>
    </CatalogProvider>,
  );
}

describe("NameList", () => {
  it("writes up to fourteen names whole, with no disclosure", () => {
    const { container } = list(14);
    expect(container.textContent).toBe(names(14).join(", "));
    expect(container.querySelector("details")).toBeNull();
  });

  it("past fourteen, shows twelve and how many more, the whole list behind 'Show all (N)'", () => {
    const { container } = list(42);
    const [preview, whole] = [...container.querySelectorAll("p")];
    expect(preview?.textContent).toBe(`${names(12).join(", ")} and 30 more`);
    const details = container.querySelector("details");
    expect(details?.open).toBe(false);
    expect(details?.contains(whole ?? null)).toBe(true);
    expect(whole?.textContent).toBe(names(42).join(", "));
    // The summary's visible label; "Show less" is the open disclosure's (hidden by CSS while closed).
    const summary = screen.getByText("Show all (42)");
    expect(summary.closest("summary")).toBeTruthy();
    expect(summary.closest("summary")?.textContent).toBe("Show all (42)Show less");
  });

  it("says it in the page's language, with its plural", () => {
    const { container } = list(15, "fr", fr);
    expect(container.querySelector("p")?.textContent).toBe(`${names(12).join(", ")} et 3 autres`);
    expect(screen.getByText("Tout afficher (15)")).toBeTruthy();
  });
});
