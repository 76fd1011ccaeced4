import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  CheckInDataSchema,
  IDEMPOTENCY_HEADER,
  OutboxDataSchema,
  PassengerModifyCheckDataSchema,
  PassengerModifyDataSchema,
  PassengerModifyListDataSchema,
  ResultCode,
  TicketStatus,
  UpstreamPath,
  type FareFamily,
  type Flight,
  type ReservePassenger,
} from '@/lib/contract';
import { PLAIN_PHONE } from '../db/seed/members';
import { orderPassenger, orderTicket } from '../db/schema';
import { addDays } from '../domain/dates';
import { changesMade } from '../passenger-modify/eligibility';
import { DEMO, caller, codeOf, loginToken, okData, setOffset } from '../../test/account-api';
import { adult, idNumber, newKey, reserveBody } from '../../test/booking-api';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';
import {
  clockBefore,
  flightOnNextDay,
  orderAs,
  ticketedOrder,
  VISITOR_PROOF as PROOF,
} from '../../test/ticketed-order';

jest.setTimeout(DB_TEST_TIMEOUT_MS * 3);

// The count of changes as it is, wrapped so that a test can hold two changes between their checks and their writing.
jest.mock('../passenger-modify/eligibility', () => {
  const actual = jest.requireActual<typeof import('../passenger-modify/eligibility')>(
    '../passenger-modify/eligibility',
  );
  return { ...actual, changesMade: jest.fn(actual.changesMade) };
});

const HOUR = 3_600_000;
let app: FastifyInstance;
let demo: string;
let plain: string;
beforeAll(async () => {
  app = await testServer();
  await logIn();
}, SERVER_START_TIMEOUT_MS);
afterAll(async () => app.close());
afterEach(() => setOffset(app, 0));

async function logIn() {
  demo = await loginToken(app);
  plain = await loginToken(app, { cellphone: PLAIN_PHONE, password: DEMO.password });
}

const second = (over: Partial<ReservePassenger> = {}) =>
  adult({ name: '李云雀', certificateNumber: idNumber('1988-05-02', '871'), birthday: '1988-05-02', ...over });

type Booked = { orderNo: string; flight: Flight; passengerIds: string[]; token: string | null };

/** Each order flies on its own day, so flights, seats and statuses do not meet. */
let day = 0;

/** Books, pays on the gateway and tickets an order at the test's now. */
async function ticketed(
  passengers: ReservePassenger[] = [adult()],
  opts: { token?: string | null; family?: FareFamily } = {},
): Promise<Booked> {
  setOffset(app, 0);
  const family = opts.family ?? 'FLEX';
  const flight = await flightOnNextDay(app, () => (day += 1), { family });
  const token = opts.token ?? null;
  const { order, detail } = await ticketedOrder(app, reserveBody([`${flight.flightId}.${family}`], { passengers }), {
    token,
    proof: PROOF,
  });
  return { orderNo: order.orderNo, flight, passengerIds: detail.passengers.map((p) => p.passengerId), token };
}

async function detailOf(b: { orderNo: string; token: string | null }, proof = PROOF) {
  return orderAs(app, b.orderNo, b.token, proof);
}

/** Moves airline-api's clock to `ms` before the flight's departure (and logs the members in there). */
async function before(b: Booked, ms: number, login = false) {
  clockBefore(app, b.flight.depTime, ms);
  if (login) await logIn();
}

/** The scope of a call: the member's token, or the visitor's proof in the body. */
const scoped = (b: Booked, body: Record<string, unknown> = {}): Record<string, unknown> =>
  b.token ? { orderNo: b.orderNo, ...body } : { orderNo: b.orderNo, visitor: PROOF, ...body };
const tokenOf = (b: Booked) => b.token ?? undefined;

const MOBILE = '13912345678';
const phones = (mobile = MOBILE) => ({ mobile, mobileConfirm: mobile });

