import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";

/**
 * A document rendered in one synchronous pass, when nothing in it has to wait (docs/decisions/0056).
 *
 * React's streaming renderer writes a page as ~10,000 pieces, each encoded into its byte buffers on the
 * way out; its string renderer (`renderToString`) joins the same pieces as text, which costs a fifth less
 * of React's part of a render. It can't wait for anything, and the document waits for one thing: React
 * Router's hydration data, which its `<Scripts/>` write from the handoff stream as it is read. So the
 * stream is read first, whole, and put where those scripts look for it (the entry context's
 * `renderMeta.streamCache`: part 0 the whole text, part 1 the end); the pass then writes the same bytes
 * the streaming renderer would.
 *
 * Anything else that waits (a part whose code has not loaded yet: ./ui/deferred.tsx) or fails inside a
 * boundary is marked in the output as a part for the browser to render (`<!--$!`); the pass then
 * counts for nothing (null) and the caller renders the page with the stream, which waits for it and
 * reports the error. The same when the pass throws (a failure outside any boundary). `rewrite` is given the
 * markup before it is encoded (without the doctype) and gives back its pieces; the page is returned as bytes.
 */
export async function renderAtOnce(
  document: ReactNode,
  context: EntryContext,
  rewrite: (html: string) => string[] = (html) => [html],
): Promise<Buffer<ArrayBuffer> | null> {
  if (context.serverHandoffStream) {
    const text = await readWhole(context.serverHandoffStream);
    const part = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
    context.renderMeta = {
      ...context.renderMeta,
      streamCache: { 0: part({ done: false, value: text }), 1: part({ done: true, value: "" }) },
    };
    // React Router's ServerRouter takes a reader of this stream at every render (and reads none: the parts
    // are all in the cache): an empty one for this render and, if it counts for nothing, another for the next.
    context.serverHandoffStream = ended();
  }
  let html: string | null;
  try {
    html = renderToString(document);
  } catch {
    html = null;
  }
  if (html === null || html.includes(CLIENT_RENDERED_BOUNDARY)) {
    if (context.serverHandoffStream) context.serverHandoffStream = ended();
    return null;
  }
  // The streaming renderer starts an <html> document with its doctype; the string renderer does not.
  const parts: Uint8Array[] = html.startsWith("<html") ? [DOCTYPE] : [];
  // Each piece encoded by itself, never joined as text (./features/shell/scripts-after-paint.server.ts);
  // by TextEncoder: Node 20's Buffer.from encodes a two-byte string 3–4× slower (an 84 KB home page, this
  // machine: 245 µs against 71 µs).
  for (const piece of rewrite(html)) parts.push(UTF8.encode(piece));
  return Buffer.concat(parts);
}

const UTF8 = new TextEncoder();
const DOCTYPE = UTF8.encode("<!DOCTYPE html>");

function ended(): ReadableStream<Uint8Array> {
  return new ReadableStream({ start: (controller) => controller.close() });
}

/** How React marks a boundary it gave up on (suspended or failed): the browser renders it. */
const CLIENT_RENDERED_BOUNDARY = "<!--$!";

async function readWhole(stream: ReadableStream<Uint8Array>): Promise<string> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
  }
  reader.releaseLock();
  return text + decoder.decode();
}
