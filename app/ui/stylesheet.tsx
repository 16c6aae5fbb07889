import { createContext, useContext } from "react";

/**
 * The site's one stylesheet, inlined in the head of built pages (docs/decisions/0046-first-view-lcp.md):
 * no render-blocking request before the first paint. The server gives the text of a built asset
 * (./stylesheet.server.ts, through app/entry.server.tsx); the browser never needs it: React 19 keeps a
 * `<style href precedence>` it finds in the document (found by its `data-href`) as it is, through
 * hydration, client navigations and a full client re-render alike. Vite's development server, and a
 * server whose build lacks the file, link the stylesheet instead.
 */
export const StylesheetText = createContext<(href: string) => string | null>(() => null);

export function Stylesheet({ href }: { href: string }) {
  const text = useContext(StylesheetText)(href);
  if (import.meta.env.DEV) return <link rel="stylesheet" href={href} />;
  // In the browser: the server's <style> is already in the document, and React adopts it by href.
  if (typeof document !== "undefined" || text !== null) {
    return (
      <style href={href} precedence="site">
        {text ?? ""}
      </style>
    );
  }
  return <link rel="stylesheet" href={href} precedence="site" />;
}
