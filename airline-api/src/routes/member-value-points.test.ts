// @postgres (decision 57): npm test runs it on PostgreSQL too, for points and supplements.
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  PointsDetailDataSchema,
  ResultCode,
  SupplementApplicationSchema,
  SupplementListDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { addWorkingDays } from '@/lib/domain/change-refund-fees';
import { SUPPLEMENT_WAIT_WORKING_DAYS, addDays, pointsForFare } from '@/lib/domain/member-value-rules';
import { issueLogin } from '../account/tokens';
import { DEMO_PHONE, PLAIN_PHONE } from '../db/seed/members';
import { busiParameter, member, orderTicket, pointsRecord, realName } from '../db/schema';
import { REVIEW_SWITCH } from '../member-value/supplement-review';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { reserveBody, reserveCall, standardFare } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TEST_NOW, testServer } from '../../test/test-server';
import { flightOnNextDay, ticketNosOf, ticketedOrder } from '../../test/ticketed-order';

// Decision 65; spec §2 points detail by 1, 2 or 3 months, §5 and §9 points supplement (30 days, after 14 Feb 2017,
// one a day), §9 100 points = 1 unit; the balance stays exact under spends sent at once.

jest.setTimeout(DB_TEST_TIMEOUT_MS * 4);

let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  demo = await loginToken(app, { cellphone: DEMO.cellphone, password: DEMO.password, remember: true });
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password, remember: true });
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

const api = () => caller(app);
const at = (iso: string) => setOffset(app, Date.parse(iso) - TEST_NOW);
const rowOf = async (phone: string) =>
  (await app.airline.db.select().from(member).where(eq(member.cellphone, phone)))[0]!;
const detail = async (months: number, token = demo) =>
  okData(PointsDetailDataSchema, await api().post(UpstreamPath.pointsDetail, { months }, token));
const apply = (body: Record<string, unknown>, token = demo) =>
  api().post(UpstreamPath.pointsSupplementApply, body, token);
let day = 0;

describe('points detail', () => {
  it('lists the member’s own records of the last 1, 2 or 3 months, newest first', async () => {
    const [one, two, three] = [await detail(1), await detail(2), await detail(3)];
    expect(one.currentPoints).toBe(12_800);
    // Seeded 6, 20, 40, 50 and 75 days back.
    expect([one.total, two.total, three.total]).toEqual([2, 4, 5]);
    expect(three.records.map((r) => r.reason)).toEqual([
      'FLIGHT',
      'SEAT_DEDUCTION',
      'SUPPLEMENT',
      'ORDER_DEDUCTION',
      'FLIGHT',
    ]);
    expect(one.from).toBe('2026-11-01');
    expect(await detail(3, plain)).toMatchObject({ currentPoints: 0, records: [], total: 0 });
    expect(codeOf(await api().post(UpstreamPath.pointsDetail, { months: 6 }, demo))).toBe(ResultCode.BAD_REQUEST);
    expect(codeOf(await api().post(UpstreamPath.pointsDetail, { months: 1 }))).toBe(ResultCode.NOT_LOGGED_IN);
  });

  it('spends exactly under bookings sent at once: the balance falls by the records’ sum and never below 0', async () => {
    await app.airline.db.update(member).set({ points: 1_000 }).where(eq(member.cellphone, PLAIN_PHONE));
    const { fareId } = await standardFare(app, 3);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => reserveCall(app, reserveBody([fareId], { points: 300 }), { token: plain })),
    );
    const ok = answers.map(codeOf).filter((c) => c === ResultCode.OK).length;
    expect(ok).toBeGreaterThan(0);
    expect(ok).toBeLessThanOrEqual(3);
    const row = await rowOf(PLAIN_PHONE);
    expect(row.points).toBe(1_000 - 300 * ok);
    const records = await app.airline.db.select().from(pointsRecord).where(eq(pointsRecord.memberId, row.id));
    expect(records.reduce((sum, r) => sum + r.delta, 0)).toBe(row.points - 1_000);
    expect((await detail(1, plain)).records.map((r) => r.reason)).toEqual(Array(ok).fill('ORDER_DEDUCTION'));
  });
  it('refuses spending points while the real-name certification has expired (spec §6)', async () => {
    const { id } = await rowOf(DEMO_PHONE);
    const [rn] = await app.airline.db.select().from(realName).where(eq(realName.memberId, id));
    await app.airline.db
      .update(realName)
      .set({ reviewedAt: new Date(TEST_NOW - 3000 * 86_400_000) })
      .where(eq(realName.memberId, id));
    try {
      const { fareId } = await standardFare(app, 4);
      const res = await reserveCall(app, reserveBody([fareId], { points: 100 }), { token: demo });
      expect(codeOf(res)).toBe(ResultCode.REAL_NAME_EXPIRED);
    } finally {
      await app.airline.db.update(realName).set({ reviewedAt: rn!.reviewedAt }).where(eq(realName.memberId, id));
    }
  });
});

