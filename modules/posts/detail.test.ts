import { describe, expect, it } from "vitest";
import { readingMinutes } from "./detail";

describe("readingMinutes", () => {
  it("reads 200 words a minute, at least one minute", () => {
    expect(readingMinutes("word ".repeat(600))).toBe(3);
    expect(readingMinutes("")).toBe(1);
  });

  it("counts a Bengali word with vowel signs as one word", () => {
    // ক্যাসিনো is four letters joined by a virama and vowel signs (combining marks).
    expect(readingMinutes("ক্যাসিনো ".repeat(400))).toBe(2);
  });
});
