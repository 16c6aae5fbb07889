import { describe, expect, it } from "vitest";
import { artworkSvg, escapeXml, slotTheme, SLOT_THEMES, themeFromName, type ArtworkKind } from "./artwork";

const CASINOS = [
  "Aurora Spins",
  "Velvet Crown",
  "Lunar Bay",
  "Emerald Palace",
  "Tidal Fortune",
  "Onyx Play",
  "Cedar Club",
];
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Well-formed enough for a browser's XML parser: one svg root, every tag closed, no stray markup characters. */
function expectWellFormed(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg.endsWith("</svg>")).toBe(true);
  const stack: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z]+)(?:\s[^<>]*?)?(\/?)>/g)) {
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name!);
  }
  expect(stack).toEqual([]);
  // Text between tags holds no raw "<" or unescaped "&".
  for (const [, text] of svg.matchAll(/>([^<]*)</g)) expect(text).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
  expect(svg).not.toMatch(/<script|on[a-z]+=|href="(?!#)|url\((?!#)/i);
}

describe("generated artwork", () => {
  it("draws the same picture for the same item, every time", () => {
    for (const kind of ["casino", "provider", "slot"] as ArtworkKind[]) {
      const subject = { slug: "golden-pharaoh", name: "Golden Pharaoh", themes: ["ancient-egypt"] };
      expect(artworkSvg(kind, subject)).toBe(artworkSvg(kind, { ...subject }));
    }
  });

  it("draws a different picture for every casino, studio and slot, with no two initials on it", () => {
    const casinos = CASINOS.map((name) => artworkSvg("casino", { slug: slug(name), name }));
    expect(new Set(casinos).size).toBe(casinos.length);
    for (const [i, svg] of casinos.entries()) {
      // The wordmark: the name's words, not its initials.
      const [first] = CASINOS[i]!.split(" ");
      expect(svg.toLowerCase()).toContain(first!.toLowerCase());
      expect(svg).not.toMatch(/>[A-Z]{2}<\/text>/);
    }
    const providers = ["Lumen Forge", "Quarry Games", "Red Kestrel", "Tidal Nine", "Moonquill"].map((name) =>
      artworkSvg("provider", { slug: slug(name), name }),
    );
    expect(new Set(providers).size).toBe(providers.length);
    // Two slots of one theme still differ beyond their titles (the scene's composition).
    const scene = (svg: string) => svg.replace(/<title>.*?<\/title>/, "").replace(/<text[^>]*>[^<]*<\/text>/g, "");
    const egypt = ["Golden Pharaoh", "Lost Pyramids", "Sacred Sphinx", "Ancient Mummies"].map((name) =>
      scene(artworkSvg("slot", { slug: slug(name), name, themes: ["ancient-egypt"] })),
    );
    expect(new Set(egypt).size).toBe(egypt.length);
  });

  it("gives a casino, a studio and a slot of the same name different pictures", () => {
    const subject = { slug: "tidal-nine", name: "Tidal Nine" };
    const pictures = (["casino", "provider", "slot"] as ArtworkKind[]).map((kind) => artworkSvg(kind, subject));
    expect(new Set(pictures).size).toBe(3);
  });

  it("shows each slot theme with its own scene", () => {
    const scenes = SLOT_THEMES.map((theme) =>
      artworkSvg("slot", { slug: "same-slot", name: "Same Slot", themes: [theme] })
        .replace(/<title>.*?<\/title>/, "")
        .replace(/<text[^>]*>[^<]*<\/text>/g, ""),
    );
    expect(new Set(scenes).size).toBe(SLOT_THEMES.length);
  });

  it("picks the theme the slot's name tells among its own, else its first", () => {
    expect(themeFromName("Golden Pharaoh")).toBe("ancient-egypt");
    expect(themeFromName("Lucky Cherries Deluxe")).toBe("fruits");
    expect(themeFromName("Cosmic Galaxy")).toBe("space");
    expect(themeFromName("Brave Harbour")).toBeNull();
    expect(slotTheme({ slug: "x", name: "Golden Pharaoh", themes: ["space", "ancient-egypt"] })).toBe("ancient-egypt");
    expect(slotTheme({ slug: "x", name: "Golden Pharaoh", themes: ["ocean"] })).toBe("ocean");
    expect(slotTheme({ slug: "x", name: "Golden Pharaoh" })).toBe("ancient-egypt");
    expect(SLOT_THEMES).toContain(slotTheme({ slug: "x", name: "Brave Harbour", themes: [] }));
  });

  it("makes valid SVG of at most 3 KB, named by its title", () => {
    const names = [...CASINOS, "Howling Wolves Gold Edition", "Twin Clovers Hold & Win", "Kite & Key", "A"];
    for (const name of names) {
      for (const kind of ["casino", "provider", "slot", "post"] as ArtworkKind[]) {
        for (const theme of kind === "slot" ? SLOT_THEMES : [undefined]) {
          const svg = artworkSvg(kind, { slug: slug(name), name, themes: theme ? [theme] : [] });
          expectWellFormed(svg);
          expect(Buffer.byteLength(svg), `${kind} ${name} ${theme}`).toBeLessThanOrEqual(3 * 1024);
          expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
        }
      }
    }
  });

  it("escapes names: markup in a name stays text", () => {
    const name = `<script>alert("x")</script> & 'Co' \u0000`;
    for (const kind of ["casino", "provider", "slot"] as ArtworkKind[]) {
      const svg = artworkSvg(kind, { slug: "hostile", name });
      expect(svg).not.toContain("<script");
      expect(svg).toContain("&lt;script&gt;");
      expect(svg).not.toContain("\u0000");
      expectWellFormed(svg);
    }
    expect(escapeXml(`a<b>&"c'`)).toBe("a&lt;b&gt;&amp;&quot;c&#39;");
  });
});
