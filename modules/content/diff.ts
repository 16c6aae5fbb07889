import { diffLines, diffWords } from "diff";
import type { DiffPart, FieldDiff } from "#contracts/content";

/** A field's value as text; a list's items one per line. */
interface FlatValue {
  text: string;
  list: boolean;
}

/**
 * A document as fields: nested objects by their dotted path (`summary.pt`, `withdrawalLimit.month`); a list
 * is one field with an item per line (a licence, a payment method …); absent and null values are left out.
 */
export function flatten(value: unknown, path = "", into = new Map<string, FlatValue>()): Map<string, FlatValue> {
  if (value === null || value === undefined) return into;
  if (Array.isArray(value)) {
    const lines = value.map((item) => (typeof item === "string" ? item : JSON.stringify(item)));
    if (lines.length > 0) into.set(path, { text: lines.join("\n"), list: true });
  } else if (typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) flatten(inner, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, { text: String(value), list: false });
  }
  return into;
}

const parts = (changes: DiffPart[]): DiffPart[] =>
  changes.map(({ value, added, removed }) => ({ value, ...(added ? { added } : {}), ...(removed ? { removed } : {}) }));

/** Lines compare whole when each ends with its newline. */
const asLines = (text: string | null) => (text === null ? "" : `${text}\n`);

/**
 * What changed from one revision's document to another's, field by field in the order the fields first
 * appear: texts word by word, lists item by item (jsdiff). Fields that are the same are left out.
 */
export function diffDocuments(before: unknown, after: unknown): FieldDiff[] {
  const old = flatten(before);
  const now = flatten(after);
  const fields = [...new Set([...old.keys(), ...now.keys()])];
  return fields.flatMap((field) => {
    const a = old.get(field) ?? null;
    const b = now.get(field) ?? null;
    if (a?.text === b?.text) return [];
    const list = Boolean(a?.list || b?.list);
    const [x, y] = [a?.text ?? null, b?.text ?? null];
    const changes = list ? diffLines(asLines(x), asLines(y)) : diffWords(x ?? "", y ?? "");
    return [{ field, before: x, after: y, parts: parts(changes) }];
  });
}
