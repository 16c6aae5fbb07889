import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { articleNode, casinoReviewNode, seoRootData, siteJsonLd } from "./structured-data.server";
import { jsonForScript } from "./ui/seo";

const context = {
  origin: "https://bd.casino-guide.example",
  locale: "bn",
  market: "BD",
  contactEmail: "support@casino-guide.example",
  sites: {
    main: "https://casino-guide.example",
    markets: [
      { code: "PT", origin: "https://casino-guide.example", languages: ["en", "pt"], flag: "🇵🇹" },
      { code: "BD", origin: "https://bd.casino-guide.example", languages: ["en", "bn"], flag: "🇧🇩" },
    ],
  },
} as unknown as AppLoadContext;

/** A node as a search engine reads it: through the script's JSON. */
const parsed = (node: object) => JSON.parse(jsonForScript(node));

const casino = {
  name: "Tidal <Casino>",
  slug: "tidal",
  website: "https://tidal.example",
  summary: "Pays fast.",
  scores: { site: 8.4, users: 7.2, usersCount: 31, safety: 9.2, safetyBand: "very_high" as const },
};

describe("casinoReviewNode", () => {
  it("is a Review with the site's score, about the casino, with the players' AggregateRating", () => {
    const node = parsed(casinoReviewNode(context, casino));
    expect(node).toMatchObject({
      "@type": "Review",
      url: "https://bd.casino-guide.example/casinos/tidal?lang=bn",
      name: "Tidal <Casino>",
      inLanguage: "bn",
      reviewRating: { "@type": "Rating", ratingValue: 8.4, bestRating: 10, worstRating: 0 },
      itemReviewed: {
        "@type": "Organization",
        name: "Tidal <Casino>",
        url: "https://tidal.example",
        logo: "https://bd.casino-guide.example/media/logos/casino/tidal.svg",
        aggregateRating: {
          "@type": "AggregateRating",
          ratingValue: 7.2,
          ratingCount: 31,
          bestRating: 10,
          worstRating: 1,
        },
      },
      author: { "@type": "Organization", "@id": "https://casino-guide.example/#organization", name: "Casino Guide" },
      publisher: { "@id": "https://casino-guide.example/#organization" },
    });
  });

  it("leaves the AggregateRating out while nobody has rated the casino", () => {
    const node = parsed(
      casinoReviewNode(context, { ...casino, scores: { ...casino.scores, users: null, usersCount: 0 } }),
    );
    expect(node.itemReviewed).not.toHaveProperty("aggregateRating");
  });
});

describe("articleNode", () => {
  const article = {
    slug: "crypto",
    title: "Crypto casinos: what to check",
    summary: "Five checks before a deposit.",
    publishedAt: "2026-11-20T09:00:00.000Z",
    author: { slug: "ana-reis", name: "Ana Reis", role: "Editor" },
    tags: [{ slug: "crypto", name: "Crypto" }],
    image: null,
  };

  it("is an Article with headline, excerpt, date, author, image and publisher", () => {
    const node = parsed(articleNode(context, article));
    expect(node).toMatchObject({
      "@type": "Article",
      headline: "Crypto casinos: what to check",
      description: "Five checks before a deposit.",
      datePublished: "2026-11-20T09:00:00.000Z",
      inLanguage: "bn",
      keywords: "Crypto",
      url: "https://bd.casino-guide.example/blog/articles/crypto?lang=bn",
      author: { "@type": "Person", name: "Ana Reis" },
      publisher: { "@id": "https://casino-guide.example/#organization" },
      image: "https://bd.casino-guide.example/media/logos/post/crypto.svg",
    });
  });

  it("shows its hero image's largest JPEG when it has one", () => {
    const jpeg = (width: number) => ({
      format: "jpeg" as const,
      width,
      height: (width * 9) / 16,
      url: `/media/library/${width}.jpg`,
    });
    const image = {
      id: 3,
      width: 1280,
      height: 720,
      alt: { en: "A shield" },
      variants: [
        { ...jpeg(1280), format: "webp" as const, url: "/media/library/w.webp" },
        jpeg(320),
        jpeg(1280),
        jpeg(640),
      ],
    };
    expect(parsed(articleNode(context, { ...article, image })).image).toBe(
      "https://bd.casino-guide.example/media/library/1280.jpg",
    );
  });
});

describe("seoRootData", () => {
  it("gives every page the Organization and WebSite nodes, as JSON safe in a script", () => {
    const { sites } = seoRootData(context, new URL("https://bd.casino-guide.example/"));
    const jsonLd = siteJsonLd(context);
    expect(sites).toBe(context.sites);
    expect(jsonLd).not.toMatch(/[<>]/);
    const graph = JSON.parse(jsonLd);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toMatchObject([
      {
        "@type": "Organization",
        "@id": "https://casino-guide.example/#organization",
        name: "Casino Guide",
        url: "https://casino-guide.example/",
        foundingDate: "2009",
      },
      {
        "@type": "WebSite",
        url: "https://bd.casino-guide.example/",
        inLanguage: "bn",
        publisher: { "@id": "https://casino-guide.example/#organization" },
      },
    ]);
  });
});

describe("seoRootData for the switchers", () => {
  it("offers the market's languages, names the countries in the page's language, and tells a URL's language", () => {
    const data = seoRootData(context, new URL("https://bd.casino-guide.example/casinos?lang=bn"));
    expect(data.languages).toEqual(["en", "bn"]);
    expect(data.urlLanguage).toBe("bn");
    expect(data.ogLocale).toBe("bn_BD");
    expect(data.sites.markets.map((c) => [c.code, c.flag, c.origin])).toEqual([
      ["PT", "🇵🇹", "https://casino-guide.example"],
      ["BD", "🇧🇩", "https://bd.casino-guide.example"],
    ]);
    expect(data.countryNames).toHaveLength(2);
    expect(data.countryNames[0]).toBe(new Intl.DisplayNames(["bn"], { type: "region" }).of("PT"));
  });
  it("adds the current language when a stored choice is one the market does not offer; ignores a lang it does not offer", () => {
    const data = seoRootData(
      { ...context, locale: "fr" } as AppLoadContext,
      new URL("https://bd.casino-guide.example/?lang=pt"),
    );
    expect(data.languages).toEqual(["en", "bn", "fr"]);
    expect(data.urlLanguage).toBeNull();
  });
});
