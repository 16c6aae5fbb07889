import { describe, expect, it } from "vitest";
import { LOCALES } from "#contracts/locales";
import type { MessageKey } from "#i18n/translator";
import { translatorFor } from "#i18n/catalogs.server";
import { PROVIDER_NAMES } from "./names";
import { CASINO_TYPE_TEXTS, GAME_CATEGORY_TEXTS } from "./texts/reference";

/**
 * Issue 15, rule 6: titles without doubled words ("Crypto casino casinos"). The sub-catalogue titles and
 * descriptions quote a casino type's, game category's or studio's name: with every demo name, in every
 * language, no word follows itself (nor its plural: "casino casinos").
 */
function doubledWords(text: string): string[] {
  // Within a phrase: a label and its value ("Tipo de casino: Casino online") are not a doubled word.
  return text.split(/[:;,.!?()«»"“”„]/u).flatMap(doubledInPhrase);
}

function doubledInPhrase(phrase: string): string[] {
  const words = phrase.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.flatMap((word, i) => {
    const next = words[i + 1];
    if (next === undefined || Math.min(word.length, next.length) < 3) return [];
    const [short, long] = word.length <= next.length ? [word, next] : [next, word];
    return long.startsWith(short) && long.length - short.length <= 2 ? [`${word} ${next}`] : [];
  });
}

const TEMPLATES: Array<{ keys: MessageKey[]; names: (locale: (typeof LOCALES)[number]) => string[] }> = [
  { keys: ["casino.byType", "seo.casinosByType"], names: (l) => CASINO_TYPE_TEXTS.map((type) => type.name[l]) },
  { keys: ["casino.byGame", "seo.casinosByGame"], names: (l) => GAME_CATEGORY_TEXTS.map((game) => game.name[l]) },
  { keys: ["casino.byProvider", "seo.casinosByProvider"], names: () => [...PROVIDER_NAMES] },
];

describe("sub-catalogue titles", () => {
  it("finds a doubled word, and its plural", () => {
    expect(doubledWords("Crypto casino casinos, safest first")).toEqual(["casino casinos"]);
    expect(doubledWords("Казино казино")).toEqual(["казино казино"]);
    expect(doubledWords("Casinos with Quarry Games games")).toEqual(["games games"]);
    expect(doubledWords("Tipo de casino: Casino online")).toEqual([]);
  });

  it.each(LOCALES)("never double a word with a demo name (%s)", (locale) => {
    const t = translatorFor(locale);
    const doubled = TEMPLATES.flatMap(({ keys, names }) =>
      keys.flatMap((key) => names(locale).flatMap((name) => doubledWords(t(key, { name })).map((w) => `${key}: ${w}`))),
    );
    expect(doubled).toEqual([]);
  });
});
