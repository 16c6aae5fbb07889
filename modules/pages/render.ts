/**
 * Markdown → safe HTML for stored content (information pages, articles): `marked` turns the text into HTML,
 * `sanitize-html` keeps only the tags and attributes prose needs, so a stored text can never carry a script,
 * an event handler, a frame or a `javascript:` link, whoever wrote it. Headings of levels 2 and 3 get stable
 * ids (from their text, or an explicit `{#id}` at the end of the line) and are returned as the page's outline.
 * A level-2 heading marked `{.accordion}` (or `{#id .accordion}`) opens a section whose level-3 parts are
 * shown as accordion items (FAQ blocks, help lines): it carries `class="accordion"`, read by ./blocks.ts.
 */
import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";
import type { Heading } from "#contracts/headings";

export interface RenderedMarkdown {
  html: string;
  headings: Heading[];
}

/** `{#id}`, `{.accordion}` or both, at the end of a heading line. */
const ATTRIBUTES = /\s*\{((?:#[a-z][a-z0-9-]{0,63}|\.accordion)(?:\s+(?:#[a-z][a-z0-9-]{0,63}|\.accordion))?)\}\s*$/;
export const ACCORDION_CLASS = "accordion";

/** A heading's anchor from its text: letters and digits of any script, lower-cased, joined by hyphens. */
export function slugOf(text: string): string {
  const slug = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 64)
    .replace(/-+$/, "");
  return slug || "section";
}

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "ul",
    "ol",
    "li",
    "strong",
    "em",
    "code",
    "pre",
    "blockquote",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    h2: ["id", "class"],
    h3: ["id"],
    h4: ["id"],
    th: ["align"],
    td: ["align"],
  },
  allowedClasses: { h2: [ACCORDION_CLASS] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // Anything not allowed is dropped with its content when it is code or a frame, unwrapped otherwise.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object", "embed", "svg", "math"],
  transformTags: {
    // External links open normally but pass no referrer or authority to the target.
    a: (tagName, attribs) => {
      const href = attribs.href ?? "";
      const external = /^https?:/i.test(href);
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "nofollow noopener noreferrer" } : attribs,
      };
    },
  },
};

/**
 * Renders `markdown`; a level-1 heading in the text is shown as level 2 (the page has its own title). Ids are
 * unique within the text: a repeated heading gets `-2`, `-3`… in order, so the same text always gives the same
 * ids.
 */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const headings: Heading[] = [];
  const used = new Set<string>();
  const uniqueId = (base: string) => {
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      heading(this: { parser: { parseInline: (tokens: Tokens.Generic[]) => string } }, token: Tokens.Heading) {
        const attributes = ATTRIBUTES.exec(token.text);
        const raw = attributes ? token.text.slice(0, attributes.index) : token.text;
        const inline = attributes ? marked.Lexer.lexInline(raw) : token.tokens;
        const inner = this.parser.parseInline(inline);
        const text = decodeEntities(sanitizeHtml(inner, { allowedTags: [], allowedAttributes: {} }).trim());
        const level = Math.min(4, Math.max(2, token.depth));
        const marks = attributes?.[1]?.split(/\s+/) ?? [];
        const explicit = marks.find((mark) => mark.startsWith("#"))?.slice(1);
        const id = uniqueId(explicit ?? slugOf(text));
        if (level === 2 || level === 3) headings.push({ id, text, level });
        const accordion = level === 2 && marks.includes(`.${ACCORDION_CLASS}`) ? ` class="${ACCORDION_CLASS}"` : "";
        return `<h${level} id="${id}"${accordion}>${inner}</h${level}>\n`;
      },
      // Raw HTML in the text is shown as text, never as markup.
      html(token: Tokens.HTML | Tokens.Tag) {
        return escapeHtml(token.text);
      },
      image(token: Tokens.Image) {
        return escapeHtml(token.text);
      },
    },
  });
  const html = sanitizeHtml(marked.parse(markdown) as string, SANITIZE);
  return { html, headings };
}

/** How many stored texts keep their rendering in memory (the most recently read ones). */
const STORED_TEXTS_KEPT = 256;
const storedRenderings = new Map<string, RenderedMarkdown>();

/**
 * `renderMarkdown` for stored texts read again and again (articles): the same text always renders the
 * same, so a rendering is kept by its text, the least recently read going first beyond the bound. A
 * change of the text is a new key: nothing to drop. Editors' previews use `renderMarkdown` (every
 * keystroke is a new text).
 */
export function renderStoredMarkdown(markdown: string): RenderedMarkdown {
  let rendered = storedRenderings.get(markdown);
  if (rendered) storedRenderings.delete(markdown);
  else rendered = renderMarkdown(markdown);
  storedRenderings.set(markdown, rendered);
  if (storedRenderings.size > STORED_TEXTS_KEPT) storedRenderings.delete(storedRenderings.keys().next().value!);
  return rendered;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}
