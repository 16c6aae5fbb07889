import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales";
import { guideBody, GUIDES } from "./index";
import { SAFETY_EXAMPLE } from "./safety-index";

const MIN_WORDS = 600;

/** Words as a reader sees them: runs between spaces that hold a letter or a digit (Markdown marks do not count). */
const wordCount = (text: string) => text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

/** Blocks between blank lines (paragraphs, lists, headings), whitespace-normalised. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const bodies = GUIDES.map((guide) => ({ slug: guide.slug, body: guideBody(guide) }));

describe("guide articles", () => {
  it("are long enough in every language", () => {
    const short = bodies.flatMap(({ slug, body }) =>
      LOCALES.filter((locale) => wordCount(body[locale]) < MIN_WORDS).map(
        (locale) => `${slug} ${locale}: ${wordCount(body[locale])} words`,
      ),
    );
    expect(short).toEqual([]);
  });

  it("share no paragraph with each other, in any language", () => {
    const shared: string[] = [];
    for (const locale of LOCALES) {
      const seen = new Map<string, string>();
      for (const { slug, body } of bodies) {
        for (const paragraph of new Set(paragraphs(body[locale]))) {
          const first = seen.get(paragraph);
          if (first) shared.push(`${locale}: "${paragraph.slice(0, 60)}…" in ${first} and ${slug}`);
          else seen.set(paragraph, slug);
        }
      }
    }
    expect(shared).toEqual([]);
  });

  it("are structured by level-2 headings that the table of contents lists", () => {
    for (const { slug, body } of bodies) {
      for (const locale of LOCALES) {
        expect(body[locale].match(/^## \S/gm)?.length ?? 0, `${slug} ${locale}`).toBeGreaterThanOrEqual(5);
      }
    }
  });

  it("are translated, not copied from English", () => {
    for (const { slug, body } of bodies) {
      for (const locale of LOCALES.filter((l) => l !== "en")) {
        const english = new Set(paragraphs(body.en).filter((p) => wordCount(p) >= 8));
        const copied = paragraphs(body[locale]).filter((p) => english.has(p));
        expect(copied, `${slug} ${locale}`).toEqual([]);
      }
    }
  });

  it("put the safety index's worked example in the band its text names", () => {
    // The example's figures are filled in from the computation; only the band's word is written in the text.
    expect(SAFETY_EXAMPLE.band).toBe("average");
  });
});
