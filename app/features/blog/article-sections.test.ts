import { describe, expect, it } from "vitest";
import { articleSections } from "./article-sections";

describe("articleSections", () => {
  it("turns Markdown-style heading paragraphs into h2/h3 blocks with stable anchors", () => {
    const { blocks, headings } = articleSections([
      "Intro.",
      "## How we test",
      "Text.",
      "### Step one",
      "## How we test",
    ]);
    expect(blocks).toEqual([
      { kind: "paragraph", text: "Intro." },
      { kind: "heading", id: "how-we-test", text: "How we test", level: 2 },
      { kind: "paragraph", text: "Text." },
      { kind: "heading", id: "step-one", text: "Step one", level: 3 },
      { kind: "heading", id: "how-we-test-2", text: "How we test", level: 2 },
    ]);
    expect(headings.map((h) => h.id)).toEqual(["how-we-test", "step-one", "how-we-test-2"]);
  });

  it("leaves other paragraphs alone", () => {
    expect(articleSections(["#hashtag text", "#### deep"]).headings).toEqual([]);
  });
});
