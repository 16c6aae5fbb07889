import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pick } from "#contracts/locales";
import { freshDatabase } from "#tests/helpers/database";
import { inLanguage } from "./in-language";
import { casinoTypes } from "./schema";

describe("inLanguage: a translatable column as a page in one language reads it", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase();
    await database.db.insert(casinoTypes).values([
      {
        slug: "crypto",
        name: { en: "Crypto casinos", pt: "Casinos cripto", fr: "Casinos crypto", ua: "Криптоказино" },
        description: { en: "Pay in coins.", pt: "Pague em moedas." },
      },
      { slug: "mobile", name: { en: "Mobile casinos" }, description: null },
    ]);
  });
  afterAll(() => database.drop());

  const read = (locale: "pt" | "fr" | "en" | "bn" | ReturnType<typeof sql.placeholder>) =>
    database.db
      .select({ name: inLanguage(casinoTypes.name, locale), description: inLanguage(casinoTypes.description, locale) })
      .from(casinoTypes)
      .orderBy(asc(casinoTypes.slug));

  it("carries the language's text and English, and none of the others", async () => {
    const [crypto] = await read("pt");
    expect(crypto).toEqual({
      name: { en: "Crypto casinos", pt: "Casinos cripto" },
      description: { en: "Pay in coins.", pt: "Pague em moedas." },
    });
  });

  it("leaves out a language the text is not written in, so that pick falls back to English", async () => {
    const [crypto, mobile] = await read("bn");
    expect(crypto!.name).toEqual({ en: "Crypto casinos" });
    expect(pick(crypto!.name, "bn")).toBe("Crypto casinos");
    expect(pick(mobile!.name, "bn")).toBe("Mobile casinos");
  });

  it("keeps a column that is null null", async () => {
    const [, mobile] = await read("fr");
    expect(mobile!.description).toBeNull();
  });

  it("reads English alone for an English page", async () => {
    const [crypto] = await read("en");
    expect(crypto!.name).toEqual({ en: "Crypto casinos" });
  });

  it("takes the language as a prepared statement's placeholder", async () => {
    const statement = database.db
      .select({ name: inLanguage(casinoTypes.name, sql.placeholder("locale")) })
      .from(casinoTypes)
      .orderBy(asc(casinoTypes.slug))
      .prepare("in_language_test");
    expect((await statement.execute({ locale: "ua" }))[0]!.name).toEqual({ en: "Crypto casinos", ua: "Криптоказино" });
    expect((await statement.execute({ locale: "fr" }))[0]!.name).toEqual({
      en: "Crypto casinos",
      fr: "Casinos crypto",
    });
  });
});
