const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Text a database can hold: no NUL character (PostgreSQL refuses it in text) and no broken UTF-16 (a
 * lone surrogate, which no UTF-8 encodes). Every string of a request is held to it at the edge.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

/**
 * The paths of the strings and keys in a JSON value that are not storable text (`["text"]`,
 * `["target", "slug"]`, `[]` for the value itself), at most `limit` of them.
 */
export function unstorableTextPaths(value: unknown, limit = 20): string[][] {
  const out: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (out.length >= limit) return;
    if (typeof node === "string") {
      if (!isStorableText(node)) out.push(path);
    } else if (Array.isArray(node)) {
      node.forEach((item, i) => walk(item, [...path, String(i)]));
    } else if (node !== null && typeof node === "object") {
      for (const [key, item] of Object.entries(node)) {
        if (!isStorableText(key)) out.push(path);
        else walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return out;
}