/** A change as lib/upstream sends it: JSON body, the Idempotency-Key, the member token when there is one. */
function changeCall(b: Booked, body: Record<string, unknown>, opts: { key?: string; token?: string | null } = {}) {
  const token = opts.token === undefined ? b.token : opts.token;
  return app.inject({
    method: 'POST',
    url: UpstreamPath.passengerModify,
    payload: scoped(b, { passengerId: b.passengerIds[0], ...phones(), ...body }),
    headers: {
      [IDEMPOTENCY_HEADER]: opts.key ?? newKey(),
      'x-forwarded-for': '10.0.0.1',
      ...(token ? { 'x-member-token': token } : {}),
    },
  });
}
const changeOk = async (b: Booked, body: Record<string, unknown>, opts: { key?: string } = {}) =>
  okData(PassengerModifyDataSchema, await changeCall(b, body, opts)).modification;
const checkOf = async (b: Booked) =>
  okData(
    PassengerModifyCheckDataSchema,
    await caller(app).post(UpstreamPath.passengerModifyCheck, scoped(b), tokenOf(b)),
  ).passengers;
const listOf = async (b: Booked) =>
  okData(PassengerModifyListDataSchema, await caller(app).post(UpstreamPath.passengerModifyList, scoped(b), tokenOf(b)))
    .list;
const dataOf = (res: { body: string }) => (JSON.parse(res.body) as { data?: Record<string, unknown> }).data;
const outbox = async (to: string) =>
  okData(OutboxDataSchema, await app.inject({ url: `${UpstreamPath.sandboxOutbox}?to=${encodeURIComponent(to)}` }))
    .messages;

const NAME = (name: string) => ({ field: 'NAME', name });
const ENGLISH = (surname: string, givenName: string) => ({ field: 'NAME', surname, givenName });
const DOCUMENT = (certificateNumber: string, certificateType = 'NI', certificateValidity?: string) => ({
  field: 'DOCUMENT',
  certificateType,
  certificateNumber,
  ...(certificateValidity ? { certificateValidity } : {}),
});

