import { hash, randomBytes } from "node:crypto";
import type { PartFragments, PartMarks } from "./ui/part-fragments";

/**
 * The HTML of kept parts (app/ui/kept.tsx: deferred parts and components made with `kept()`) as pages
 * rendered it, kept by the process and written again as it was when a page renders the same part at the
 * same place with the same props (docs/decisions/0065, 0066). A part's HTML depends on nothing else: its key
 * holds the page's address, language and country, the part, its place in the tree (React's id of it, from
 * which the ids inside derive) and its props' JSON. A change to what a part shows changes its props, hence
 * its key: nothing is ever stale, and the least recently used go first once the cache holds
 * `MAX_CHARACTERS`.
 *
 * The HTML is taken from the render's own output, as React writes it (render-document.server.ts): a part to
 * keep is rendered between two marks, texts the tap (called with every piece of the output) takes out, and
 * its HTML is what came between them. A part written again is a mark the tap replaces with its HTML. So a
 * page is the same bytes whether its parts were rendered or written from here.
 */
const MAX_CHARACTERS = 16_000_000;

/**
 * React's stream writes each text as a piece of its own, and `<!-- -->` between two texts side by side.
 * A mark is a text: the separator it made, before it or after it, goes with it (a part starts and ends with
 * a tag, app/ui/kept.tsx).
 */
const SEPARATOR = "<!-- -->";
/**
 * A mark's start: a private-use character and a secret of the process. A page's text could read like a
 * mark, but cannot guess it: the marks never reach a page. Then the mark's kind and its number in the render.
 */
const MARK = `\uE000${randomBytes(12).toString("base64url")}`;
const MARK_START = MARK.charCodeAt(0);

/** HTML by key, the least recently used first out once keys and HTML hold more than `budget` characters. */
export class KeptFragments {
  private readonly entries = new Map<string, string>();
  private characters = 0;

  constructor(private readonly budget: number) {}

  get(key: string): string | undefined {
    const html = this.entries.get(key);
    if (html === undefined) return undefined;
    // Map keeps insertion order: the first key is the least recently used.
    this.entries.delete(key);
    this.entries.set(key, html);
    return html;
  }

  set(key: string, html: string): void {
    if (key.length + html.length > this.budget) return;
    this.delete(key);
    this.entries.set(key, html);
    this.characters += key.length + html.length;
    while (this.characters > this.budget) this.delete(this.entries.keys().next().value!);
  }

  clear(): void {
    this.entries.clear();
    this.characters = 0;
  }

  private delete(key: string): void {
    const html = this.entries.get(key);
    if (html === undefined) return;
    this.entries.delete(key);
    this.characters -= key.length + html.length;
  }
}

const kept = new KeptFragments(MAX_CHARACTERS);

/** Forgets every kept part (tests). */
export function forgetPartFragments(): void {
  kept.clear();
}

/** One render's view of the kept parts, and what it keeps of its own once it succeeded. */
export interface PageFragments {
  /** What the render's parts are given (app/ui/part-fragments.ts). */
  parts: PartFragments;
  /** Reads each piece of the render's output in order and gives back the piece to write. */
  tap(piece: string): string;
  /** Keeps what the render marked; only for a render that succeeded. */
  keep(): void;
}

/**
 * The kept parts for one render of a page. `scope` says what, beyond its props and its place, a part's
 * HTML may depend on: the page's address (with its host: the market), language and country.
 */
export function pageFragments(scope: string): PageFragments {
  const digests = new WeakMap<object, string>();
  const digestOf = (value: unknown): string => {
    if (typeof value !== "object" || value === null) return digest(String(JSON.stringify(value)));
    let text = digests.get(value);
    // The same loader data often goes to several parts (a casino's facts to each of its tabs).
    if (text === undefined) digests.set(value, (text = digest(JSON.stringify(value))));
    return text;
  };
  const keyOf = (part: number, place: string, props: Readonly<Record<string, unknown>>): string | null => {
    for (const name in props) {
      const value = props[name];
      if (typeof value === "function" || isElement(value)) return null;
    }
    let text = `${scope}\u0001${part}\u0001${place}`;
    for (const name in props) text += `\u0001${name}\u0002${digestOf(props[name])}`;
    return text;
  };
  // What each of the render's marks stands for, by its number.
  const numbered: ({ html: string } | { key: string })[] = [];
  const markOf = (kind: "w" | "s" | "e", number: number): string => `${MARK}${kind}${number}`;
  const number = (meaning: { html: string } | { key: string }): number => numbered.push(meaning) - 1;

  const parts: PartFragments = {
    marks(part, place, props): PartMarks | null {
      const key = keyOf(part, place, props);
      if (key === null) return null;
      const html = kept.get(key);
      if (html !== undefined) return { written: markOf("w", number({ html })) };
      const n = number({ key });
      return { start: markOf("s", n), end: markOf("e", n) };
    },
  };

  // The parts being read, innermost last; the separator held back until the next piece says whose it is.
  const open: { n: number; pieces: string[] }[] = [];
  const captured = new Map<string, string>();
  let held = "";
  let afterMark = false;
  const emit = (text: string): string => {
    for (const part of open) part.pieces.push(text);
    return text;
  };
  function tap(piece: string): string {
    // The page is written once it is rendered whole: a render that marked nothing has nothing to do here.
    if (numbered.length === 0) return piece;
    if (piece === SEPARATOR) {
      if (afterMark) {
        afterMark = false;
        return "";
      }
      const before = held;
      held = piece;
      return emit(before);
    }
    const before = held;
    held = "";
    afterMark = false;
    if (piece.charCodeAt(0) !== MARK_START || !piece.startsWith(MARK)) return emit(before + piece);
    afterMark = true;
    const kind = piece.charAt(MARK.length);
    const n = Number(piece.slice(MARK.length + 1));
    const meaning = numbered[n];
    if (kind === "w" && meaning && "html" in meaning) return emit(meaning.html);
    if (kind === "s") open.push({ n, pieces: [] });
    else if (kind === "e" && open.at(-1)?.n === n && meaning && "key" in meaning) {
      const html = open.pop()!.pieces.join("");
      // A part starting or ending with a text would not be the same bytes written again.
      if (html === "" || (html.startsWith("<") && html.endsWith(">"))) captured.set(meaning.key, html);
    }
    return "";
  }

  return {
    parts,
    tap,
    keep() {
      for (const [key, html] of captured) kept.set(key, html);
    },
  };
}

function digest(text: string): string {
  return hash("sha256", text, "base64");
}

function isElement(value: unknown): boolean {
  return typeof value === "object" && value !== null && "$$typeof" in value;
}
