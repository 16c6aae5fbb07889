import type { ContentBlock } from "#modules/pages";

/** A rendered page's whole text as HTML: its prose blocks, and its accordion items with their headings. */
export const htmlOf = (page: { blocks: readonly ContentBlock[] }) =>
  page.blocks
    .map((block) =>
      block.kind === "prose"
        ? block.html
        : block.items.map((item) => `<h3 id="${item.id}">${item.title}</h3>${item.html}`).join(""),
    )
    .join("");
