import { useId, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetPartFragments, KeptFragments, pageFragments } from "./part-fragments.server";
import { renderDocument } from "./render-document.server";
import { deferred } from "./ui/deferred";
import { kept } from "./ui/kept";
import { PartFragmentsContext } from "./ui/part-fragments";

const cardRenders = vi.fn();
function Card({ title, items }: { title: string; items: string[] }) {
  cardRenders(title);
  const heading = useId();
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item} – ✓</li>
        ))}
      </ul>
    </section>
  );
}
const DeferredCard = deferred(async () => Card);

const shelfRenders = vi.fn();
function Shelf({
  label,
  format,
  children,
}: {
  label: string;
  format?: (label: string) => string;
  children?: ReactNode;
}) {
  shelfRenders(label);
  return (
    <aside aria-label={label}>
      <DeferredCard title="Inner" items={["a"]} />
      <p>{format ? format(label) : label}</p>
      {children}
    </aside>
  );
}
const DeferredShelf = deferred(async () => Shelf);

function Broken(): never {
  throw new Error("part failed");
}
const DeferredBroken = deferred(async () => Broken);

function Page({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <main>{children}</main>
      </body>
    </html>
  );
}

/** A page as app/entry.server.tsx renders it, with kept parts when `scope` is given; its text. */
async function render(children: ReactNode, scope: string | null = "https://casino-guide.example/p\u0001en\u0001GB") {
  const fragments = scope === null ? null : pageFragments(scope);
  const errors: unknown[] = [];
  const { page, failed } = await renderDocument(
    <PartFragmentsContext.Provider value={fragments?.parts ?? null}>
      <Page>{children}</Page>
    </PartFragmentsContext.Provider>,
    { timeoutMs: 2000, onError: (error) => errors.push(error), tap: fragments?.tap },
  );
  if (!failed) fragments?.keep();
  return { html: page.toString("utf8"), failed };
}

afterEach(() => {
  forgetPartFragments();
  cardRenders.mockClear();
  shelfRenders.mockClear();
  badgeRenders.mockClear();
  vi.restoreAllMocks();
});

