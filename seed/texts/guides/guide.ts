import type { PostTemplate } from "../news";
import type { Text, Vars } from "../translate";

/** A guide article: its card texts, its opening paragraph, and the Markdown sections that follow it. */
export interface Guide extends PostTemplate {
  slug: string;
  tags: readonly string[];
  /** Markdown after the opening paragraph; its `##` headings become the article's table of contents. */
  sections: Text;
  /** The values of the `{name}` placeholders in the guide's texts (amounts, the site's own rules, local facts). */
  vars: Vars;
}
