import { describe, expect, it } from "vitest";
import { contentBlocks } from "./blocks";
import { renderMarkdown } from "./render";

const blocksOf = (markdown: string) => {
  const { html, headings } = renderMarkdown(markdown);
  return contentBlocks(html, headings);
};

describe("contentBlocks", () => {
  it("turns the level-3 parts of an accordion section into items, up to the next level-2 heading", () => {
    const blocks = blocksOf(
      [
        "Intro.",
        "## Questions {#faq .accordion}",
        "Read these first.",
        "### Is it *free*?",
        "Yes.\n\n- really",
        "### Can I stop?",
        "Any time.",
        "## After",
        "### Not an item",
        "The end.",
      ].join("\n\n"),
    );
    expect(blocks).toEqual([
      {
        kind: "prose",
        html: '<p>Intro.</p>\n<h2 id="faq">Questions</h2>\n<p>Read these first.</p>\n',
      },
      {
        kind: "accordion",
        items: [
          { id: "is-it-free", title: "Is it free?", html: "<p>Yes.</p>\n<ul>\n<li>really</li>\n</ul>\n" },
          { id: "can-i-stop", title: "Can I stop?", html: "<p>Any time.</p>\n" },
        ],
      },
      {
        kind: "prose",
        html: '<h2 id="after">After</h2>\n<h3 id="not-an-item">Not an item</h3>\n<p>The end.</p>\n',
      },
    ]);
  });

  it("keeps a text without accordion sections, or one without parts, as one run of prose", () => {
    expect(blocksOf("## A\n\n### B\n\ntext")).toEqual([
      { kind: "prose", html: '<h2 id="a">A</h2>\n<h3 id="b">B</h3>\n<p>text</p>\n' },
    ]);
    expect(blocksOf("## A {.accordion}\n\ntext\n\n## C")).toEqual([
      { kind: "prose", html: '<h2 id="a">A</h2>\n<p>text</p>\n<h2 id="c">C</h2>\n' },
    ]);
  });

  it("takes two accordion sections in a row, the last one running to the end", () => {
    const blocks = blocksOf("## One {.accordion}\n\n### a\n\nx\n\n## Two {.accordion}\n\n### b\n\ny");
    expect(blocks.map((b) => (b.kind === "prose" ? b.html : b.items.map((i) => i.id)))).toEqual([
      '<h2 id="one">One</h2>\n',
      ["a"],
      '<h2 id="two">Two</h2>\n',
      ["b"],
    ]);
  });
});
