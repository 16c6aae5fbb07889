import type { Db } from "#db/client";

export type Counted = <T>(read: () => Promise<T>) => Promise<{ result: T; statements: number }>;

/**
 * Counts the statements `db` sends from now on (every statement of both drivers goes through their
 * client's `query`: PGlite, or the pg pool) and gives `counted`: a read's result and the statements it sent.
 */
export function countStatements(db: Db): Counted {
  let statements = 0;
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    statements++;
    return query(...args);
  };
  return async (read) => {
    const before = statements;
    const result = await read();
    return { result, statements: statements - before };
  };
}
