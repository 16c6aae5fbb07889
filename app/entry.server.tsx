import { PassThrough, Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { pageCatalogFor } from "#i18n/catalogs.server";
import { scriptsAfterFirstPaint } from "./features/shell/scripts-after-paint.server";
import { renderAtOnce } from "./render-at-once.server";
import { siteJsonLd } from "./structured-data.server";
import { CatalogProvider } from "./ui/i18n";
import { ServerJsonLd } from "./ui/seo";

const RENDER_TIMEOUT_MS = 5000;

/**
 * Renders the whole document before sending it: pages are cached whole by the server
 * (server/http/page-cache.ts), and crawlers need the complete HTML anyway. Built pages are rendered in
 * one pass when nothing in them waits (./render-at-once.server.ts), with the stream otherwise (onAllReady).
 * Built pages have no nonce (their scripts are allowed by hash: server/http/csp.ts); development pages
 * carry the CSP nonce.
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
  const document = (
    <CatalogProvider messages={pageCatalogFor(loadContext.locale)}>
      {/* JSON-LD the document renders but its hydration data leaves out (app/ui/seo.tsx). */}
      <ServerJsonLd.Provider value={{ site: siteJsonLd(loadContext), page: loadContext.serverJsonLd ?? new Map() }}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce || undefined} />
      </ServerJsonLd.Provider>
    </CatalogProvider>
  );
  if (!import.meta.env.DEV) {
    // Built pages: the JavaScript loads after the first paint (./features/shell/scripts-after-paint.server.ts).
    const page = await renderAtOnce(document, routerContext, scriptsAfterFirstPaint);
    if (page !== null) {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      return new Response(page, { headers: responseHeaders, status: responseStatusCode });
    }
  }
  return new Promise<Response>((resolve, reject) => {
    let failed = false;
    // The render's time limit, cleared once the render is over: a pending timer keeps the whole render (its tree
    // and its output) alive until it fires; at a page every few milliseconds, hundreds of finished renders.
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => stop(), RENDER_TIMEOUT_MS + 1000);
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: loadContext.nonce || undefined,
      // Never outline a Suspense boundary (React does for large ones, as hidden <div>s revealed by a script):
      // the whole document is ready before the first byte anyway, and the deferred parts of a page
      // (app/ui/deferred.tsx) must stay plain HTML in place, for crawlers and for visitors without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        if (failed && crawler) {
          abort();
          resolve(new Response(null, { status: 500, headers: { "Cache-Control": "private, no-store" } }));
          return;
        }
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        const init = { headers: responseHeaders, status: failed ? 500 : responseStatusCode };
        if (import.meta.env.DEV) {
          const body = new PassThrough();
          resolve(new Response(createReadableStreamFromReadable(body), init));
          pipe(body);
          return;
        }
        // Built pages: the JavaScript loads after the first paint (./features/shell/scripts-after-paint.server.ts).
        const chunks: Buffer[] = [];
        const whole = new Writable({
          write(chunk: Buffer, _encoding, done) {
            chunks.push(chunk);
            done();
          },
          final(done) {
            // Read as Latin-1, one character per byte (no UTF-8 decoding, docs/decisions/0043): the markup
            // rewritten is ASCII, and every other byte goes back out as it came.
            const pieces = scriptsAfterFirstPaint(Buffer.concat(chunks).toString("latin1"));
            resolve(new Response(Buffer.concat(pieces.map((piece) => Buffer.from(piece, "latin1"))), init));
            done();
          },
        });
        pipe(whole);
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        console.error(error);
      },
    });
    stop = abort;
  });
}
