import type { AppLoadContext } from "react-router";
import { hreflangOf, languageUrl, urlLanguage, urlSite, type SiteOrigins } from "#contracts/language-urls";
import { LOCALE_INFO, LOCALES, type Locale } from "#contracts/locales";
import { largestFallback } from "#contracts/media";
import type { CasinoDetail } from "#modules/casinos";
import type { PostDetail } from "#modules/posts";
import { translatorFor } from "#i18n/catalogs.server";
import { formatsFor } from "./ui/format";
import { jsonForScript, organizationId, PAGE_JSON_LD, type JsonLdNode } from "./ui/seo";

/**
 * The JSON-LD of the pages (docs/decisions/0016), made on the server so that the browser bundle carries
 * no builder: the root loader gives every page the site's nodes, and the loaders of the pages that
 * describe one thing give theirs, which the page renders with `<JsonLd>`.
 */

/** Absolute URLs for a page's nodes: its own (in its language, on its site) and a file's. */
function urlsOf(context: AppLoadContext, path: string) {
  return {
    page: languageUrl(context.origin, path, context.locale, urlSite(context.sites, context.market).languages),
    file: (file: string) => `${context.origin}${file}`,
    organization: organizationId(context.sites.main),
  };
}

/**
 * What the root loader hands every page for its <head> and its switchers, worked out once per document
 * on the server: every site's origins, the languages to offer, the countries' names, the site's JSON-LD.
 */
export interface SeoRootData {
  sites: SiteOrigins;
  /** The language switcher's: this market's (all nine on an unknown domain), and the current one should a stored choice be another. */
  languages: readonly Locale[];
  /** The language this document's URL asked for and got (`?lang=`), which the browser then remembers. */
  urlLanguage: Locale | null;
  /**
   * The country switcher's: each market's name in the page's language, in the order of `sites.markets`
   * (whose code, flag and origin the switcher takes from there: not sent twice).
   */
  countryNames: string[];
  /** The site's name in the page's language (og:site_name: the head is outside the translator). */
  siteName: string;
  /** The page's language on its market for Open Graph (`bn_BD`, `en_PT`). */
  ogLocale: string;
}

/**
 * The site's Organization and WebSite nodes as a @graph, ready for an inline script: every document's
 * <head> has them, rendered on the server only (app/entry.server.tsx; the shell never changes during a
 * visit, so the browser keeps the server's element and the hydration data does not carry them).
 */
export function siteJsonLd(context: AppLoadContext): string {
  const { sites, origin, locale } = context;
  const t = translatorFor(locale);
  const organization = organizationId(sites.main);
  const graph = {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": organization,
        name: t("site.name"),
        description: t("site.tagline"),
        url: `${sites.main}/`,
        logo: `${sites.main}/favicon.svg`,
        image: `${sites.main}/images/share.png`,
        email: context.contactEmail,
        foundingDate: "2009",
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        name: t("site.name"),
        url: `${origin}/`,
        inLanguage: LOCALE_INFO[locale].bcp47,
        publisher: { "@id": organization },
      },
    ],
  };
  return jsonForScript(graph);
}

export function seoRootData(context: AppLoadContext, url: URL): SeoRootData {
  const { sites, locale, market } = context;
  const t = translatorFor(locale);
  const ogLocale = hreflangOf(locale, urlSite(sites, market).code).replace("-", "_");
  const offered = market ? urlSite(sites, market).languages : LOCALES;
  const { country } = formatsFor(locale);
  return {
    sites,
    languages: offered.includes(locale) ? offered : [...offered, locale],
    urlLanguage: urlLanguage(url.searchParams, offered),
    countryNames: sites.markets.map(({ code }) => country(code)),
    siteName: t("site.name"),
    ogLocale,
  };
}

/**
 * A page's own JSON-LD node (a casino's review, an article) as the text of its script: in the data of a
 * client navigation, which renders it; for a document, kept in the request's context and rendered by the
 * server alone (`PageJsonLd`, app/ui/seo.tsx), so that the hydration data does not carry it a second time
 * (null then). The browser keeps the server's element until a navigation brings another.
 */
export function pageJsonLd(context: AppLoadContext, node: JsonLdNode): string | null {
  const json = jsonForScript({ "@context": "https://schema.org", ...node });
  if (context.dataRequest || !context.serverJsonLd) return json;
  context.serverJsonLd.set(PAGE_JSON_LD, json);
  return null;
}

type Scored = Pick<CasinoDetail, "name" | "slug" | "website" | "scores" | "summary">;

/**
 * Our review of a casino: the site's score as the review's rating, and the players' users score with
 * its count as the casino's AggregateRating (left out while nobody has rated it).
 */
export function casinoReviewNode(context: AppLoadContext, casino: Scored): JsonLdNode {
  const urls = urlsOf(context, `/casinos/${encodeURIComponent(casino.slug)}`);
  const { site, users, usersCount } = casino.scores;
  return {
    "@type": "Review",
    url: urls.page,
    name: casino.name,
    reviewBody: casino.summary,
    inLanguage: LOCALE_INFO[context.locale].bcp47,
    itemReviewed: {
      "@type": "Organization",
      name: casino.name,
      url: casino.website,
      logo: urls.file(`/media/logos/casino/${encodeURIComponent(casino.slug)}.svg`),
      aggregateRating:
        users !== null && usersCount > 0
          ? { "@type": "AggregateRating", ratingValue: users, ratingCount: usersCount, bestRating: 10, worstRating: 1 }
          : undefined,
    },
    reviewRating: { "@type": "Rating", ratingValue: site, bestRating: 10, worstRating: 0 },
    author: { "@type": "Organization", "@id": urls.organization, name: translatorFor(context.locale)("site.name") },
    publisher: { "@id": urls.organization },
  };
}

type Article = Pick<PostDetail, "slug" | "title" | "summary" | "publishedAt" | "author" | "tags" | "image">;

/** A blog post: headline, excerpt, date, author, image, and the site as publisher. */
export function articleNode(context: AppLoadContext, post: Article): JsonLdNode {
  const urls = urlsOf(context, `/blog/articles/${encodeURIComponent(post.slug)}`);
  return {
    "@type": "Article",
    headline: post.title.length > 110 ? `${post.title.slice(0, 109)}…` : post.title,
    description: post.summary,
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    inLanguage: LOCALE_INFO[context.locale].bcp47,
    image: urls.file(
      post.image ? largestFallback(post.image).url : `/media/logos/post/${encodeURIComponent(post.slug)}.svg`,
    ),
    url: urls.page,
    mainEntityOfPage: urls.page,
    keywords: post.tags.length > 0 ? post.tags.map((tag) => tag.name).join(", ") : undefined,
    author: { "@type": "Person", name: post.author.name, jobTitle: post.author.role },
    publisher: { "@id": urls.organization },
  };
}
