import { describe, expect, it } from "vitest";
import type { MediaImage } from "#contracts/media";
import { imageIn } from "./views";

const image: MediaImage = {
  id: 7,
  width: 1280,
  height: 720,
  alt: { en: "A shield", fr: "Un bouclier", pt: "Um escudo" },
  variants: [{ format: "webp", width: 1280, height: 720, url: "/media/library/a.webp" }],
};

describe("imageIn", () => {
  it("keeps the alt text of the page's language and the English one, nothing else", () => {
    expect(imageIn(image, "fr")).toEqual({ ...image, alt: { en: "A shield", fr: "Un bouclier" } });
    expect(imageIn(image, "en")!.alt).toEqual({ en: "A shield" });
  });

  it("keeps the English text alone for a language the image has none in, and gives null without an image", () => {
    expect(imageIn(image, "bn")!.alt).toEqual({ en: "A shield" });
    expect(imageIn(undefined, "bn")).toBeNull();
  });
});
