import { describe, expect, it } from "vitest";
import { renderMarkdown, renderStoredMarkdown, slugOf } from "./render";

describe("renderMarkdown", () => {
  it("renders prose, lists and links", () => {
    const { html } = renderMarkdown("Hello **world**.\n\n- one\n- [two](https://example.org/x)\n");
    expect(html).toContain("<strong>world</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain('<a href="https://example.org/x" rel="nofollow noopener noreferrer">two</a>');
  });

  it("strips scripts, frames, event handlers and javascript: links", () => {
    const { html } = renderMarkdown(
      [
        "<script>alert(1)</script>",
        '<iframe src="https://evil.example"></iframe>',
        '<img src=x onerror="alert(1)">',
        '<p onclick="alert(1)">hi</p>',
        "[click](javascript:alert(1))",
        "[data](data:text/html;base64,PHNjcmlwdD4=)",
        '## Title <span onmouseover="x()">y</span>',
      ].join("\n\n"),
    );
    // Raw HTML is shown as text: no element of it survives, and no tag carries a handler or a script URL.
    expect(html).not.toMatch(/<(script|iframe|img|span)/i);
    expect(html).not.toMatch(/<[a-z][^>]*\son\w+=/i);
    expect(html).not.toMatch(/href="(javascript|data):/i);
    expect(html).toContain("<p><a>click</a></p>");
  });

  it("gives headings stable, unique ids and returns the outline", () => {
    const markdown = "# Top\n\n## Warning signs\n\ntext\n\n### Self-test\n\n## Warning signs\n\n#### Deep\n";
    const first = renderMarkdown(markdown);
    expect(first.headings).toEqual([
      { id: "top", text: "Top", level: 2 },
      { id: "warning-signs", text: "Warning signs", level: 2 },
      { id: "self-test", text: "Self-test", level: 3 },
      { id: "warning-signs-2", text: "Warning signs", level: 2 },
    ]);
    expect(first.html).toContain('<h2 id="warning-signs-2">Warning signs</h2>');
    expect(first.html).toContain('<h4 id="deep">Deep</h4>');
    expect(renderMarkdown(markdown)).toEqual(first);
  });

  it("takes an explicit {#id} and keeps non-Latin headings readable", () => {
    const { headings, html } = renderMarkdown("## Зв'язок із нами {#contact}\n\n## যোগাযোগ & সাহায্য\n");
    expect(headings[0]).toEqual({ id: "contact", text: "Зв'язок із нами", level: 2 });
    expect(headings[1]).toEqual({ id: slugOf("যোগাযোগ & সাহায্য"), text: "যোগাযোগ & সাহায্য", level: 2 });
    expect(html).toContain('<h2 id="contact">');
    expect(html).not.toContain("{#contact}");
  });

  it("cannot break out of a heading id", () => {
    const { html, headings } = renderMarkdown('## a" onclick="x\n');
    expect(headings[0]!.id).toBe("a-onclick-x");
    expect(html.trim()).toBe('<h2 id="a-onclick-x">a" onclick="x</h2>');
  });

  it("marks a level-2 heading {.accordion}, alone or with an id, and no other level or class", () => {
    const { html, headings } = renderMarkdown(
      "## Help lines {#help-lines .accordion}\n\n## FAQ {.accordion}\n\n### Why? {.accordion}\n\n## Other {.wide}\n",
    );
    expect(html).toContain('<h2 id="help-lines" class="accordion">Help lines</h2>');
    expect(html).toContain('<h2 id="faq" class="accordion">FAQ</h2>');
    expect(html).toContain('<h3 id="why">Why?</h3>');
    expect(html).toContain('<h2 id="other-wide">Other {.wide}</h2>');
    expect(headings.map((h) => h.id)).toEqual(["help-lines", "faq", "why", "other-wide"]);
    // Raw HTML cannot claim the mark: it is shown as text.
    expect(renderMarkdown('<h2 class="accordion">x</h2>').html).not.toMatch(/<h2[^>]*class=/);
  });
});

describe("renderStoredMarkdown", () => {
  it("renders a stored text as renderMarkdown does, once: a second read gets the kept rendering", () => {
    const text = "## Deposits\n\nPay by **card**.\n";
    const first = renderStoredMarkdown(text);
    expect(first).toEqual(renderMarkdown(text));
    expect(renderStoredMarkdown(text)).toBe(first);
    expect(renderStoredMarkdown(`${text}\nMore.\n`).html).toContain("More.");
  });
});
