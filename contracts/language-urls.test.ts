import { describe, expect, it } from "vitest";
import { chooseLanguage } from "./language-choice";
import {
  alternateLinks,
  DEFAULT_URL_LANGUAGE,
  hreflangOf,
  languageUrl,
  marketLanguages,
  requestedLanguage,
  urlLanguage,
  urlSite,
  withoutLanguage,
  type SiteOrigins,
} from "./language-urls";
import { LOCALES } from "./locales";
import { MARKET_CODES, MARKETS } from "./markets";

const SITES: SiteOrigins = {
  main: "https://casino-guide.example",
  markets: MARKETS.map(({ code, languages, flag }) => ({
    code,
    languages,
    flag,
    origin: code === "PT" ? "https://casino-guide.example" : `https://${code.toLowerCase()}.casino-guide.example`,
  })),
};

describe("the languages of a site (docs/product-spec.md §3)", () => {
  it("are the market's own, or all nine on an unknown domain", () => {
    expect(marketLanguages("BD")).toEqual(["en", "bn"]);
    expect(marketLanguages("GB")).toEqual(["en"]);
    expect(marketLanguages("AR")).toEqual(["en", "ar"]);
    expect(marketLanguages(null)).toEqual(LOCALES);
  });
  it("the URL without lang shows what §4 gives a visitor without cookie or browser language: English", () => {
    for (const code of [...MARKET_CODES, null]) {
      const languages = code ? marketLanguages(code) : null;
      expect(chooseLanguage({ marketLanguages: languages, browserLanguage: null })).toBe(DEFAULT_URL_LANGUAGE);
      expect(chooseLanguage({ marketLanguages: languages, browserLanguage: undefined })).toBe(DEFAULT_URL_LANGUAGE);
    }
    expect(DEFAULT_URL_LANGUAGE).toBe("en");
  });
  it("an unknown domain uses the main site's (PT's) URLs", () => {
    expect(urlSite(SITES, null).code).toBe("PT");
    expect(urlSite(SITES, "UA").origin).toBe("https://ua.casino-guide.example");
  });
});

describe("the language a URL asks for", () => {
  it("is its first lang naming one of the nine, when the site offers it", () => {
    expect(urlLanguage(new URLSearchParams("lang=bn"), marketLanguages("BD"))).toBe("bn");
    expect(urlLanguage(new URLSearchParams("lang=xx&lang=bn"), marketLanguages("BD"))).toBe("bn");
    expect(urlLanguage(new URLSearchParams("lang=fr"), marketLanguages(null))).toBe("fr");
  });
  it("is none when the site does not offer it, or the value names no language", () => {
    expect(urlLanguage(new URLSearchParams("lang=pt"), marketLanguages("BD"))).toBeNull();
    expect(urlLanguage(new URLSearchParams("lang=constructor"), marketLanguages("BD"))).toBeNull();
    expect(urlLanguage(new URLSearchParams("lang="), marketLanguages("BD"))).toBeNull();
    expect(urlLanguage(new URLSearchParams("x=1"), marketLanguages("BD"))).toBeNull();
    expect(requestedLanguage(new URLSearchParams("lang=__proto__&lang=ua"))).toBe("ua");
  });
});

describe("languageUrl: a page's URL in a language (the canonical)", () => {
  const bd = marketLanguages("BD");
  it("drops the trailing slash (docs/product-spec.md §2) and adds lang for all but the default language", () => {
    const origin = "https://bd.casino-guide.example";
    expect(languageUrl(origin, "/new-casinos/", "en", bd)).toBe(`${origin}/new-casinos`);
    expect(languageUrl(origin, "/new-casinos/", "bn", bd)).toBe(`${origin}/new-casinos?lang=bn`);
    expect(languageUrl(`${origin}/`, "/", "en", bd)).toBe(origin);
    expect(languageUrl(origin, "/", "bn", bd)).toBe(`${origin}/?lang=bn`);
    expect(languageUrl(origin, "/lk/", "en", bd)).toBe(`${origin}/lk`);
  });
  it("gives a language the site does not offer the default URL", () => {
    expect(languageUrl("https://casino-guide.example", "/casinos", "fr", marketLanguages("PT"))).toBe(
      "https://casino-guide.example/casinos",
    );
  });
});

describe("alternateLinks: the hreflang set of a page", () => {
  it("names every market × language and x-default, the same on every market", () => {
    const links = alternateLinks(SITES, "/casinos/");
    expect(links).toEqual([
      { hreflang: "en-BD", href: "https://bd.casino-guide.example/casinos" },
      { hreflang: "bn-BD", href: "https://bd.casino-guide.example/casinos?lang=bn" },
      { hreflang: "en-PT", href: "https://casino-guide.example/casinos" },
      { hreflang: "pt-PT", href: "https://casino-guide.example/casinos?lang=pt" },
      { hreflang: "en-UA", href: "https://ua.casino-guide.example/casinos" },
      { hreflang: "uk-UA", href: "https://ua.casino-guide.example/casinos?lang=ua" },
      { hreflang: "en-FR", href: "https://fr.casino-guide.example/casinos" },
      { hreflang: "fr-FR", href: "https://fr.casino-guide.example/casinos?lang=fr" },
      { hreflang: "en-GB", href: "https://gb.casino-guide.example/casinos" },
      { hreflang: "en-MX", href: "https://mx.casino-guide.example/casinos" },
      { hreflang: "es-MX", href: "https://mx.casino-guide.example/casinos?lang=mx" },
      { hreflang: "en-AR", href: "https://ar.casino-guide.example/casinos" },
      { hreflang: "es-AR", href: "https://ar.casino-guide.example/casinos?lang=ar" },
      { hreflang: "en-PE", href: "https://pe.casino-guide.example/casinos" },
      { hreflang: "es-PE", href: "https://pe.casino-guide.example/casinos?lang=pe" },
      { hreflang: "x-default", href: "https://casino-guide.example/casinos" },
    ]);
    expect(new Set(links.map((l) => l.hreflang)).size).toBe(links.length);
  });
  it("holds the canonical of each language version of the page on two markets", () => {
    const links = alternateLinks(SITES, "/slots/book-of-x");
    for (const market of ["BD", "PT"] as const) {
      const site = urlSite(SITES, market);
      for (const locale of site.languages) {
        const canonical = languageUrl(site.origin, "/slots/book-of-x/", locale, site.languages);
        expect(links).toContainEqual({ hreflang: hreflangOf(locale, market), href: canonical });
      }
    }
  });
});

describe("withoutLanguage", () => {
  it("removes lang and keeps the rest of the path", () => {
    expect(withoutLanguage("/casinos?lang=bn&category=top20#x")).toBe("/casinos?category=top20#x");
    expect(withoutLanguage("/casinos?lang=bn")).toBe("/casinos");
    expect(withoutLanguage("/casinos?category=crypto")).toBe("/casinos?category=crypto");
  });
});
