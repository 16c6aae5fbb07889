/** A query string as an object: a repeated parameter is an array of its values. */
export type QueryInput = Record<string, string | string[]>;

/**
 * The one reader of query strings, for the API and the pages alike. It groups in a Map, so a parameter
 * named like a built-in object key (`constructor`, `__proto__`, `toString`) is a parameter like any
 * other: an own key of the result, never the object's prototype or one of its methods.
 */
export function queryObject(params: URLSearchParams): QueryInput {
  const grouped = new Map<string, string[]>();
  for (const [key, value] of params) {
    const values = grouped.get(key);
    if (values) values.push(value);
    else grouped.set(key, [value]);
  }
  const out: QueryInput = {};
  for (const [key, values] of grouped) {
    Object.defineProperty(out, key, {
      value: values.length === 1 ? values[0]! : values,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}