describe('a name change (spec §5 "at most 1 change"; decision 24)', () => {
  it('changes the name once, free, keeping the tickets; the order, check and list follow; a second is refused', async () => {
    const b = await ticketed([adult()], { token: demo });
    const tickets = (await detailOf(b)).tickets.map((t) => t.ticketNo);
    expect(await checkOf(b)).toEqual([
      expect.objectContaining({ passengerId: b.passengerIds[0], name: '张云雀', changesLeft: 1, block: null }),
    ]);
    expect((await checkOf(b))[0]!.certificateNumber).toMatch(/^110\*+\d{3}[\dX]$/);
    const made = await changeOk(b, NAME('张云飞'));
    expect(made).toMatchObject({ orderNo: b.orderNo, field: 'NAME', before: '张云雀', after: '张云飞' });
    const detail = await detailOf(b);
    expect(detail.passengers[0]!.name).toBe('张云飞');
    expect(detail.tickets.map((t) => t.ticketNo)).toEqual(tickets);
    expect(await checkOf(b)).toEqual([expect.objectContaining({ changesLeft: 0, block: 'limitReached' })]);
    // spec §5: at most 1 change, of either field.
    expect(codeOf(await changeCall(b, NAME('张云鹏')))).toBe(ResultCode.PASSENGER_MODIFY_LIMIT);
    expect(codeOf(await changeCall(b, DOCUMENT(idNumber('1990-03-07', '852'))))).toBe(
      ResultCode.PASSENGER_MODIFY_LIMIT,
    );
    expect(await listOf(b)).toEqual([made]);
    // The confirmation SMS goes to the phone typed twice, in the order's language (decision 24).
    const sms = (await outbox(MOBILE)).filter((m) => m.event === 'PASSENGER_MODIFIED' && m.text.includes(b.orderNo));
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'SMS', to: `86-${MOBILE}` });
    expect(sms[0]!.text).toContain('张云飞');
    expect(sms[0]!.text).toContain('【云雀航空】');
  });

  it('Chinese names of 2 to 20 characters and English parts of up to 40 letters, as at booking (spec §5, §9)', async () => {
    const b = await ticketed([adult(), second()], { token: demo });
    const long = (n: number) => '云'.repeat(n);
    const refused = await changeCall(b, NAME(long(21)));
    expect(codeOf(refused)).toBe(ResultCode.PASSENGER_MODIFY_INVALID);
    expect(dataOf(refused)).toEqual({ fieldErrors: { name: 'chineseNameLength' } });
    expect(dataOf(await changeCall(b, NAME('张')))).toEqual({ fieldErrors: { name: 'chineseNameLength' } });
    expect(dataOf(await changeCall(b, NAME('')))).toEqual({ fieldErrors: { name: 'nameRequired' } });
    expect((await changeOk(b, NAME(long(20)))).after).toBe(long(20));

    const other = { passengerId: b.passengerIds[1] };
    const tooLong = await changeCall(b, { ...ENGLISH('LI', 'Y'.repeat(41)), ...other });
    expect(codeOf(tooLong)).toBe(ResultCode.PASSENGER_MODIFY_INVALID);
    expect(dataOf(tooLong)).toEqual({ fieldErrors: { givenName: 'englishNameTooLong' } });
    expect(dataOf(await changeCall(b, { ...ENGLISH('L1', 'YUNQUE'), ...other }))).toEqual({
      fieldErrors: { surname: 'englishNameInvalid' },
    });
    const made = await changeOk(b, { ...ENGLISH(' li ', 'y'.repeat(40)), ...other });
    // The Chinese name stays; the English one is stored as the booking stores it (upper case).
    expect(made).toMatchObject({ before: '李云雀', after: `李云雀 LI/${'Y'.repeat(40)}` });
    const detail = await detailOf(b);
    expect(detail.passengers[1]).toMatchObject({ name: '李云雀', surname: 'LI', givenName: 'Y'.repeat(40) });
  });

  it('refuses a body with both fields, neither or a mixed name (BAD_REQUEST), phones that differ, and no change', async () => {
    const b = await ticketed([adult()]);
    const bad = [
      { ...NAME('张云飞'), certificateNumber: idNumber('1990-03-07', '852') },
      { ...DOCUMENT(idNumber('1990-03-07', '852')), name: '张云飞' },
      { ...NAME('张云飞'), surname: 'ZHANG' },
      { field: 'NAME', surname: 'ZHANG' },
      { field: 'NAME' },
      { field: 'DOCUMENT', certificateType: 'NI' },
    ];
    for (const body of bad) expect(codeOf(await changeCall(b, body))).toBe(ResultCode.BAD_REQUEST);
    expect(
      codeOf(await changeCall(b, { ...NAME('张云飞'), mobile: '13912345678', mobileConfirm: '13912345679' })),
    ).toBe(ResultCode.PASSENGER_MODIFY_PHONES_DIFFER);
    expect(dataOf(await changeCall(b, { ...NAME('张云飞'), ...phones('12345') }))).toEqual({
      fieldErrors: { mobile: expect.any(String) },
    });
    expect(codeOf(await changeCall(b, NAME(' 张云雀 ')))).toBe(ResultCode.PASSENGER_MODIFY_UNCHANGED);
    expect(codeOf(await changeCall(b, DOCUMENT(idNumber('1990-03-07'))))).toBe(ResultCode.PASSENGER_MODIFY_UNCHANGED);
    expect(codeOf(await changeCall(b, { ...NAME('张云飞'), passengerId: 'nobody' }))).toBe(ResultCode.NOT_FOUND);
    // None of these used the change; phones equal once trimmed.
    expect(await listOf(b)).toEqual([]);
    await changeOk(b, { ...NAME('张云飞'), mobile: ` ${MOBILE}`, mobileConfirm: `${MOBILE} ` });
  });
});

