import { isbot } from "isbot";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { pageCatalogFor } from "#i18n/catalogs.server";
import { scriptsAfterFirstPaint } from "./features/shell/scripts-after-paint.server";
import { pageFragments } from "./part-fragments.server";
import { readHydrationData, renderDocument } from "./render-document.server";
import { siteJsonLd } from "./structured-data.server";
import { CatalogProvider } from "./ui/i18n";
import { PartFragmentsContext } from "./ui/part-fragments";
import { ServerJsonLd } from "./ui/seo";

/** How long a render may wait for its parts (a deferred part's code, say) before it gives them up. */
const RENDER_TIMEOUT_MS = 6000;

/**
 * Renders the whole document before sending it (./render-document.server.ts): pages are cached whole by
 * the server (server/http/page-cache.ts), and crawlers need the complete HTML anyway. Built pages have no
 * nonce (their scripts are allowed by hash: server/http/csp.ts); development pages carry the CSP nonce.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // docs/product-spec.md §8: unhandled errors show the 404-style page (root.tsx), except to crawlers, which get no error
  // page: the bare status, whether a loader failed (a 5xx status here) or the render did (onError below).
  const crawler = isbot(request.headers.get("user-agent"));
  if (responseStatusCode >= 500 && crawler) {
    return new Response(null, { status: responseStatusCode, headers: { "Cache-Control": "private, no-store" } });
  }
  // Kept parts' HTML as pages rendered it before (./part-fragments.server.ts); not in development,
  // where the parts' code changes under a running server.
  const fragments =
    loadContext.partFragments === false || import.meta.env.DEV
      ? null
      : pageFragments(`${request.url}\u0001${loadContext.locale}\u0001${loadContext.country}`);
  const document = (
    <CatalogProvider messages={pageCatalogFor(loadContext.locale)}>
      {/* JSON-LD the document renders but its hydration data leaves out (app/ui/seo.tsx). */}
      <ServerJsonLd.Provider value={{ site: siteJsonLd(loadContext), page: loadContext.serverJsonLd ?? new Map() }}>
        <PartFragmentsContext.Provider value={fragments?.parts ?? null}>
          <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce || undefined} />
        </PartFragmentsContext.Provider>
      </ServerJsonLd.Provider>
    </CatalogProvider>
  );
  await readHydrationData(routerContext);
  // A failure inside a boundary is rendered as a part for the browser to render, and makes a 500.
  const { page, failed } = await renderDocument(document, {
    nonce: loadContext.nonce || undefined,
    timeoutMs: RENDER_TIMEOUT_MS,
    onError: (error) => console.error(error),
    tap: fragments?.tap,
  });
  if (!failed) fragments?.keep();
  if (failed && crawler) return new Response(null, { status: 500, headers: { "Cache-Control": "private, no-store" } });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Built pages: the JavaScript loads after the first paint (./features/shell/scripts-after-paint.server.ts).
  const body = import.meta.env.DEV ? page : Buffer.concat(scriptsAfterFirstPaint(page));
  return new Response(body, { headers: responseHeaders, status: failed ? 500 : responseStatusCode });
}
