// @vitest-environment happy-dom
import { useEffect, useId, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPartFragments, pageFragments } from "#app/part-fragments.server";
import { renderDocument } from "#app/render-document.server";
import type { kept as keptOfThisSide } from "./kept";

/** This module as the server's build has it, and as the browser's does. */
async function sides() {
  const load = async (ssr: boolean) => {
    vi.stubEnv("SSR", ssr);
    vi.resetModules();
    const [{ kept }, { PartFragmentsContext }] = await Promise.all([import("./kept"), import("./part-fragments")]);
    return { Line: lineOf(kept), PartFragmentsContext };
  };
  const server = await load(true);
  const browser = await load(false);
  vi.unstubAllEnvs();
  return { server, browser };
}

/** The ids the browser's render of each badge gave it. */
const browserIds: string[] = [];
let renders = 0;
function Badge({ label }: { label: string }) {
  renders++;
  const id = useId();
  const [open, setOpen] = useState(false);
  useEffect(() => void browserIds.push(id), [id]);
  return (
    <span role="note" aria-labelledby={id}>
      <b id={id}>{label}</b>
      <button type="button" onClick={() => setOpen(!open)}>
        {open ? "Less" : "More"}
      </button>
    </span>
  );
}
function lineOf(kept: typeof keptOfThisSide) {
  const KeptBadge = kept(Badge);
  return function Line() {
    return (
      <p>
        {"Rated"}
        <KeptBadge label="Safe" />
        {"by us"}
        {["New", "Fast"].map((label) => (
          <KeptBadge key={label} label={label} />
        ))}
      </p>
    );
  };
}

async function serverHtml({
  Line,
  PartFragmentsContext,
}: Awaited<ReturnType<typeof sides>>["server"]): Promise<string> {
  const fragments = pageFragments("https://casino-guide.example/p\u0001en\u0001GB");
  const { page } = await renderDocument(
    <PartFragmentsContext.Provider value={fragments.parts}>
      <Line />
    </PartFragmentsContext.Provider>,
    { timeoutMs: 2000, onError: (error) => expect.fail(String(error)), tap: fragments.tap },
  );
  fragments.keep();
  return page.toString("utf8");
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  forgetPartFragments();
});

describe("a kept component in the browser (docs/decisions/0066)", () => {
  it("hydrates the HTML the server wrote again as kept: no mismatch, the same ids, and it works", async () => {
    const { server, browser } = await sides();
    const first = await serverHtml(server);
    renders = 0;
    const html = await serverHtml(server);
    expect(renders).toBe(0); // every badge written as kept
    expect(html).toBe(first);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverIds = [...container.querySelectorAll("b")].map((b) => b.id);
    const errors: unknown[] = [];
    const button = container.querySelector("button")!;
    browserIds.length = 0;
    const { Line } = browser;
    root = hydrateRoot(container, <Line />, { onRecoverableError: (error) => errors.push(error) });
    for (let i = 0; i < 50 && browserIds.length < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toEqual([]);
    expect(browserIds).toEqual(serverIds);
    // The server's elements were hydrated, not replaced: the button is the same and answers.
    expect(container.querySelector("button")).toBe(button);
    button.click();
    for (let i = 0; i < 20 && button.textContent !== "Less"; i++)
      await new Promise((resolve) => setTimeout(resolve, 0));
    expect(button.textContent).toBe("Less");
  });
});
