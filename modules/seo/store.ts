import type { Db } from "#db/client";
import { sitemapPages, type SitemapPage } from "./pages";
import { planSitemaps, renderSitemapChunk, renderSitemapIndex, type SitemapPlan, type SitemapSite } from "./sitemap";

/** What the rendered files of one database may hold in memory, all sites together; the least recently used go first. */
const RENDERED_BUDGET = 32 * 1024 * 1024;

interface Store {
  pages: Promise<SitemapPage[]> | null;
  plans: Map<string, { plan: SitemapPlan; index: string }>;
  /** Rendered files by site and name, in use order (a Map iterates oldest first). */
  rendered: Map<string, string>;
  renderedBytes: number;
}

// Per database, as the facet indexes are; a change replaces the whole store, so that a load still
// running when it came lands in the old one and is never served.
const stores = new WeakMap<Db, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { pages: null, plans: new Map(), rendered: new Map(), renderedBytes: 0 };
    stores.set(db, store);
  }
  return store;
}

async function planOf(db: Db, site: SitemapSite) {
  const store = storeOf(db);
  const key = `${site.origin}|${site.market}`;
  const known = store.plans.get(key);
  if (known) return { store, key, ...known };
  if (!store.pages) {
    const loading = sitemapPages(db);
    store.pages = loading;
    loading.catch(() => {
      if (store.pages === loading) store.pages = null;
    });
  }
  const plan = planSitemaps(await store.pages, site);
  const entry = { plan, index: renderSitemapIndex(plan) };
  store.plans.set(key, entry);
  return { store, key, ...entry };
}

/** The site's sitemap index (/sitemap.xml), from memory once made. */
export async function sitemapIndex(db: Db, site: SitemapSite): Promise<string> {
  return (await planOf(db, site)).index;
}

/** One file of the site's sitemap (/sitemaps/{name}), or null when the plan has no such file. */
export async function sitemapFile(db: Db, site: SitemapSite, name: string): Promise<string | null> {
  const { store, key, plan } = await planOf(db, site);
  const chunk = plan.chunks.find((c) => c.name === name);
  if (!chunk) return null;
  const id = `${key}|${name}`;
  let xml = store.rendered.get(id);
  if (xml !== undefined) {
    store.rendered.delete(id);
  } else {
    xml = renderSitemapChunk(plan, chunk);
    store.renderedBytes += xml.length;
  }
  store.rendered.set(id, xml);
  for (const [oldest, text] of store.rendered) {
    if (store.renderedBytes <= RENDERED_BUDGET || oldest === id) break;
    store.rendered.delete(oldest);
    store.renderedBytes -= text.length;
  }
  return xml;
}

/** Forgets the database's sitemaps: the next request reads the pages again (a content change). */
export function sitemapsChanged(db: Db): void {
  stores.delete(db);
}

/** The files of the site's sitemap with their sizes (for the operator and the tests). */
export async function sitemapFiles(
  db: Db,
  site: SitemapSite,
): Promise<{ name: string; urls: number; bytes: number; lastmod: number | null }[]> {
  const { plan } = await planOf(db, site);
  return plan.chunks.map((c) => ({ name: c.name, urls: c.end - c.start, bytes: c.bytes, lastmod: c.lastmod }));
}
