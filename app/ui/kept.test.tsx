// @vitest-environment happy-dom
import { useEffect, useId, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { forgetPartFragments, pageFragments } from "#app/part-fragments.server";
import { renderDocument } from "#app/render-document.server";
import { kept } from "./kept";
import { PartFragmentsContext } from "./part-fragments";

/** The ids the browser's render of each badge gave it. */
const browserIds: string[] = [];
function Badge({ label }: { label: string }) {
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
const KeptBadge = kept(Badge);

function Line() {
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
}

async function serverHtml(): Promise<string> {
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
    await serverHtml();
    const html = await serverHtml(); // every badge written as kept
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const serverIds = [...container.querySelectorAll("b")].map((b) => b.id);
    const errors: unknown[] = [];
    const button = container.querySelector("button")!;
    browserIds.length = 0;
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
