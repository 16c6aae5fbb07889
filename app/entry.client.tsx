import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { PageCatalog } from "#i18n/catalogs/en";
import { CATALOG_LINK_ID } from "./root-data";
import { CatalogProvider } from "./ui/i18n";

/**
 * The catalog file the head links (preloaded while the scripts load, then kept by the browser for
 * good), and then hydration. Should the file not arrive, the page stays what the server sent: links and
 * forms still work as plain HTML.
 */
async function pageCatalog(): Promise<PageCatalog | null> {
  const link = document.getElementById(CATALOG_LINK_ID);
  if (!(link instanceof HTMLLinkElement)) return null; // the bare error page: no texts
  const response = await fetch(link.href);
  if (!response.ok) throw new Error(`catalog ${link.href}: ${response.status}`);
  return (await response.json()) as PageCatalog;
}

/**
 * The locale's data for Intl, loaded in a task of its own while the catalog is fetched: a page's first Intl
 * formatter costs tens of milliseconds on a phone (the data, whichever formatter: app/ui/format.ts), and
 * inside the hydration it made one of its slices a long task (Lighthouse's TBT on home: 210 → 60 ms, the
 * median of three runs). The formatters the page then makes cost a few milliseconds each.
 */
function localeDataLoaded(): Promise<void> {
  return new Promise((loaded) =>
    setTimeout(() => {
      // Never in the hydration's way: were the tag refused, the error shows and the page hydrates all the same.
      try {
        new Intl.NumberFormat(document.documentElement.lang).format(1);
      } finally {
        loaded();
      }
    }),
  );
}

Promise.all([pageCatalog(), localeDataLoaded()]).then(
  ([messages]) =>
    startTransition(() => {
      hydrateRoot(
        document,
        <CatalogProvider messages={messages}>
          <StrictMode>
            <HydratedRouter />
          </StrictMode>
        </CatalogProvider>,
      );
    }),
  (error: unknown) => console.error("the page stays static: its texts could not be loaded", error),
);
