// @postgres (decision 57): npm test runs it on PostgreSQL too, for a migration that backfills data.
import fs from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testDatabase, type TestDatabase } from '../../test/test-server';
import { openDatabase, type Database } from './client';
import { orderPassenger } from './schema';

// Migration 0023 (decision 50; issue 28 §1): orders made before the booking kept the family's choice get the
// guardian the position rule gave them: each infant on the next adult who carries none, children with the first.

jest.setTimeout(DB_TEST_TIMEOUT_MS);

const BACKFILL = fs.readFileSync(path.join(__dirname, 'migrations', '0023_guardians.sql'), 'utf8');

let own: TestDatabase;
let database: Database;
beforeAll(async () => {
  own = await testDatabase();
  database = await openDatabase(own.option);
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => {
  await database?.close();
  await own?.close();
});

type Row = { orderNo: string; type: 'ADT' | 'CHD' | 'INF'; guardian?: string | null; id?: string };

async function insert(rows: Row[]) {
  const index = new Map<string, number>();
  await database.db.insert(orderPassenger).values(
    rows.map((r) => {
      const i = index.get(r.orderNo) ?? 0;
      index.set(r.orderNo, i + 1);
      return {
        orderNo: r.orderNo,
        psgIndex: i,
        passengerId: r.id ?? `${r.orderNo}-${i}`,
        type: r.type,
        gender: 'F' as const,
        birthday: r.type === 'ADT' ? '1990-01-01' : r.type === 'CHD' ? '2019-01-01' : '2026-05-01',
        nationality: 'CN',
        certificateType: 'NI',
        certificateNumber: `X${r.orderNo}${i}`,
        guardianPassengerId: r.guardian ?? null,
      };
    }),
  );
}

const guardians = async (orderNo: string) =>
  (await database.db.select().from(orderPassenger).orderBy(asc(orderPassenger.psgIndex)))
    .filter((p) => p.orderNo === orderNo)
    .map((p) => p.guardianPassengerId);

it('names the positional guardian of every child and infant, and leaves those already named', async () => {
  await insert([
    // Two adults, a child and two infants: the infants on the adults in order, the child with the first.
    { orderNo: 'A', type: 'ADT' },
    { orderNo: 'A', type: 'ADT' },
    { orderNo: 'A', type: 'CHD' },
    { orderNo: 'A', type: 'INF' },
    { orderNo: 'A', type: 'INF' },
    // An infant added later on the first adult (named): the booked infant goes to the second adult.
    { orderNo: 'B', type: 'ADT' },
    { orderNo: 'B', type: 'ADT' },
    { orderNo: 'B', type: 'INF' },
    { orderNo: 'B', type: 'INF', guardian: 'B-0' },
    // More infants than adults (not a valid booking): the one without an adult stays unnamed.
    { orderNo: 'C', type: 'ADT' },
    { orderNo: 'C', type: 'INF' },
    { orderNo: 'C', type: 'INF' },
    // Adults alone: nothing to name.
    { orderNo: 'D', type: 'ADT' },
  ]);
  await database.sql(BACKFILL);
  expect(await guardians('A')).toEqual([null, null, 'A-0', 'A-0', 'A-1']);
  expect(await guardians('B')).toEqual([null, null, 'B-1', 'B-0']);
  expect(await guardians('C')).toEqual([null, 'C-0', null]);
  expect(await guardians('D')).toEqual([null]);
  // Run again, it changes nothing.
  await database.sql(BACKFILL);
  expect(await guardians('A')).toEqual([null, null, 'A-0', 'A-0', 'A-1']);
});