describe('points supplement', () => {
  it('credits a flown ticket of the member’s document once, one application a Beijing day', async () => {
    const flight = await flightOnNextDay(app, () => (day += 1));
    const { detail: order } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`]), { token: demo });
    const ticketNo = ticketNosOf(order)[0]!;
    const flightDate = flight.flightId.slice(-10);
    const flightNo = flight.flightId.slice(0, -11);
    const before = (await rowOf(DEMO_PHONE)).points;
    // Until the 10th working day after the flight is over, its points may still arrive by themselves.
    const tenth = addWorkingDays(flightDate, SUPPLEMENT_WAIT_WORKING_DAYS);
    at(`${tenth}T15:59:59Z`);
    const early = await issueLogin(app.airline, (await rowOf(DEMO_PHONE)).id, true);
    const body = { documentId: 'REAL_NAME', flightNo, flightDate, ticketNo };
    const tooRecent = await apply(body, early.token);
    expect(codeOf(tooRecent)).toBe(ResultCode.POINTS_SUPPLEMENT_INVALID);
    expect(JSON.parse(tooRecent.body).data).toEqual({ fieldErrors: { flightDate: 'flightDateTooRecent' } });
    // The next day, 23:59:59 in Beijing (the demo's login of the test clock has lapsed: a new one).
    const firstDay = addDays(tenth, 1);
    at(`${firstDay}T15:59:59Z`);
    const token = (await issueLogin(app.airline, (await rowOf(DEMO_PHONE)).id, true)).token;
    const list = okData(SupplementListDataSchema, await api().post(UpstreamPath.pointsSupplementList, {}, token));
    expect(list.documents[0]).toMatchObject({ id: 'REAL_NAME', certificateType: 'NI', maskedNumber: '110****8515' });
    const wrong = okData(SupplementApplicationSchema, await apply({ ...body, ticketNo: '9020000000001' }, token));
    expect(wrong).toMatchObject({ status: 'REJECTED', reason: 'noSuchTicket', points: 0 });
    // The second of the day is refused, even a good one.
    expect(codeOf(await apply(body, token))).toBe(ResultCode.POINTS_SUPPLEMENT_DAILY_LIMIT);
    // One second later it is the next day in Beijing.
    at(`${firstDay}T16:00:00Z`);
    const [ticket] = await app.airline.db.select().from(orderTicket).where(eq(orderTicket.ticketNo, ticketNo));
    const approved = okData(SupplementApplicationSchema, await apply(body, token));
    expect(approved.status).toBe('APPROVED');
    expect(approved.points).toBe(pointsForFare(ticket!.fareFen));
    expect(approved.points).toBeGreaterThan(0);
    expect((await rowOf(DEMO_PHONE)).points).toBe(before + approved.points);
    at(`${addDays(firstDay, 2)}T03:00:00Z`);
    expect(codeOf(await apply(body, token))).toBe(ResultCode.POINTS_SUPPLEMENT_DUPLICATE);
    expect((await detail(1, token)).records[0]).toMatchObject({ reason: 'SUPPLEMENT', delta: approved.points });
  });

  it('refuses flights outside the 30 days before today, and members who are not certified', async () => {
    // Logins last 2 weeks: the clock stays within them. 30 days before 2026-12-13 is 2026-11-13.
    at('2026-12-13T03:00:00Z');
    const base = { documentId: 'REAL_NAME', flightNo: 'YQ1234', ticketNo: '9021234567890' };
    const res = await apply({ ...base, flightDate: '2026-11-12' });
    expect(codeOf(res)).toBe(ResultCode.POINTS_SUPPLEMENT_INVALID);
    expect(JSON.parse(res.body).data).toEqual({ fieldErrors: { flightDate: 'flightDateTooOld' } });
    expect(codeOf(await apply({ ...base, flightDate: '2026-12-13' }))).toBe(ResultCode.POINTS_SUPPLEMENT_INVALID);
    expect(codeOf(await apply({ ...base, flightDate: '2026-11-13' }, plain))).toBe(ResultCode.REAL_NAME_REQUIRED);
    expect(codeOf(await apply({ ...base, flightDate: '2026-11-13', documentId: 'someone-else' }))).toBe(
      ResultCode.POINTS_SUPPLEMENT_INVALID,
    );
  });

  it('waits for review when the sandbox switch sets a delay', async () => {
    await app.airline.db
      .insert(busiParameter)
      .values({ ...REVIEW_SWITCH, state: 1, param: '30' })
      .onConflictDoUpdate({
        target: [busiParameter.sysType, busiParameter.modelType, busiParameter.type],
        set: { state: 1, param: '30' },
      });
    at('2026-12-14T03:00:00Z');
    const base = { documentId: 'REAL_NAME', flightNo: 'YQ1234', ticketNo: '9021234567891', flightDate: '2026-11-20' };
    expect(okData(SupplementApplicationSchema, await apply(base)).status).toBe('PENDING');
    at('2026-12-14T03:29:00Z');
    const waiting = okData(SupplementListDataSchema, await api().post(UpstreamPath.pointsSupplementList, {}, demo));
    const mine = (l: typeof waiting) => l.applications.find((a) => a.ticketNo === base.ticketNo);
    expect(mine(waiting)).toMatchObject({ status: 'PENDING' });
    at('2026-12-14T03:31:00Z');
    const list = okData(SupplementListDataSchema, await api().post(UpstreamPath.pointsSupplementList, {}, demo));
    expect(mine(list)).toMatchObject({ status: 'REJECTED', reason: 'noSuchTicket' });
    expect(list.appliedToday).toBe(true);
    // The switch off again: reviewed at once.
    await app.airline.db.update(busiParameter).set({ state: 0 }).where(eq(busiParameter.type, REVIEW_SWITCH.type));
  });

  it('credits a flown ticket of the member’s own order by itself, once, and a supplement for it then finds it credited', async () => {
    const flight = await flightOnNextDay(app, () => (day += 1));
    const { detail: order } = await ticketedOrder(app, reserveBody([`${flight.flightId}.STANDARD`]), { token: demo });
    const ticketNo = ticketNosOf(order)[0]!;
    const [ticket] = await app.airline.db.select().from(orderTicket).where(eq(orderTicket.ticketNo, ticketNo));
    const earned = pointsForFare(ticket!.fareFen);
    const flightDate = flight.flightId.slice(-10);
    // On the flight's day nothing is credited yet.
    at(`${flightDate}T03:00:00Z`);
    const before = (await detail(1)).currentPoints;
    expect((await detail(1)).records.some((r) => r.orderNo === order.orderNo)).toBe(false);
    // The next day (logins last 2 weeks: 2026-12-15 at the latest), two reads at once credit it once.
    at('2026-12-15T01:00:00Z');
    const [a, b] = await Promise.all([detail(1), detail(1)]);
    expect(Math.max(a.currentPoints, b.currentPoints)).toBe(before + earned);
    const again = await detail(1);
    expect(again.currentPoints).toBe(before + earned);
    expect(again.records.filter((r) => r.orderNo === order.orderNo)).toEqual([
      expect.objectContaining({ reason: 'FLIGHT', delta: earned }),
    ]);
    // Once its 10 working days are over (a day no other test of this file applies on), a supplement finds it credited.
    at(`${addDays(addWorkingDays(flightDate, SUPPLEMENT_WAIT_WORKING_DAYS), 4)}T03:00:00Z`);
    const token = (await issueLogin(app.airline, (await rowOf(DEMO_PHONE)).id, true)).token;
    const body = { documentId: 'REAL_NAME', flightNo: flight.flightId.slice(0, -11), flightDate, ticketNo };
    expect(okData(SupplementApplicationSchema, await apply(body, token))).toMatchObject({
      status: 'REJECTED',
      reason: 'alreadyCredited',
    });
    expect((await detail(1, token)).currentPoints).toBe(before + earned);
  });
});
