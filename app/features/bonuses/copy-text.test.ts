// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { copyText } from "./copy-text";

function codeElement(text: string): HTMLElement {
  const code = document.createElement("code");
  code.textContent = text;
  document.body.append(code);
  return code;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.getSelection()?.removeAllRanges();
});

describe("copyText", () => {
  it("writes the text to the clipboard and selects nothing", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const code = codeElement("AURORA50");
    expect(await copyText("AURORA50", code, { writeText })).toBe(true);
    expect(writeText).toHaveBeenCalledWith("AURORA50");
    expect(document.getSelection()?.toString()).toBe("");
  });

  it("selects the code when the clipboard refuses", async () => {
    const writeText = vi.fn(() => Promise.reject(new DOMException("denied", "NotAllowedError")));
    const code = codeElement("NOVA100");
    expect(await copyText("NOVA100", code, { writeText })).toBe(false);
    expect(document.getSelection()?.toString()).toBe("NOVA100");
  });

  it("selects the code when there is no Clipboard API", async () => {
    const code = codeElement("LUCKY25");
    expect(await copyText("LUCKY25", code, null)).toBe(false);
    expect(document.getSelection()?.toString()).toBe("LUCKY25");
  });

  it("fails quietly without an element to select", async () => {
    expect(await copyText("LUCKY25", null, null)).toBe(false);
  });
});
