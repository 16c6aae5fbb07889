import { languageUrl, marketLanguages } from "#contracts/language-urls";
import type { Locale } from "#contracts/locales";
import type { MarketCode } from "#contracts/markets";
import { SITEMAP_SECTIONS, type SitemapPage, type SitemapSection } from "./pages";

/** The sitemaps protocol's limits for one file: 50,000 URLs and 50 MB uncompressed (https://www.sitemaps.org/protocol.html). */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 50 * 1024 * 1024 } as const;

/** A market's site: the configured origin its URLs use, and the market whose languages it lists. */
export interface SitemapSite {
  origin: string;
  market: MarketCode;
}

/** One file of a market's sitemap: a run of its section's URLs (page × language, in that order). */
export interface SitemapChunk {
  /** The file's name under /sitemaps/: `casinos-1.xml`, `slots-2.xml` … */
  name: string;
  section: SitemapSection;
  pages: readonly SitemapPage[];
  /** The URLs it holds, as positions in its section's page × language sequence (end excluded). */
  start: number;
  end: number;
  bytes: number;
  lastmod: number | null;
}

export interface SitemapPlan {
  site: SitemapSite;
  chunks: SitemapChunk[];
}

const URLSET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const URLSET_TAIL = "</urlset>\n";
const INDEX_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
const INDEX_TAIL = "</sitemapindex>\n";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const xml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]!);

/** A W3C datetime to the second, in UTC. */
export function w3cDatetime(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

const lastmodTag = (ms: number | null) => (ms === null ? "" : `<lastmod>${w3cDatetime(ms)}</lastmod>`);

function urlEntry(site: SitemapSite, page: SitemapPage, locale: Locale, languages: readonly Locale[]): string {
  return `<url><loc>${xml(languageUrl(site.origin, page.path, locale, languages))}</loc>${lastmodTag(page.lastmod)}</url>\n`;
}

/**
 * Splits a market's URLs into files: per section, every page in each language of the market (docs/product-spec.md
 * §3), a new file whenever the next URL would pass the protocol's count or size. Hreflang alternates are
 * in the pages' <head>, not repeated here (docs/decisions/0016).
 */
export function planSitemaps(
  pages: readonly SitemapPage[],
  site: SitemapSite,
  limits: { urls: number; bytes: number } = SITEMAP_LIMITS,
): SitemapPlan {
  const languages = marketLanguages(site.market);
  const room = limits.bytes - Buffer.byteLength(URLSET_HEAD) - Buffer.byteLength(URLSET_TAIL);
  const chunks: SitemapChunk[] = [];
  for (const section of SITEMAP_SECTIONS) {
    const sectionPages = pages.filter((page) => page.section === section);
    const total = sectionPages.length * languages.length;
    let current: SitemapChunk | null = null;
    for (let position = 0; position < total; position++) {
      const page = sectionPages[Math.floor(position / languages.length)]!;
      const bytes = Buffer.byteLength(urlEntry(site, page, languages[position % languages.length]!, languages));
      if (!current || current.end - current.start >= limits.urls || current.bytes + bytes > room) {
        current = {
          name: `${section}-${chunks.filter((c) => c.section === section).length + 1}.xml`,
          section,
          pages: sectionPages,
          start: position,
          end: position,
          bytes: 0,
          lastmod: null,
        };
        chunks.push(current);
      }
      current.end = position + 1;
      current.bytes += bytes;
      if (page.lastmod !== null && (current.lastmod === null || page.lastmod > current.lastmod))
        current.lastmod = page.lastmod;
    }
  }
  for (const chunk of chunks) chunk.bytes += Buffer.byteLength(URLSET_HEAD) + Buffer.byteLength(URLSET_TAIL);
  return { site, chunks };
}

/** One file of the plan, as XML. */
export function renderSitemapChunk(plan: SitemapPlan, chunk: SitemapChunk): string {
  const languages = marketLanguages(plan.site.market);
  const parts = [URLSET_HEAD];
  for (let position = chunk.start; position < chunk.end; position++) {
    const page = chunk.pages[Math.floor(position / languages.length)]!;
    parts.push(urlEntry(plan.site, page, languages[position % languages.length]!, languages));
  }
  parts.push(URLSET_TAIL);
  return parts.join("");
}

/** The market's sitemap index: every file of the plan with the latest change of its pages. */
export function renderSitemapIndex(plan: SitemapPlan): string {
  const base = plan.site.origin.replace(/\/+$/, "");
  const entries = plan.chunks.map(
    (chunk) => `<sitemap><loc>${xml(`${base}/sitemaps/${chunk.name}`)}</loc>${lastmodTag(chunk.lastmod)}</sitemap>\n`,
  );
  return `${INDEX_HEAD}${entries.join("")}${INDEX_TAIL}`;
}
