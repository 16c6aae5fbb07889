// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { giveHandover, takeHandover } from "./deferred-handover";

const part = (html: string) => {
  const element = document.createElement("div");
  element.innerHTML = html;
  document.body.append(element);
  return element;
};

const MARKUP = `<p>Reviews</p><details><summary>More</summary><a href="/x">x</a></details><button>Write</button>`;

afterEach(() => document.body.replaceChildren());

describe("deferred handover", () => {
  it("moves the focus to the same place in the new render", () => {
    const server = part(MARKUP);
    server.querySelector("button")!.focus();
    const handover = takeHandover(server);
    server.remove();

    const fresh = part(MARKUP);
    giveHandover(fresh, handover);
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

  it("keeps a <details> the visitor opened, and one they closed, as they left it", () => {
    const server = part(`${MARKUP}<details open><summary>Less</summary></details>`);
    const [first, second] = server.querySelectorAll("details");
    first!.open = true;
    second!.open = false;
    const handover = takeHandover(server);
    server.remove();

    const fresh = part(`${MARKUP}<details open><summary>Less</summary></details>`);
    giveHandover(fresh, handover);
    expect([...fresh.querySelectorAll("details")].map((d) => d.open)).toEqual([true, false]);
  });
});
