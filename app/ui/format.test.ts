import { afterEach, describe, expect, it } from "vitest";
import { formatsFor } from "./format";

// Intl writes some amounts with no-break spaces (10 €, 50 000 ₴): compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("amounts: always in their own currency, written the way the page's language writes them", () => {
  it("labels each market's currency", () => {
    const en = formatsFor("en");
    expect(en.amount(500, "GBP")).toBe("£500");
    expect(en.amount(500, "MXN")).toBe("MX$500");
    expect(plain(en.amount(500, "ARS"))).toBe("ARS 500");
    expect(plain(en.amount(500, "PEN"))).toBe("PEN 500");
    expect(en.amount(500, "EUR")).toBe("€500");
    expect(plain(formatsFor("ua").amount(50_000, "UAH"))).toBe("50 000 ₴");
    expect(plain(formatsFor("pt").amount(10, "EUR"))).toBe("10 €");
    expect(plain(formatsFor("fr").amount(10, "EUR"))).toBe("10 €");
  });

  it("writes taka in Bengali digits on Bengali pages, and so every other number of the page", () => {
    const bn = formatsFor("bn");
    expect(bn.amount(50_000, "BDT")).toBe("৫০,০০০৳");
    expect(bn.number(0)).toBe("০");
    expect(bn.score(8)).toBe("৮.০");
    expect(formatsFor("en").amount(50_000, "BDT")).toBe("BDT 50,000".replace(" ", "\u00a0"));
  });

  it("never relabels an amount: a euro amount stays in euros on a market with another currency", () => {
    expect(formatsFor("bn").amount(10, "EUR")).toBe("১০€");
    expect(plain(formatsFor("ua").amount(10, "EUR"))).toBe("10 EUR");
    expect(formatsFor("en").money({ value: 10, currency: "EUR" })).toBe("€10");
  });

  it("drops the decimals of whole amounts and keeps the currency's minor digits otherwise", () => {
    const en = formatsFor("en");
    expect(en.amount(1_000, "GBP")).toBe("£1,000");
    expect(en.amount(0.1, "GBP")).toBe("£0.10");
    expect(en.amount(2.5, "EUR")).toBe("€2.50");
    expect(plain(formatsFor("pt").amount(0.25, "EUR"))).toBe("0,25 €");
  });
});

describe("names and percentages in the page's language", () => {
  it("sorts names with the language's collation, not by code units", () => {
    const fr = formatsFor("fr");
    expect(fr.sorted(["Zambie", "Égypte", "Espagne", "Allemagne"])).toEqual([
      "Allemagne",
      "Égypte",
      "Espagne",
      "Zambie",
    ]);
    const ua = formatsFor("ua");
    expect(ua.sorted(["Україна", "Іспанія", "Греція", "Ґана"])).toEqual(["Греція", "Ґана", "Іспанія", "Україна"]);
  });

  it("sorts items by their names in the language: country codes by the countries' names, not by code", () => {
    expect(formatsFor("en").sortedBy(["AT", "AU", "CH", "CA", "AR"], formatsFor("en").country)).toEqual([
      "AR",
      "AU",
      "AT",
      "CA",
      "CH",
    ]);
    const de = formatsFor("pt").sortedBy(["DE", "ES", "AT"], formatsFor("pt").country);
    expect(de).toEqual(["DE", "AT", "ES"]); // Alemanha, Áustria, Espanha
  });

  it("names countries and languages in the page's language", () => {
    expect(formatsFor("pt").country("DE")).toBe("Alemanha");
    expect(formatsFor("en").language("de")).toBe("German");
    expect(formatsFor("fr").language("uk")).toBe("ukrainien");
    expect(formatsFor("bn").language("en")).toBe("ইংরেজি");
  });

  it("writes percentages the way the language does", () => {
    expect(formatsFor("en").percent(96.5)).toBe("96.5%");
    expect(plain(formatsFor("fr").percent(96.5))).toBe("96,5 %");
    expect(formatsFor("bn").percent(96.5)).toBe("৯৬.৫%");
    expect(formatsFor("en").percent(100)).toBe("100%");
  });
});

describe("remembered answers", () => {
  it("answer a value asked again as the first time, a Date as its ISO text, and past their 1,000 values too", () => {
    const en = formatsFor("en");
    const direct = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
    const days = Array.from({ length: 1500 }, (_, i) => new Date(Date.UTC(2020, 0, 1 + i, 22, 30)));
    for (const day of days) expect(en.date(day.toISOString())).toBe(direct.format(day));
    for (const day of days) expect(en.date(day)).toBe(direct.format(day));
    expect(en.date(days[0]!.toISOString())).toBe("Jan 1, 2020");
    for (let i = 0; i < 1500; i++) expect(en.score(i / 10)).toBe((i / 10).toFixed(1));
    expect(en.amount(5, "GBP")).toBe("£5");
    expect(en.amount(5, "EUR")).toBe("€5");
    expect(en.amount(5.5, "GBP")).toBe("£5.50");
    expect(formatsFor("fr").country("GB")).toBe("Royaume-Uni");
    expect(en.country("GB")).toBe("United Kingdom");
  });
});

describe("formatters", () => {
  const { ListFormat, DateTimeFormat } = Intl;
  afterEach(() => Object.assign(Intl, { ListFormat, DateTimeFormat }));

  it("are made when first used, once", () => {
    const made = { lists: 0, dates: 0 };
    Object.assign(Intl, {
      ListFormat: class extends ListFormat {
        constructor(...args: ConstructorParameters<typeof ListFormat>) {
          super(...args);
          made.lists++;
        }
      },
      DateTimeFormat: class extends DateTimeFormat {
        constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
          super(...args);
          made.dates++;
        }
      },
    });
    const pe = formatsFor("pe"); // no other test of this file writes in this language
    expect(pe.score(7)).toBe("7.0");
    expect(made).toEqual({ lists: 0, dates: 0 });
    expect(pe.list(["Perú", "México"])).toBe("Perú y México");
    expect(pe.list(["a", "b", "c"])).toBe("a, b y c");
    expect(made).toEqual({ lists: 1, dates: 0 });
  });
});
