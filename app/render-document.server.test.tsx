import { PassThrough } from "node:stream";
import { lazy, Suspense, type ReactNode } from "react";
import { renderToPipeableStream as renderToBytes } from "react-dom/server.node";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { EntryContext } from "react-router";
import { readHydrationData, renderDocument } from "./render-document.server";

/** The same document as Node's build of React streams it, as bytes. */
function renderedByNodesBuild(document: ReactNode): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderToBytes(document, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const out = new PassThrough();
        out.on("data", (chunk: Buffer) => chunks.push(chunk));
        out.on("end", () => resolve(Buffer.concat(chunks)));
        pipe(out);
      },
      onShellError: reject,
    });
  });
}

const render = (document: ReactNode, timeoutMs = 1000) =>
  renderDocument(document, { timeoutMs, onError: () => undefined });

/** A page of ~120,000 characters over hundreds of elements, with characters of one to four bytes. */
function BigPage() {
  const rows = Array.from({ length: 600 }, (_, i) => i);
  return (
    <html lang="en">
      <head>
        <title>Casinos – “top” 🇵🇹</title>
      </head>
      <body>
        <ul>
          {rows.map((i) => (
            <li key={i} className="card" data-row={i}>
              <h3>{`Casino ${i} · €${i * 10} ✓ ৮ Ω é`}</h3>
              <p>{"Withdrawals in 2–26 hours, licensed in Malta and Curaçao; ".repeat(3)}</p>
            </li>
          ))}
        </ul>
      </body>
    </html>
  );
}

describe("a document rendered whole", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("is the same bytes as Node's build of React gives, however many segments it is joined in", async () => {
    const { page, failed } = await render(<BigPage />);
    expect(failed).toBe(false);
    expect(page.toString().length).toBeGreaterThan(100_000);
    expect(page.equals(await renderedByNodesBuild(<BigPage />))).toBe(true);
    expect(page.toString()).toContain("<h3>Casino 599 · €5990 ✓ ৮ Ω é</h3>");
    expect(page.subarray(0, 21).toString()).toBe("<!DOCTYPE html><html ");
  });

  it("waits for a part whose code arrives later, and writes it in place", async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(() => resolve({ default: () => <p>The late part</p> }), 20),
        ),
    );
    const { page, failed } = await render(
      <main>
        <Suspense fallback={<p>Not yet</p>}>
          <Late />
        </Suspense>
      </main>,
    );
    expect(failed).toBe(false);
    expect(page.toString()).toBe("<main><!--$--><p>The late part</p><!--/$--></main>");
  });

  it("marks a failure inside a boundary, renders the rest and reports it", async () => {
    const errors: unknown[] = [];
    function Broken(): never {
      throw new Error("render failed");
    }
    const { page, failed } = await renderDocument(
      <main>
        <h1>Still here</h1>
        <Suspense fallback={<p>Not yet</p>}>
          <Broken />
        </Suspense>
      </main>,
      { timeoutMs: 1000, onError: (error) => errors.push(error) },
    );
    expect(failed).toBe(true);
    expect(page.toString()).toContain("<h1>Still here</h1>");
    expect(page.toString()).toContain("<!--$!-->");
    expect(errors).toEqual([new Error("render failed")]);
  });

  it("fails when its shell does", async () => {
    function Broken(): never {
      throw new Error("shell failed");
    }
    await expect(render(<Broken />)).rejects.toThrow("shell failed");
  });

  it("gives up a part still waiting when its time is up, and counts the render as failed", async () => {
    // React's development build says "There was still abortable task at the root when we closed" after an
    // abort (Node's build of it too): not this render's error, and kept out of the test's output.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const Never = lazy(() => new Promise<{ default: () => ReactNode }>(() => undefined));
    const { page, failed } = await render(
      <main>
        <Suspense fallback={<p>Not yet</p>}>
          <Never />
        </Suspense>
      </main>,
      50,
    );
    expect(failed).toBe(true);
    expect(page.toString()).toContain("<p>Not yet</p>");
  });
});

describe("React Router's hydration data", () => {
  it("is read whole before the render and put where <Scripts/> looks for it, its stream left unlocked", async () => {
    const parts = ['{"loaderData":', '{"root":"Olá"}}'];
    const serverHandoffStream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        controller.close();
      },
    });
    const context = { serverHandoffStream, renderMeta: {} } as unknown as EntryContext;
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache as Record<number, { result: { done: boolean; value: string } }>;
    expect(cache[0]!.result).toEqual({ done: false, value: parts.join("") });
    expect(cache[1]!.result).toEqual({ done: true, value: "" });
    expect(context.serverHandoffStream).toBe(serverHandoffStream);
    expect(serverHandoffStream.locked).toBe(false);
    expect(await serverHandoffStream.getReader().read()).toEqual({ done: true, value: undefined });
  });
});
