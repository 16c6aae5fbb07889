import { LOCALE_INFO, type Locale } from "#contracts/locales";
import type { Catalog, PageCatalog } from "./catalogs/en";

type PluralSuffix = "one" | "few" | "many" | "other";
type Leaves<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
type WithoutPlural<Key> = Key extends `${infer Base}_${PluralSuffix}` ? Base : Key;

/** Every message key of the catalogs; a plural message is named without its suffix. */
export type MessageKey = WithoutPlural<Leaves<Catalog>>;
export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

type Tree = { [key: string]: string | Tree };

/**
 * The whole of our i18n runtime: dotted-key lookup, `{{name}}` interpolation, and CLDR plurals through
 * Intl.PluralRules when a `count` is given (`key_one`, `key_few`, `key_many`, `key_other`). It replaced
 * i18next in the browser to keep the first load inside the JS budget (docs/decisions/0006).
 */
export function createTranslator(locale: Locale, messages: PageCatalog): Translate {
  // Made when first needed: a browser's Intl formatters are costly to make (app/ui/format.ts, `lazy`).
  let plurals: Intl.PluralRules | undefined;
  // Numbers in the language's digits (৮, not 8, on Bengali pages); no separator in four digits (a year).
  let numbers: Intl.NumberFormat | undefined;
  const written = (value: unknown) =>
    typeof value === "number"
      ? (numbers ??= new Intl.NumberFormat(LOCALE_INFO[locale].bcp47, { useGrouping: "min2" })).format(value)
      : String(value);
  // A translator lives as long as its catalog (app/ui/i18n.tsx): each key is walked to, and its text cut at
  // its `{{name}}`s, once. A message is its text, or its pieces: text, name, text, name, …, text.
  const found = new Map<string, Message | undefined>();
  const lookup = (path: string): Message | undefined => {
    let message = found.get(path);
    if (message !== undefined || found.has(path)) return message;
    let node: string | Tree | undefined = messages as unknown as Tree;
    for (const part of path.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node === "string") message = node.includes("{{") ? node.split(PLACEHOLDER) : node;
    found.set(path, message);
    return message;
  };
  return (key, values) => {
    const count = values?.count;
    const message =
      typeof count === "number"
        ? (lookup(`${key}_${(plurals ??= new Intl.PluralRules(LOCALE_INFO[locale].bcp47)).select(count)}`) ??
          lookup(`${key}_other`) ??
          lookup(key))
        : lookup(key);
    if (message === undefined) return key;
    if (typeof message === "string") return message;
    let text = message[0]!;
    for (let i = 1; i < message.length; i += 2) {
      const name = message[i]!;
      const value = values?.[name];
      text += (value === undefined ? `{{${name}}}` : written(value)) + message[i + 1]!;
    }
    return text;
  };
}

/** A message's `{{name}}`s: split by it, a text's pieces alternate text and name. */
const PLACEHOLDER = /\{\{(\w+)\}\}/;
type Message = string | string[];

/** A table of catalog keys (value → key) as a table of their words (value → text). */
export function translateAll<K extends string>(t: Translate, keys: Record<K, MessageKey>): Record<K, string> {
  return Object.fromEntries(Object.entries<MessageKey>(keys).map(([value, key]) => [value, t(key)])) as Record<
    K,
    string
  >;
}
