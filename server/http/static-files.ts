import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Files under `root` with the given Cache-Control (serveStatic sets none); a request for a file that is
 * not there goes on to the next handler untouched. A file's `.br` or `.gz` beside it (scripts/precompress.ts)
 * answers browsers that accept it, so every answer varies on Accept-Encoding: a shared cache never hands
 * brotli to a browser that asked for gzip.
 */
export function staticFiles(root: string, cacheControl: string, stripPrefix?: string): MiddlewareHandler {
  const files = serveStatic({
    root,
    precompressed: true,
    rewriteRequestPath: stripPrefix ? (path) => path.slice(stripPrefix.length) : undefined,
  });
  return async (c, next) => {
    let missed = false;
    const response = await files(c, async () => {
      missed = true;
      await next();
    });
    if (missed || !response) return response;
    response.headers.set("Cache-Control", cacheControl);
    if (!/accept-encoding/i.test(response.headers.get("Vary") ?? ""))
      response.headers.append("Vary", "Accept-Encoding");
    return response;
  };
}
