// @vitest-environment happy-dom
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it } from "vitest";
import { deferred } from "./deferred";

function Contents() {
  return (
    <nav aria-label="Contents">
      <details>
        <summary>Contents</summary>
        <a href="#age">Age</a>
      </details>
    </nav>
  );
}

const SERVER_HTML = `<div data-deferred="waiting"><nav aria-label="Contents"><details><summary>Contents</summary><a href="#age">Age</a></details></nav></div>`;

const macrotask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
/** Lets every queued promise callback run, and nothing else (no timer, no React task). */
async function microtasks(): Promise<void> {
  for (let i = 0; i < 50; i += 1) await Promise.resolve();
}
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await macrotask();
  expect(condition()).toBe(true);
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

describe("a deferred part", () => {
  it("keeps the <details> a visitor opens at the moment its code arrives", async () => {
    let arrive: ((part: typeof Contents) => void) | undefined;
    const Deferred = deferred(() => new Promise<typeof Contents>((resolve) => (arrive = resolve)));
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    root = hydrateRoot(container, <Deferred />);
    // Once hydrated, the visitor reaches for it: its code is asked for.
    await until(() => {
      container.firstElementChild!.dispatchEvent(new Event("pointerover"));
      return arrive !== undefined;
    });
    expect(container.querySelector('[data-deferred="waiting"] details')).not.toBeNull();

    arrive!(Contents);
    await microtasks();
    // A tap lands as the code arrives: whichever list is on the page then is the one opened.
    container.querySelector("details")!.open = true;

    await until(() => container.querySelector('[data-deferred="ready"]') !== null);
    expect(container.querySelectorAll("details")).toHaveLength(1);
    expect(container.querySelector("details")!.open).toBe(true);
  });

  it("loads a part wanted once used only when the visitor scrolls, not for being on the screen", async () => {
    let asked = 0;
    const Deferred = deferred(() => {
      asked += 1;
      return Promise.resolve(Contents);
    }, "used");
    const container = document.createElement("div");
    container.innerHTML = SERVER_HTML;
    document.body.append(container);
    root = hydrateRoot(container, <Deferred />);
    for (let i = 0; i < 20; i += 1) await macrotask();
    expect(asked).toBe(0);
    expect(container.querySelector('[data-deferred="waiting"]')).not.toBeNull();

    window.dispatchEvent(new Event("scroll"));
    await until(() => container.querySelector('[data-deferred="ready"]') !== null);
    expect(asked).toBe(1);
    expect(container.querySelectorAll("details")).toHaveLength(1);
  });
});
