import { serveStatic } from "@hono/node-server/serve-static";
import type { MiddlewareHandler } from "hono";

/**
 * Files under `root` with the given Cache-Control (serveStatic sets none); a request for a file that is
 * not there goes on to the next handler untouched.
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
    return response;
  };
}
