import { hash, randomBytes } from "node:crypto";
import type { PartFragments } from "./ui/part-fragments";

/**
 * The HTML of deferred parts (app/ui/deferred.tsx) as pages rendered it, kept by the process and written
 * again as it was when a page renders the same part at the same place with the same props
 * (docs/decisions/0065). A part's HTML depends on nothing else: its key holds the page's address, language
 * and country, the part, its place in the tree (React's id of it, from which the ids inside derive) and its
 * props' JSON. A change to what a part shows changes its props, hence its key: nothing is ever stale, and
 * the least recently used go first once the cache holds `MAX_CHARACTERS`.
 *
 * The HTML is taken from the render's own output, as React writes it (render-document.server.ts): a part
 * to keep is marked by its wrapper's `data-deferred` value, which the tap writes back as "waiting", and its
 * HTML is the Suspense boundary that follows, up to the boundary's end. So a page is the same bytes whether
 * its parts were rendered or written from here.
 */
const MAX_CHARACTERS = 16_000_000;

/**
 * What marks a part to keep: "waiting", the wrapper's value, a private-use character, a token of the render
 * (a page's text could read like a mark, but not guess it) and the key's number in the render.
 */
const WAITING = "waiting";
const MARK_START = WAITING.charCodeAt(0);
/**
 * React's marks of a completed Suspense boundary, of one that failed, and of a boundary's end: its stream
 * writes each as a piece of its own. A kept part written again is one piece that starts like a boundary
 * and holds its end, so only pieces equal to a mark count.
 */
const BOUNDARY = "<!--$-->";
const FAILED_BOUNDARY = "<!--$!-->";
const BOUNDARY_END = "<!--/$-->";

/** HTML by key, the least recently used first out once they hold more than `budget` characters. */
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
    if (html.length > this.budget) return;
    this.delete(key);
    this.entries.set(key, html);
    this.characters += html.length;
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
    this.characters -= html.length;
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
  const marked: string[] = [];
  let mark = "";
  const captured = new Map<string, string>();

  const parts: PartFragments = {
    keyOf(part, place, props) {
      let text = `${scope}\u0001${part}\u0001${place}`;
      for (const name in props) {
        const value = props[name];
        if (typeof value === "function" || isElement(value)) return null;
        text += `\u0001${name}\u0002${digestOf(value)}`;
      }
      return text;
    },
    html: (key) => kept.get(key),
    capture(key) {
      if (marked.length === 0) mark = `${WAITING}\uE000${randomBytes(9).toString("base64url")}:`;
      marked.push(key);
      return `${mark}${marked.length - 1}`;
    },
  };

  // The part marked last, waiting for its boundary; the parts being read, innermost last.
  let armed: string | null = null;
  const open: { key: string; depth: number; pieces: string[] }[] = [];
  function tap(piece: string): string {
    // The page is written once it is rendered whole: a render that marked nothing has nothing to take.
    if (marked.length === 0) return piece;
    if (piece.charCodeAt(0) === MARK_START && piece.startsWith(mark)) {
      armed = marked[Number(piece.slice(mark.length))] ?? null;
      piece = WAITING;
    } else if (armed !== null) {
      // The mark is followed by the attribute's closing quote, the tag's end, then the boundary.
      if (piece === BOUNDARY) open.push({ key: armed, depth: 0, pieces: [] });
      if (piece !== '"' && piece !== ">") armed = null;
    }
    for (let i = open.length - 1; i >= 0; i--) {
      const part = open[i]!;
      part.pieces.push(piece);
      if (piece === BOUNDARY || piece === FAILED_BOUNDARY) part.depth++;
      else if (piece === BOUNDARY_END && --part.depth === 0) {
        captured.set(part.key, part.pieces.join(""));
        open.splice(i, 1);
      }
    }
    return piece;
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
