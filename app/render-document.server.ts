import type { Writable } from "node:stream";
import type { ReactNode } from "react";
// React's stream renderer as built for Bun, run here on Node: the same renderer as Node's build, whose
// stream gives the page out as the strings it is made of (docs/decisions/0062).
import { renderToPipeableStream } from "react-dom/server.bun";
import type { EntryContext } from "react-router";

export interface RenderedDocument {
  /** The whole document, doctype included, as UTF-8 bytes. */
  page: Buffer<ArrayBuffer>;
  /** A part of it failed (inside a boundary, so it was rendered still): the response is a 500. */
  failed: boolean;
}

export interface RenderOptions {
  nonce?: string;
  /** How long a render may wait for its parts before what is left is given up. */
  timeoutMs: number;
  onError: (error: unknown) => void;
  /**
   * Reads each piece of the page in order and gives back what to write (app/part-fragments.server.ts); it
   * is given "" at the end, for what it held back.
   */
  tap?: (piece: string) => string;
}

/**
 * A document rendered whole before anything is sent (pages are cached whole, and crawlers need them whole),
 * waiting for every part that suspends. Rejects when the document's shell fails.
 *
 * A page is written as ~10,000 strings. They are joined here as text, a segment of up to 16,000
 * characters at a time, and each segment is encoded by itself; the page is never one string. Joined,
 * a page of 86,000 characters with one character beyond Latin-1 is a 172 KB string: V8 puts every string
 * over 128 KB on memory pages of its own, mapped for it and faulted in one by one (~45 faults, 0.6–0.9 ms on
 * this VM). Node's own build of React avoids the string by encoding every piece into bytes as it goes,
 * which costs more than that (0056).
 */
export function renderDocument(document: ReactNode, options: RenderOptions): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let failed = false;
    // The time limit, cleared once the render is over: a pending timer keeps the whole render (its tree and
    // its output) alive until it fires; at a page every few milliseconds, hundreds of finished renders.
    let stop: () => void = () => undefined;
    const timer = setTimeout(() => stop(), options.timeoutMs);
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      // Never outline a Suspense boundary (React does for large ones, as hidden <div>s revealed by a script):
      // the whole document is ready before the first byte anyway, and the deferred parts of a page
      // (app/ui/deferred.tsx) must stay plain HTML in place, for crawlers and for visitors without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        pipe(collect((page) => resolve({ page, failed }), options.tap));
      },
      onShellError(error: unknown) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        options.onError(error);
      },
    });
    stop = abort;
  });
}

/**
 * React Router's hydration data, read whole before the render and put where its `<Scripts/>` look for it
 * (`renderMeta.streamCache`: part 0 the whole text, part 1 the end). The data is then written as one
 * script, without the render waiting for it part by part.
 */
export async function readHydrationData(context: EntryContext): Promise<void> {
  if (!context.serverHandoffStream) return;
  const text = await readWhole(context.serverHandoffStream);
  const part = (result: { done: boolean; value: string }) => Object.assign(Promise.resolve(), { result });
  context.renderMeta = {
    ...context.renderMeta,
    streamCache: { 0: part({ done: false, value: text }), 1: part({ done: true, value: "" }) },
  };
  // The stream, read to its end and unlocked, stays: React Router's ServerRouter takes a reader of it as it
  // renders, and reads nothing more.
}

const SEGMENT_CHARACTERS = 16_000;
const UTF8 = new TextEncoder();

/** What React's stream writes to, as far as it uses it: strings, then the end. */
function collect(done: (page: Buffer<ArrayBuffer>) => void, tap?: (piece: string) => string): Writable {
  const segments: Uint8Array[] = [];
  let text = "";
  const encode = () => {
    if (text.length > 0) segments.push(UTF8.encode(text));
    text = "";
  };
  const sink = {
    write(chunk: string) {
      if (tap) chunk = tap(chunk);
      if (text.length + chunk.length > SEGMENT_CHARACTERS) encode();
      text += chunk;
      return true;
    },
    end() {
      if (tap) sink.write("");
      encode();
      done(Buffer.concat(segments));
    },
    // React listens for 'drain', 'error' and 'close': none of them happens here.
    on: () => sink,
  };
  return sink as unknown as Writable;
}

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
