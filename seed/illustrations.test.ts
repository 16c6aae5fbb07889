import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales";
import { GUIDES } from "./texts/guides";
import { HERO_HEIGHT, HERO_WIDTH, heroArt, motifOf } from "./illustrations";

const guides = GUIDES.map((guide) => ({ slug: guide.slug, kind: "article" as const, tags: guide.tags }));

describe("hero illustrations", () => {
  it("draw the same picture for the same article, every time", () => {
    for (const post of guides) expect(heroArt(post)).toEqual(heroArt({ ...post, tags: [...post.tags] }));
  });

  it("draw a different picture for every article, even of the same category and motif", () => {
    const slugs = Array.from({ length: 60 }, (_, i) => `casino-review-${i}`);
    const pictures = new Set(slugs.map((slug) => heroArt({ slug, kind: "review", tags: ["safety"] }).svg));
    expect(pictures.size).toBe(slugs.length);
    expect(new Set(guides.map((post) => heroArt(post).svg)).size).toBe(guides.length);
  });

  it("take the category's colours and the first tag's motif", () => {
    const news = heroArt({ slug: "same", kind: "news", tags: ["slots"] });
    const review = heroArt({ slug: "same", kind: "review", tags: ["slots"] });
    expect(news.svg).not.toEqual(review.svg);
    expect(news.alt.en).toMatch(/slot reels .* teal and gold/);
    expect(review.alt.en).toMatch(/slot reels .* deep red and gold/);
    expect(motifOf(["united-kingdom", "crypto", "safety"])).toBe("crypto");
    expect(motifOf(["guides"])).toBe("star");
  });

  it("hold no text, and describe themselves in every language", () => {
    for (const post of guides) {
      const { svg, alt } = heroArt(post);
      expect(svg).not.toMatch(/<text|<tspan|<image|href=/);
      for (const locale of LOCALES) expect(alt[locale], `${post.slug} ${locale}`).toMatch(/\S{3,}/);
      expect(new Set(Object.values(alt)).size).toBeGreaterThanOrEqual(6);
    }
  });

  it("render to a 1280 × 720 picture", async () => {
    const meta = await sharp(Buffer.from(heroArt(guides[0]!).svg))
      .png()
      .metadata();
    expect([meta.width, meta.height]).toEqual([HERO_WIDTH, HERO_HEIGHT]);
  });
});
