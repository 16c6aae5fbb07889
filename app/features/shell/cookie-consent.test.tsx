// @vitest-environment happy-dom
// @vitest-environment-options { "settings": { "disableJavaScriptFileLoading": true, "disableJavaScriptEvaluation": true, "handleDisabledFileLoadingAsSuccess": true } }
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "#i18n/catalogs/en";
import { CatalogProvider, I18nProvider } from "#app/ui/i18n";
import type { RootData } from "#app/root-data";
import { CookieNotice } from "./cookie-notice";
import { readConsent } from "./consent";
import { Footer } from "./footer";
import { VisitorEffects } from "./visitor-effects";

const rootData: { current: Partial<RootData> } = { current: {} };
vi.mock("#app/root-data", () => ({ useRootData: () => rootData.current }));

const { mail: _mail, ...messages } = en;
const marketSites = { main: "http://localhost:3000", domains: {} as RootData["marketSites"]["domains"] };

// The footer's country and language switchers read these.
const seo = {
  sites: { main: "http://localhost:3000", markets: [] },
  languages: ["en"],
  urlLanguage: null,
  countryNames: [],
  ogLocale: "en_PT",
} as unknown as RootData["seo"];

function page(tagManagerId: string | null) {
  rootData.current = { marketSites, apiBase: "/api", tagManagerId, nonce: "n0nce", locale: "en", seo };
  return render(
    <MemoryRouter>
      <CatalogProvider messages={messages}>
        <I18nProvider locale="en">
          <VisitorEffects />
          <Footer />
          <CookieNotice />
        </I18nProvider>
      </CatalogProvider>
    </MemoryRouter>,
  );
}

const tagManagerScript = () => document.getElementById("tag-manager") as HTMLScriptElement | null;
const layer = () => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer;

beforeEach(() => {
  document.cookie = "cookie_consent=; Max-Age=0; Path=/";
  window.localStorage.clear();
  window.history.replaceState(null, "", "/casinos?gclid=Click-1");
  tagManagerScript()?.remove();
  delete (window as unknown as { dataLayer?: unknown }).dataLayer;
});
afterEach(cleanup);

describe("the cookie choice (docs/product-spec.md §7)", () => {
  it("asks until the visitor chooses, remembers the choice, and can be changed from the footer", async () => {
    page(null);
    const notice = await screen.findByRole("region", { name: "Cookie notice" });
    fireEvent.click(screen.getByRole("button", { name: "Decline" }));
    expect(screen.queryByRole("region", { name: "Cookie notice" })).toBeNull();
    expect(readConsent()).toBe("declined");
    expect(notice.isConnected).toBe(false);

    cleanup();
    page(null);
    await act(async () => {});
    expect(screen.queryByRole("region", { name: "Cookie notice" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Cookie settings" }));
    await screen.findByRole("region", { name: "Cookie notice" });
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Decline" }));
    fireEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(readConsent()).toBe("accepted");
  });
});

describe("the tag manager", () => {
  it("loads nothing before the visitor accepts, then the container with the nonce and the visit's parameters", async () => {
    page("GTM-AB12CD3");
    await screen.findByRole("region", { name: "Cookie notice" });
    await act(async () => {});
    expect(tagManagerScript()).toBeNull();
    expect(layer()).toBeUndefined();

    fireEvent.click(screen.getByRole("button", { name: "Accept analytics" }));
    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
    expect(tagManagerScript()!.getAttribute("src")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3");
    expect(tagManagerScript()!.getAttribute("nonce")).toBe("n0nce");
    expect(layer()).toEqual([
      { event: "aio_attribution", aio_visit_uuid: expect.any(String), gclid: "Click-1" },
      { "gtm.start": expect.any(Number), event: "gtm.js" },
    ]);
  });

  it("loads on the next page of a visitor who accepted, once", async () => {
    document.cookie = "cookie_consent=accepted; Path=/";
    page("GTM-AB12CD3");
    await waitFor(() => expect(tagManagerScript()).not.toBeNull());
    cleanup();
    page("GTM-AB12CD3");
    await act(async () => {});
    expect(document.querySelectorAll("#tag-manager")).toHaveLength(1);
  });

  it("loads nothing for a visitor who declined", async () => {
    document.cookie = "cookie_consent=declined; Path=/";
    page("GTM-AB12CD3");
    await act(async () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tagManagerScript()).toBeNull();
  });

  it("loads nothing without TAG_MANAGER_ID, whatever the choice", async () => {
    document.cookie = "cookie_consent=accepted; Path=/";
    page(null);
    await act(async () => {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(tagManagerScript()).toBeNull();
    expect(layer()).toBeUndefined();
  });
});
