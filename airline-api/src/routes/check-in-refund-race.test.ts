// @postgres (decision 57): the interleaving this file shows happens only where transactions run side by side.
import { sql } from 'drizzle-orm';
import { CheckInDataSchema, ResultCode, TicketStatus, UpstreamPath } from '@/lib/contract';
import { flightFacts } from '../check-in/trip-view';
import { caller, codeOf, okData } from '../../test/account-api';
import { adult } from '../../test/booking-api';
import { TEST_DATABASE_URL } from '../../test/test-postgres';
import { DB_TEST_TIMEOUT_MS } from '../../test/test-server';
import {
  app,
  before,
  commitCall,
  commitFields,
  demo,
  HOUR,
  listOf,
  serveRefunds,
  ticketed,
  ticketsOf,
} from '../../test/refund-scene';

// Issue 32 §6 (the check-in/refund guard, decision 21 and 23): a refund committed while a check-in of the same
// ticket is inside its transaction waits for the check-in's lock on the segment's tickets, then sees the check-in
// and is refused. Without that lock both stood: the refund took the ticket the check-in had already read usable.
jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

jest.mock('../check-in/trip-view', () => {
  const actual = jest.requireActual<typeof import('../check-in/trip-view')>('../check-in/trip-view');
  return { ...actual, flightFacts: jest.fn(actual.flightFacts) };
});

serveRefunds();

const ON_POSTGRES = !!TEST_DATABASE_URL;

/** Whether a session of this database is waiting for a lock (PostgreSQL's own account of it). */
async function someoneWaits(): Promise<boolean> {
  const rows = (await app.airline.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows?: { n: number }[] } & { n: number }[];
  const first = rows.rows ? rows.rows[0] : rows[0];
  return (first?.n ?? 0) > 0;
}

it('refuses a refund committed while a check-in of the ticket is inside its transaction', async () => {
  const b = await ticketed([adult()], { token: demo });
  await before(b, 47 * HOUR, true);
  b.token = demo;
  const fields = await commitFields(b);
  const real = jest.requireActual<typeof import('../check-in/trip-view')>('../check-in/trip-view').flightFacts;
  let refund: ReturnType<typeof commitCall> | null = null;
  let settled = false;
  // The check-in, holding its locks, lets the refund commit; it goes on once the refund has answered or waits on a
  // lock. PGlite runs one transaction at a time, so there the refund is sent after the check-in instead.
  jest.mocked(flightFacts).mockImplementation(async (db, ...rest) => {
    if (ON_POSTGRES && db !== app.airline.db && !refund) {
      refund = commitCall(fields, { token: demo });
      void refund.finally(() => (settled = true));
      while (!settled && !(await someoneWaits())) await new Promise((r) => setImmediate(r));
    }
    return real(db, ...rest);
  });
  try {
    const checkIn = await caller(app).post(
      UpstreamPath.checkIn,
      { orderNo: b.orderNo, segmentIndex: 0, passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true },
      demo,
    );
    expect(okData(CheckInDataSchema, checkIn).passes[0]!.passengerId).toBe(b.passengerIds[0]);
    const answer = await (refund ?? commitCall(fields, { token: demo }));
    expect(codeOf(answer)).toBe(ResultCode.REFUND_CHECKED_IN);
  } finally {
    jest.mocked(flightFacts).mockImplementation(real);
  }
  expect(await listOf(b)).toEqual([]);
  expect((await ticketsOf(b.orderNo))[0]!.ticketStatus).toBe(TicketStatus.ISSUED);
});
