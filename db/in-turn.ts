/**
 * Runs steps one after the other and answers their results in order: `Promise.all` without two queries
 * at once. Inside a transaction every statement goes through one connection, where node-postgres queues
 * a query sent while another runs (deprecated; pg 9 refuses it). Each step is a function, so nothing
 * starts before its turn (a Drizzle query starts when awaited, an async function when called).
 */
export async function inTurn<T extends readonly unknown[]>(
  ...steps: { [K in keyof T]: () => T[K] }
): Promise<{ -readonly [K in keyof T]: Awaited<T[K]> }> {
  const results: unknown[] = [];
  for (const step of steps) results.push(await step());
  return results as { -readonly [K in keyof T]: Awaited<T[K]> };
}
