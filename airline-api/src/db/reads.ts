import type { Db } from './client';

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => PromiseLike<T[K]> };

/** Whether `db` is a transaction (drizzle's PgTransaction is the database with a `rollback`). */
export function isTransaction(db: object): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}

/**
 * Runs independent reads: side by side on the pool, where each may take a connection of its own, and one after
 * another in a transaction, whose one connection runs one query at a time (node-postgres queues a second query
 * and warns that it will refuse it in its next major version). The answers come back in the reads' order.
 */
export async function readAll<T extends readonly unknown[]>(db: Db, reads: Reads<T>): Promise<T> {
  if (!isTransaction(db)) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as unknown as T;
}