describe('a document change (spec §5 "certificate number must match its type"; decision 24)', () => {
  it('refuses a wrong ID check character with the booking’s rule key, then changes to a valid ID, masked', async () => {
    const b = await ticketed([adult()]);
    const valid = idNumber('1990-03-07', '852');
    const wrongCheck = valid.slice(0, 17) + (valid[17] === '0' ? '1' : '0');
    const refused = await changeCall(b, DOCUMENT(wrongCheck));
    expect(codeOf(refused)).toBe(ResultCode.PASSENGER_MODIFY_INVALID);
    expect(dataOf(refused)).toEqual({ fieldErrors: { certificateNumber: 'idChecksumInvalid' } });
    // The ID must encode the passenger's birthday, as at booking.
    expect(dataOf(await changeCall(b, DOCUMENT(idNumber('1991-03-07', '852'))))).toEqual({
      fieldErrors: { certificateNumber: 'idBirthdayMismatch' },
    });
    // An expiring type needs validity 180 days after the last flight, and a passport the English name.
    const soon = addDays(b.flight.depTime.slice(0, 10), 179);
    expect(dataOf(await changeCall(b, DOCUMENT('E12345678', 'PP', soon)))).toEqual({
      fieldErrors: { certificateValidity: 'certificateExpiring', surname: 'englishNameRequired' },
    });
    const made = await changeOk(b, DOCUMENT(valid.toLowerCase()));
    expect(made).toMatchObject({ field: 'DOCUMENT', before: expect.stringMatching(/^NI 110\*{11}/) });
    expect(made.after).toBe(`NI 110${'*'.repeat(11)}${valid.slice(-4)}`);
    expect(made.before).not.toContain(idNumber('1990-03-07'));
    const [row] = await app.airline.db
      .select()
      .from(orderPassenger)
      .where(eq(orderPassenger.passengerId, b.passengerIds[0]!));
    expect(row!.certificateNumber).toBe(valid);
  });

  it('changes the same traveller in the order’s rescheduled orders (the same passengerId)', async () => {
    const b = await ticketed([adult()]);
    const [row] = await app.airline.db.select().from(orderPassenger).where(eq(orderPassenger.orderNo, b.orderNo));
    await app.airline.db.insert(orderPassenger).values({ ...row!, orderNo: `${b.orderNo}R` });
    await changeOk(b, NAME('张云飞'));
    const rows = await app.airline.db
      .select()
      .from(orderPassenger)
      .where(eq(orderPassenger.passengerId, b.passengerIds[0]!));
    expect(rows.map((r) => [r.orderNo, r.name]).sort()).toEqual([
      [b.orderNo, '张云飞'],
      [`${b.orderNo}R`, '张云飞'],
    ]);
    await app.airline.db.delete(orderPassenger).where(eq(orderPassenger.orderNo, `${b.orderNo}R`));
  });
});

describe('who is not eligible (spec §8 "does not support change name/certificate"; decision 24)', () => {
  it('a checked-in passenger until the check-in is cancelled', async () => {
    const b = await ticketed([adult()], { token: demo });
    await before(b, 47 * HOUR, true);
    b.token = demo;
    const checkIn = (path: string, extra: Record<string, unknown>) =>
      caller(app).post(path, { orderNo: b.orderNo, segmentIndex: 0, ...extra }, demo);
    okData(
      CheckInDataSchema,
      await checkIn(UpstreamPath.checkIn, { passengers: [{ passengerId: b.passengerIds[0] }], clauseAgreed: true }),
    );
    expect((await checkOf(b))[0]!.block).toBe('checkedIn');
    const refused = await changeCall(b, NAME('张云飞'));
    expect(codeOf(refused)).toBe(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE);
    expect(dataOf(refused)).toEqual({ block: 'checkedIn' });
    expect(codeOf(await checkIn(UpstreamPath.checkInCancel, { passengerIds: [b.passengerIds[0]] }))).toBe(
      ResultCode.OK,
    );
    expect((await checkOf(b))[0]!.block).toBeNull();
    await changeOk(b, NAME('张云飞'));
  });

  it('a BASIC fare (not changeable, decision 23), and once the flight has left, a used segment', async () => {
    const b = await ticketed([adult()], { family: 'BASIC' });
    expect((await checkOf(b))[0]).toMatchObject({ block: 'fareFamily', changesLeft: 1 });
    const refused = await changeCall(b, NAME('张云飞'));
    expect(codeOf(refused)).toBe(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE);
    expect(dataOf(refused)).toEqual({ block: 'fareFamily' });
    await before(b, -HOUR);
    expect((await checkOf(b))[0]!.block).toBe('used');
    expect(dataOf(await changeCall(b, NAME('张云飞')))).toEqual({ block: 'used' });
  });

  it('a ticket that is not issued and usable (here being refunded)', async () => {
    const b = await ticketed([adult(), second()]);
    await app.airline.db
      .update(orderTicket)
      .set({ ticketStatus: TicketStatus.REFUNDING })
      .where(eq(orderTicket.orderNo, b.orderNo));
    expect((await checkOf(b)).map((p) => p.block)).toEqual(['notUsable', 'notUsable']);
    expect(codeOf(await changeCall(b, NAME('张云飞')))).toBe(ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE);
  });
});