describe("a deferred part's HTML kept by the server (docs/decisions/0065)", () => {
  const cards = (
    <>
      <DeferredCard title="Top casinos" items={["Tidal", "Jade"]} className="mt-4" />
      <p>Between</p>
      <DeferredCard title="New casinos" items={["Orbit"]} />
    </>
  );

  it("is written again as it was, on the same page at the same place with the same props: the same bytes, the part not rendered", async () => {
    const fresh = await render(cards, null);
    const first = await render(cards);
    expect(cardRenders).toHaveBeenCalledTimes(4);
    const second = await render(cards);
    expect(cardRenders).toHaveBeenCalledTimes(4);
    expect(first.html).toBe(fresh.html);
    expect(second.html).toBe(fresh.html);
    // The browser sees what it always did: the part whole in its wrapper, marked as waiting for its code.
    expect(second.html).toContain('<div class="mt-4" data-deferred="waiting"><!--$--><section aria-labelledby=');
    expect(second.html).toContain("<li>Tidal<!-- --> – ✓</li>");
    expect(second.html).not.toContain("\uE000");
  });

  it("is rendered afresh for other props, another page, another place or with none kept", async () => {
    await render(cards);
    cardRenders.mockClear();
    await render(
      <>
        <DeferredCard title="Top casinos" items={["Tidal", "Jade", "Orbit"]} className="mt-4" />
        <p>Between</p>
        <DeferredCard title="New casinos" items={["Orbit"]} />
      </>,
    );
    expect(cardRenders.mock.calls).toEqual([["Top casinos"]]);
    cardRenders.mockClear();
    await render(cards, "https://casino-guide.example/p\u0001pt\u0001PT");
    expect(cardRenders).toHaveBeenCalledTimes(2);
    cardRenders.mockClear();
    await render(
      <>
        <p>Before</p>
        {cards}
      </>,
    );
    expect(cardRenders).toHaveBeenCalledTimes(2);
    cardRenders.mockClear();
    await render(cards, null);
    expect(cardRenders).toHaveBeenCalledTimes(2);
  });

  it("is always rendered when its props are not plain data (a function, an element)", async () => {
    const ShelfWithChildren = () => (
      <DeferredShelf label="Picks">
        <em>Editor’s choice</em>
      </DeferredShelf>
    );
    const fresh = await render(<ShelfWithChildren />, null);
    cardRenders.mockClear();
    shelfRenders.mockClear();
    await render(<ShelfWithChildren />);
    const again = await render(<ShelfWithChildren />);
    expect(again.html).toBe(fresh.html);
    // The shelf itself is rendered each time; only the card inside it, plain data, is kept.
    expect(again.html).toContain("Editor’s choice");
    expect(shelfRenders).toHaveBeenCalledTimes(2);
    expect(cardRenders).toHaveBeenCalledTimes(1);

    const upper = (label: string) => label.toUpperCase();
    shelfRenders.mockClear();
    await render(<DeferredShelf label="Picks" format={upper} />);
    const formatted = await render(<DeferredShelf label="Picks" format={upper} />);
    expect(formatted.html).toContain("<p>PICKS</p>");
    expect(shelfRenders).toHaveBeenCalledTimes(2);
  });

  it("is always rendered when made not to be kept (the error page: its image is preloaded from the head)", async () => {
    function Banner({ title }: { title: string }) {
      cardRenders(title);
      return <img src="/images/404.svg" alt={title} />;
    }
    const Unkept = deferred(async () => Banner, "near", { kept: false });
    const fresh = await render(<Unkept title="404" />, null);
    cardRenders.mockClear();
    await render(<Unkept title="404" />);
    const again = await render(<Unkept title="404" />);
    expect(cardRenders).toHaveBeenCalledTimes(2);
    expect(again.html).toBe(fresh.html);
    expect(again.html).toContain('<link rel="preload" as="image" href="/images/404.svg"/>');
  });

  it("keeps a part with parts inside it whole, as written", async () => {
    const shelf = <DeferredShelf label="Picks" />;
    const fresh = await render(shelf, null);
    await render(shelf);
    cardRenders.mockClear();
    const again = await render(shelf);
    expect(cardRenders).not.toHaveBeenCalled();
    expect(again.html).toBe(fresh.html);
    expect(again.html.match(/data-deferred="waiting"/g)).toHaveLength(2);
  });

  it("keeps a part whose inner part was written as kept, up to its own end", async () => {
    await render(
      <>
        <DeferredShelf label="Picks" />
        <p>Nothing after</p>
      </>,
    );
    // The shelf's props change, the card inside does not: the shelf is rendered, the card written as kept.
    const other = (
      <>
        <DeferredShelf label="Other" />
        <DeferredCard title="After" items={["b"]} />
      </>
    );
    const fresh = await render(other, null);
    cardRenders.mockClear();
    shelfRenders.mockClear();
    const first = await render(other);
    expect(cardRenders.mock.calls).toEqual([["After"]]);
    expect(shelfRenders).toHaveBeenCalledTimes(1);
    const again = await render(other);
    expect(first.html).toBe(fresh.html);
    expect(again.html).toBe(fresh.html);
    expect(cardRenders).toHaveBeenCalledTimes(1);
    expect(shelfRenders).toHaveBeenCalledTimes(1);
  });

  it("takes no text for a mark: a part reading like one is written as it is", async () => {
    const lookalike = (
      <>
        <DeferredCard title={"waiting\uE0000"} items={["waiting\uE0001"]} />
        <DeferredCard title="Top casinos" items={["Tidal"]} />
      </>
    );
    const fresh = await render(lookalike, null);
    await render(lookalike);
    cardRenders.mockClear();
    const again = await render(lookalike);
    expect(cardRenders).not.toHaveBeenCalled();
    expect(again.html).toBe(fresh.html);
    expect(again.html).toContain("<h2 id=");
    expect(again.html).toContain(">waiting\uE0000</h2>");
  });

  it("keeps nothing of a part that failed, nor of a render that failed", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const page = (
      <>
        <DeferredBroken />
        <DeferredCard title="Top casinos" items={["Tidal"]} />
      </>
    );
    const first = await render(page);
    expect(first.failed).toBe(true);
    cardRenders.mockClear();
    const second = await render(page);
    // The failed part was not kept (its boundary is handed to the browser again), and neither was the card:
    // the render failed, so it kept nothing.
    expect(second.failed).toBe(true);
    expect(second.html).toContain("<!--$!-->");
    expect(cardRenders).toHaveBeenCalledTimes(1);
  });
});

