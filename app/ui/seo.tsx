import { createContext, useContext } from "react";
import { alternateLinks, languageUrl, urlSite } from "#contracts/language-urls";
import { useRootData } from "#app/root-data";
import { useTranslation } from "./i18n";

/**
 * What pages tell search engines and link previews (docs/decisions/0016), in one module so that the
 * browser loads it as one small file: the shell's <head> (SeoHead), a page's title, description and
 * Open Graph tags (PageMeta), JSON-LD (JsonLd) and the absolute URLs they use (usePageUrl).
 */

/** The image of pages that have none of their own (1200 × 630, for link previews). */
export const DEFAULT_SHARE_IMAGE = "/images/share.png";

/** The @id of the site's Organization node, which other nodes point at. */
export function organizationId(mainOrigin: string): string {
  return `${mainOrigin}/#organization`;
}

/** A path's absolute URL in this page's language on this site (the canonical, for the page's own path). */
export function usePageUrl(): (path: string) => string {
  const { origin, locale, market, seo } = useRootData();
  const { languages } = urlSite(seo.sites, market);
  return (path) => languageUrl(origin, path, locale, languages);
}

/** A JSON-LD node: plain data for schema.org. */
export type JsonLdNode = { [key: string]: JsonLdValue };
type JsonLdValue = string | number | boolean | null | undefined | JsonLdNode | JsonLdValue[];

/**
 * JSON for an inline script: every `<` escaped, so that no `</script>` or `<!--` in a text can end or bend
 * the element; a JSON parser reads `\u003c` back as `<`.
 */
export function jsonForScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Structured data for search engines: data, never run, so no CSP nonce or hash is needed. */
export function JsonLd({ data }: { data: JsonLdNode }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonForScript({ "@context": "https://schema.org", ...data }) }}
    />
  );
}

/** The name under which a document's page JSON-LD is kept for the server's render (`pageJsonLd`). */
export const PAGE_JSON_LD = "page";

/**
 * JSON-LD only the server renders (docs/decisions/0044): the site's nodes and the page's, given by
 * app/entry.server.tsx. In the browser there is none: the hydrated script elements keep the server's
 * text (React compares no inner HTML when hydrating), and a client navigation brings its page's JSON-LD
 * in its data.
 */
export const ServerJsonLd = createContext<{ site: string; page: ReadonlyMap<string, string> } | null>(null);

/** A script of JSON-LD text; an empty text in the browser keeps what the server wrote there. */
function JsonLdScript({ json }: { json: string | null }) {
  return (
    <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: json ?? "" }} />
  );
}

/**
 * A page's own node, as `pageJsonLd` (app/structured-data.server.ts) handed it: its text after a client
 * navigation, null for a document, which the server renders from its copy.
 */
export function PageJsonLd({ json }: { json: string | null }) {
  const server = useContext(ServerJsonLd);
  return <JsonLdScript json={json ?? server?.page.get(PAGE_JSON_LD) ?? null} />;
}

export interface PageMetaProps {
  title: string;
  description: string;
  /** Open Graph type: `website` for most pages, `article` for blog posts. */
  type?: "website" | "article";
  /** A path on this site (a logo under /media/logos/…); the site's share image when absent. */
  image?: string;
  /** The image's size when it is a large picture (a library image): previews then show it large. */
  imageSize?: { width: number; height: number };
}

/**
 * The page's title, meta description and Open Graph tags (React 19 hoists them into <head>); Twitter
 * reads the Open Graph ones and is told only the card. The URL, site name and locales are SeoHead's.
 */
export function PageMeta({ title, description, type = "website", image, imageSize }: PageMetaProps) {
  const { t } = useTranslation();
  const { origin } = useRootData();
  return (
    <>
      <title>{`${title} | ${t("site.name")}`}</title>
      <meta name="description" content={description} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:type" content={type} />
      <meta property="og:image" content={`${origin}${image ?? DEFAULT_SHARE_IMAGE}`} />
      {imageSize ? <meta property="og:image:width" content={String(imageSize.width)} /> : null}
      {imageSize ? <meta property="og:image:height" content={String(imageSize.height)} /> : null}
      <meta name="twitter:card" content={image && !imageSize ? "summary" : "summary_large_image"} />
    </>
  );
}

/**
 * What every page's <head> says: the canonical URL (this language's own, without trailing slash), the
 * alternates of every market × language and x-default, the Open Graph URL, site name and locale, and
 * the site's Organization and WebSite nodes (made on the server only, app/structured-data.server.ts).
 */
export function SeoHead({ pathname }: { pathname: string }) {
  const { seo } = useRootData();
  const server = useContext(ServerJsonLd);
  const canonical = usePageUrl()(pathname);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {alternateLinks(seo.sites, pathname).map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:url" content={canonical} />
      <meta property="og:site_name" content={seo.siteName} />
      <meta property="og:locale" content={seo.ogLocale} />
      <JsonLdScript json={server?.site ?? null} />
    </>
  );
}
