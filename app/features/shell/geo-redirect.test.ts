import { describe, expect, it, vi } from "vitest";
import type { MarketSites } from "#contracts/geo-redirect";
import { applyGeoRedirect, type GeoBrowser } from "./geo-redirect";

const sites: MarketSites = {
  main: "https://casino-guide.example",
  domains: {
    PT: "pt.casino-guide.example",
    BD: "bd.casino-guide.example",
    UA: "ua.casino-guide.example",
    FR: "fr.casino-guide.example",
    GB: "gb.casino-guide.example",
    MX: "mx.casino-guide.example",
    AR: "ar.casino-guide.example",
    PE: "pe.casino-guide.example",
  },
};
const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

function browser(options: { host?: string; ua?: string; answer?: () => Promise<Response> } = {}) {
  const go = vi.fn<(url: string) => void>();
  const warn = vi.fn<(message: string, error: unknown) => void>();
  const fetch = vi.fn(options.answer ?? (async () => Response.json({ country: "BD" })));
  const b: GeoBrowser = {
    location: { hostname: options.host ?? "pt.casino-guide.example", pathname: "/slots/aurora", search: "?page=2" },
    userAgent: options.ua ?? CHROME,
    fetch: fetch as unknown as typeof globalThis.fetch,
    go,
    warn,
  };
  return { b, go, warn, fetch };
}

const settings = { sites, apiBase: "/api", lookupAnyway: false };

describe("the domain redirect in the browser (docs/product-spec.md §4, §8)", () => {
  it("asks GET {api}/geo/ and goes to the country site with the same path and query", async () => {
    const { b, go, fetch } = browser();
    expect(await applyGeoRedirect(settings, b)).toBe("https://bd.casino-guide.example/slots/aurora?page=2");
    expect(fetch).toHaveBeenCalledWith("/api/geo/", expect.objectContaining({ credentials: "same-origin" }));
    expect(go).toHaveBeenCalledWith("https://bd.casino-guide.example/slots/aurora?page=2");
  });

  it("stays for a country without a site of its own", async () => {
    const { b, go } = browser({ answer: async () => Response.json({ country: "FR" }) });
    expect(await applyGeoRedirect(settings, b)).toBeNull();
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    ["a network error", async () => Promise.reject(new TypeError("Failed to fetch"))],
    ["a server error", async () => new Response("oops", { status: 503 })],
    ["an answer that is no JSON", async () => new Response("<html>", { status: 200 })],
  ])("logs a failed lookup (%s) and stays", async (_, answer) => {
    const { b, go, warn } = browser({ answer });
    expect(await applyGeoRedirect(settings, b)).toBeNull();
    expect(go).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/geolocation failed/i), expect.anything());
  });

  it("never redirects a crawler, nor asks for its country", async () => {
    const { b, go, fetch } = browser({ ua: GOOGLEBOT });
    expect(await applyGeoRedirect({ ...settings, lookupAnyway: true }, b)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(go).not.toHaveBeenCalled();
  });

  it("does nothing on this machine", async () => {
    const { b, fetch } = browser({ host: "localhost" });
    expect(await applyGeoRedirect({ ...settings, lookupAnyway: true }, b)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("on a market domain asks only to set the location cookie, and never redirects", async () => {
    const { b, go, fetch } = browser({ host: "fr.casino-guide.example" });
    expect(await applyGeoRedirect(settings, b)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(await applyGeoRedirect({ ...settings, lookupAnyway: true }, b)).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(go).not.toHaveBeenCalled();
  });
});
