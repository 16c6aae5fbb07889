// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { giveHandover, shallowEqual, takeHandover } from "./deferred-handover";

const part = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

const MARKUP = `<p>Reviews</p><details><summary>More</summary><a href="/x">x</a></details><details><summary>Rules</summary></details><button>Write</button>`;

afterEach(() => document.body.replaceChildren());

describe("deferred handover", () => {
  it("moves the focus and the opened <details> to the same places in the new render", () => {
    const server = part(MARKUP);
    server.querySelectorAll("details")[1]!.open = true;
    server.querySelector("button")!.focus();
    const handover = takeHandover(server);
    server.remove();

    const fresh = part(MARKUP);
    giveHandover(fresh, handover);
    expect([...fresh.querySelectorAll("details")].map((d) => d.open)).toEqual([false, true]);
    expect(document.activeElement).toBe(fresh.querySelector("button"));
  });

  it("leaves the focus where it is when it was outside the part", () => {
    const outside = part("<input>");
    outside.querySelector("input")!.focus();
    const handover = takeHandover(part(MARKUP));
    expect(handover.focused).toBe(-1);
    giveHandover(part(MARKUP), handover);
    expect(document.activeElement).toBe(outside.querySelector("input"));
  });

  it("opens nothing when the new markup has another number of <details>", () => {
    const server = part(MARKUP);
    server.querySelector("details")!.open = true;
    const handover = takeHandover(server);
    const fresh = part("<details><summary>Only one</summary></details>");
    giveHandover(fresh, handover);
    expect(fresh.querySelector("details")!.open).toBe(false);
  });
});

describe("shallowEqual", () => {
  it("compares values key by key, not the objects", () => {
    const list = [1];
    expect(shallowEqual({ list, n: 1 }, { list, n: 1 })).toBe(true);
    expect(shallowEqual({ list }, { list: [1] })).toBe(false);
    expect(shallowEqual({ list }, { list, n: 1 })).toBe(false);
  });
});
