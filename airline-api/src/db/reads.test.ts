import { isTransaction, readAll } from './reads';
import type { Db } from './client';

/** A read that records when it starts and ends, so the test sees whether two reads overlapped. */
function recorder() {
  const events: string[] = [];
  const read = (name: string, value: number) => async () => {
    events.push(`start ${name}`);
    await new Promise((resolve) => setImmediate(resolve));
    events.push(`end ${name}`);
    return value;
  };
  return { events, read };
}

describe('readAll (node-postgres runs one query at a time on a transaction)', () => {
  it('runs reads side by side on the database and answers in their order', async () => {
    const { events, read } = recorder();
    const db = {} as Db;
    await expect(readAll(db, [read('a', 1), read('b', 2)])).resolves.toEqual([1, 2]);
    expect(events).toEqual(['start a', 'start b', 'end a', 'end b']);
  });

  it('runs them one after another in a transaction', async () => {
    const { events, read } = recorder();
    const tx = { rollback: () => undefined } as unknown as Db;
    await expect(readAll(tx, [read('a', 1), read('b', 2)])).resolves.toEqual([1, 2]);
    expect(events).toEqual(['start a', 'end a', 'start b', 'end b']);
  });

  it('tells a transaction from the database', () => {
    expect(isTransaction({ rollback: () => undefined })).toBe(true);
    expect(isTransaction({ transaction: () => undefined })).toBe(false);
  });
});