const badgeRenders = vi.fn();
function Badge({ label, children }: { label: string; children?: ReactNode }) {
  badgeRenders(label);
  const id = useId();
  return (
    <span role="note" aria-labelledby={id}>
      <b id={id}>{label}</b>
      {children}
    </span>
  );
}
const KeptBadge = kept(Badge);

describe("a kept component's HTML (docs/decisions/0066)", () => {
  // Texts on both sides: React writes a separator between two texts, and a mark is a text.
  const line = (
    <p>
      {"Rated"}
      <KeptBadge label="Safe" />
      {"by us"}
      <KeptBadge label="New" />
      <KeptBadge label="Fast" />
    </p>
  );

  it("is written again as it was, separators and ids included, without rendering it", async () => {
    const fresh = await render(line, null);
    const first = await render(line);
    badgeRenders.mockClear();
    const second = await render(line);
    expect(badgeRenders).not.toHaveBeenCalled();
    expect(first.html).toBe(fresh.html);
    expect(second.html).toBe(fresh.html);
    expect(second.html).toMatch(
      /<p>Rated<span role="note" aria-labelledby="(_R_\w+_)"><b id="\1">Safe<\/b><\/span>by us<span/,
    );
    expect(second.html).not.toContain("\uE000");
  });

  it("is rendered afresh for other props, and each time when given an element", async () => {
    await render(line);
    badgeRenders.mockClear();
    await render(
      <p>
        {"Rated"}
        <KeptBadge label="Safe" />
        {"by us"}
        <KeptBadge label="Newest" />
        <KeptBadge label="Fast" />
      </p>,
    );
    expect(badgeRenders.mock.calls).toEqual([["Newest"]]);

    const withChild = (
      <KeptBadge label="Safe">
        <i>checked</i>
      </KeptBadge>
    );
    const fresh = await render(withChild, null);
    badgeRenders.mockClear();
    await render(withChild);
    const again = await render(withChild);
    expect(badgeRenders).toHaveBeenCalledTimes(2);
    expect(again.html).toBe(fresh.html);
  });

  it("is written as kept inside a deferred part rendered afresh, and kept within it", async () => {
    function Shelf({ title }: { title: string }) {
      return (
        <section>
          <h2>{title}</h2>
          <KeptBadge label="Safe" />
        </section>
      );
    }
    const DeferredShelf = deferred(async () => Shelf);
    await render(<DeferredShelf title="Picks" />);
    const other = <DeferredShelf title="Other picks" />;
    const fresh = await render(other, null);
    badgeRenders.mockClear();
    const first = await render(other);
    // The badge, at the same place with the same props, was written as kept inside the shelf rendered afresh.
    expect(badgeRenders).not.toHaveBeenCalled();
    const again = await render(other);
    expect(first.html).toBe(fresh.html);
    expect(again.html).toBe(fresh.html);
  });
});

describe("the kept HTML", () => {
  it("holds at most its budget of characters, keys counted, the least recently used going first", () => {
    // Each entry below is its key's character and its HTML's: "a" + "aaaa" is 5.
    const kept = new KeptFragments(12);
    kept.set("a", "aaaa");
    kept.set("b", "bbbb");
    expect(kept.get("a")).toBe("aaaa"); // now the most recently used
    kept.set("c", "cccc");
    expect(kept.get("b")).toBeUndefined();
    expect(kept.get("a")).toBe("aaaa");
    expect(kept.get("c")).toBe("cccc");
    kept.set("a", "aaaaaa"); // replaced: counted once
    expect(kept.get("c")).toBe("cccc");
    kept.set("huge", "h".repeat(9)); // 13 with its key
    expect(kept.get("huge")).toBeUndefined();
    expect(kept.get("a")).toBe("aaaaaa");
  });
});
