import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales";
import { catalogFor, pageCatalogFor } from "./catalogs.server";

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = flatten(catalogFor("en") as unknown as Tree);

/** Texts that are rightly the same as in English: the brand line, and loan phrases of one language. */
const SAME_AS_ENGLISH: Record<string, string[]> = { all: ["footer.copyright"], pt: ["casino.topSlots"] };

describe.each(LOCALES.filter((l) => l !== "en"))("catalog %s", (locale) => {
  const catalog = flatten(catalogFor(locale) as unknown as Tree);

  it("keeps every placeholder of the English text", () => {
    for (const [key, text] of english) expect(placeholders(catalog.get(key) ?? ""), key).toEqual(placeholders(text));
  });

  it("is a translation, not an English copy", () => {
    const allowed = [...(SAME_AS_ENGLISH.all ?? []), ...(SAME_AS_ENGLISH[locale] ?? [])];
    const copies = [...english].filter(
      ([key, text]) => catalog.get(key) === text && text.split(" ").length > 2 && !allowed.includes(key),
    );
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});

describe("age notice", () => {
  it("says 18+ everywhere and 21+ in Ukrainian (docs/product-spec.md §1)", () => {
    for (const locale of LOCALES) {
      expect(catalogFor(locale).footer.age).toContain(locale === "ua" ? "21+" : "18+");
    }
  });
});

describe("page catalogs", () => {
  it("hold every text of the language but the mails, which only the server sends", () => {
    for (const locale of LOCALES) {
      const { mail, ...rest } = catalogFor(locale);
      expect(mail.greeting, locale).toContain("{{name}}");
      expect(pageCatalogFor(locale)).toEqual(rest);
    }
  });
});