describe('scope, idempotency and concurrency (spec §6; decision 23, 24)', () => {
  it('opens the order to its member and to its proof; anyone else is NOT_FOUND', async () => {
    const mine = await ticketed([adult(), second()], { token: demo });
    expect(codeOf(await caller(app).post(UpstreamPath.passengerModifyCheck, scoped(mine), plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await changeCall(mine, NAME('张云飞'), { token: plain }))).toBe(ResultCode.NOT_FOUND);
    expect(codeOf(await caller(app).post(UpstreamPath.passengerModifyList, scoped(mine), plain))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(codeOf(await caller(app).post(UpstreamPath.passengerModifyList, scoped(mine)))).toBe(
      ResultCode.NOT_LOGGED_IN,
    );
    // The visitor's proof opens it; a wrong proof does not.
    const visitor = { ...mine, token: null };
    expect(await checkOf(visitor)).toHaveLength(2);
    const wrong = { orderNo: mine.orderNo, visitor: { ...PROOF, passengerName: '王云雀' } };
    expect(codeOf(await caller(app).post(UpstreamPath.passengerModifyCheck, wrong))).toBe(ResultCode.NOT_FOUND);
    const key = newKey();
    const made = okData(
      PassengerModifyDataSchema,
      await changeCall(visitor, { ...NAME('张云飞'), passengerId: mine.passengerIds[0] }, { key }),
    ).modification;
    expect(await listOf(mine)).toEqual([made]);
    // The proof's own passenger was renamed: the old proof no longer opens the order, but its replay still
    // answers the change it made (the answer may have been lost on the way).
    expect(codeOf(await caller(app).post(UpstreamPath.passengerModifyCheck, scoped(visitor)))).toBe(
      ResultCode.NOT_FOUND,
    );
    expect(
      okData(
        PassengerModifyDataSchema,
        await changeCall(visitor, { ...NAME('张云飞'), passengerId: mine.passengerIds[0] }, { key }),
      ).modification,
    ).toEqual(made);
  });

  it('answers a replay with the same change; another body under the key is a conflict', async () => {
    const b = await ticketed([adult()], { token: demo });
    const key = newKey();
    const first = await changeOk(b, NAME('张云飞'), { key });
    expect(await changeOk(b, NAME('张云飞'), { key })).toEqual(first);
    expect(codeOf(await changeCall(b, NAME('张云鹏'), { key }))).toBe(ResultCode.IDEMPOTENCY_CONFLICT);
    expect(await listOf(b)).toHaveLength(1);
    // A refused attempt frees its key.
    const other = newKey();
    expect(codeOf(await changeCall(b, { ...NAME('张云鹏'), mobileConfirm: '13900000000' }, { key: other }))).toBe(
      ResultCode.PASSENGER_MODIFY_LIMIT,
    );
  });

  it('makes exactly one change of two at once', async () => {
    const b = await ticketed([adult()], { token: demo });
    // Both requests count no change yet, and so pass every check, before either writes: the conditional update
    // of the passenger's record decides.
    const counted = jest.mocked(changesMade);
    const real = jest.requireActual<typeof import('../passenger-modify/eligibility')>(
      '../passenger-modify/eligibility',
    ).changesMade;
    const waiting: (() => void)[] = [];
    const held = async (...args: Parameters<typeof changesMade>) => {
      const made = await real(...args);
      await new Promise<void>((resolve) => {
        waiting.push(resolve);
        if (waiting.length === 2) waiting.forEach((go) => go());
      });
      return made;
    };
    counted.mockImplementationOnce(held).mockImplementationOnce(held);
    const answers = await Promise.all([changeCall(b, NAME('张云飞')), changeCall(b, NAME('张云鹏'))]);
    expect(waiting).toHaveLength(2);
    expect(answers.map(codeOf).sort()).toEqual([ResultCode.OK, ResultCode.PASSENGER_MODIFY_LIMIT].sort());
    expect(await listOf(b)).toHaveLength(1);
    const sms = (await outbox(MOBILE)).filter((m) => m.text.includes(b.orderNo));
    expect(sms).toHaveLength(1);
  });
});
