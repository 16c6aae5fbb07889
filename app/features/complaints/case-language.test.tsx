// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALE_INFO } from "#contracts/locales";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "#app/ui/i18n";
import { CaseView, type PublicCase } from "./case-view";
import { ComplaintList } from "./complaint-list";

vi.mock("#app/root-data", () => ({ useRootData: () => ({ locale: "en" }) }));

const { mail: _mail, ...messages } = en;
afterEach(cleanup);

/** A case a Portuguese player filed from the Portuguese site, read on the English one. */
const portuguese: PublicCase = {
  id: 94,
  slug: "levantamento-retido",
  title: "Levantamento retido há seis semanas",
  lang: "pt",
  status: "opened",
  type: "delayed_withdrawal",
  amount: 409.74,
  currency: "EUR",
  createdAt: "2026-12-05T20:35:02.000Z",
  player: "EL2H4",
  casino: { id: 3, slug: "bright-club", name: "Bright Club" },
  description: "O meu levantamento está pendente há seis semanas, com a conta verificada.",
  problemDate: "2026-10-01",
  classification: null,
  amountReturned: null,
  returnedCurrency: null,
  deadline: null,
  openedAt: "2026-12-06T10:00:00.000Z",
  closedAt: null,
  timeline: [
    {
      id: 1,
      role: "mediator",
      body: "Abrimos o caso e vamos contactar o casino.",
      createdAt: "2026-12-06T10:00:00.000Z",
    },
  ],
};

const onEnglishPage = (children: React.ReactNode) =>
  render(
    <MemoryRouter>
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">{children}</I18nProvider>
      </CatalogProvider>
    </MemoryRouter>,
  );

describe("a case in another language than the page's", () => {
  const pt = LOCALE_INFO.pt.bcp47;

  it("marks its title in the list with the language it was filed from, and the page's words with none", () => {
    onEnglishPage(<ComplaintList items={[portuguese]} />);
    expect(screen.getByText(portuguese.title).getAttribute("lang")).toBe(pt);
    expect(screen.getByText(/Delayed withdrawal/).closest("[lang]")).toBeNull();
  });

  it("marks its story and its timeline with it, the labels staying in the page's language", () => {
    onEnglishPage(<CaseView complaint={portuguese} />);
    expect(screen.getByText(portuguese.description).getAttribute("lang")).toBe(pt);
    expect(screen.getByText(portuguese.timeline[0]!.body).getAttribute("lang")).toBe(pt);
    expect(screen.getByText("Timeline").closest("[lang]")).toBeNull();
  });
});
