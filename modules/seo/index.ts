export { SITEMAP_SECTIONS, sitemapPages } from "./pages";
export type { SitemapPage, SitemapSection } from "./pages";
export { robotsTxt } from "./robots";
export { SITEMAP_LIMITS, planSitemaps, renderSitemapChunk, renderSitemapIndex, w3cDatetime } from "./sitemap";
export type { SitemapChunk, SitemapPlan, SitemapSite } from "./sitemap";
export { sitemapFile, sitemapFiles, sitemapIndex, sitemapsChanged } from "./store";
