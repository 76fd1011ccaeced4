import {
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  rememberOrderForVisitor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo}; §4 order type 5; §8 'a passenger under 18 cannot
// add a child or infant', 'cannot add child/infant: limit reached', 'child or infant tickets remaining
// insufficient': one addition per click (the attempt is the idempotency key), scoped by the member's token or the
// visitor seal's proof (never the body's), refused fields passed on as fieldErrors, a visitor's new order sealed.

// A new address per test: the commit limit (10 a minute per address) has its own test.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addPeopleCommit = jest.fn();
jest.mock('@/lib/upstream/add-people', () => ({
  addPeopleCommit: (...args: unknown[]) => addPeopleCommit(...args),
}));

forwardedFor(() => `10.91.17.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const NEW_ORDER_NO = 'YQ2026120187654321';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const PASSENGER = {
  name: '张小雀',
  gender: 'F',
  birthday: '2020-05-01',
  nationality: 'CN',
  certificateType: 'BC',
  certificateNumber: 'M123456789',
};
const FIELDS = { orderNo: ORDER_NO, type: 'CHD', guardianId: 'P1', passenger: PASSENGER, quotedTotal: 90000 };
const BODY = { ...FIELDS, attempt: ATTEMPT };
const ORDER = {
  orderNo: NEW_ORDER_NO,
  parentOrderNo: ORDER_NO,
  status: 'PENDING_PAYMENT',
  type: 'CHD',
  passengerId: 'P9',
  name: '张小雀',
  guardianId: 'P1',
  guardianName: '张云雀',
  currency: 'CNY',
  lines: [],
  total: 90000,
  paymentDeadline: '2026-12-01T04:30:00.000Z',
  createdAt: '2026-12-01T04:00:00.000Z',
};

async function commit(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/add-people/commit', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset();
  visitorProofFor.mockReset();
  rememberOrderForVisitor.mockReset();
  addPeopleCommit.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/add-people/commit (decision 25; spec §4, §8)', () => {
  it("adds to the member's order with the token, the quoted total and a key; the attempt is not a field", async () => {
    addPeopleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    expect(await commit()).toMatchObject({ code: ResultCode.OK, data: { order: ORDER } });
    const [context, fields, key] = addPeopleCommit.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it('makes the same key of the same attempt (a retried click), another of a new one; none without one', async () => {
    addPeopleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    await commit();
    await commit();
    await commit({ ...BODY, attempt: 'a-new-attempt-0001' });
    const keys = addPeopleCommit.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).not.toContain(ATTEMPT);
    expect(await commit(FIELDS)).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect((await commit({ ...BODY, attempt: 'bad attempt!' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(addPeopleCommit).toHaveBeenCalledTimes(3);
  });

  it("adds to a visitor's order with the seal's proof (a forged one dropped) and seals the new order", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addPeopleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await commit({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(addPeopleCommit.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addPeopleCommit.mock.calls[0]![1]).toEqual({
      ...FIELDS,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
    // airline-api proves an addition by its original order's passengers: the new order is sealed with the same proof.
    expect(rememberOrderForVisitor).toHaveBeenCalledTimes(1);
    expect(rememberOrderForVisitor.mock.calls[0]![1]).toEqual({
      orderNo: NEW_ORDER_NO,
      passengerName: SEAL.passengerName,
      mobile: SEAL.mobile,
    });
  });

  it('is NOT_FOUND for another member’s order and without a session or a seal; nothing is sealed', async () => {
    addPeopleCommit.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    addPeopleCommit.mockReset();
    expect(await commit()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(addPeopleCommit).not.toHaveBeenCalled();
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it("passes ADD_PEOPLE_INVALID on with airline-api's field rule keys, and nothing else of its data", async () => {
    addPeopleCommit.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_PEOPLE_INVALID,
      msg: 'upstream text',
      data: {
        fieldErrors: {
          birthday: 'passengerTypeMismatch',
          'passenger.certificateNumber': 'idChecksumInvalid',
          x: 'a b',
        },
        secret: 'no',
      },
    });
    const answer = await commit();
    expect(answer).toMatchObject({
      status: 400,
      code: ResultCode.ADD_PEOPLE_INVALID,
      msg: 'Please check the child’s or infant’s details',
    });
    expect(answer.data).toEqual({
      fieldErrors: { birthday: 'passengerTypeMismatch', certificateNumber: 'idChecksumInvalid' },
    });
  });

  it.each([
    [ResultCode.ADD_PEOPLE_UNDERAGE, 'A passenger under 18 cannot add a child or infant'],
    [ResultCode.ADD_PEOPLE_LIMIT, 'Cannot add a child or infant: the limit has been reached'],
    [
      ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT,
      'Not enough child or infant tickets left; please contact customer service',
    ],
    [ResultCode.ADD_PEOPLE_NOT_ELIGIBLE, 'This passenger cannot add a child or infant now'],
    [ResultCode.ADD_PEOPLE_PRICE_CHANGED, 'The price has changed; please check it again'],
  ])('says %s in its own localized words, never upstream text; nothing is sealed', async (code, msg) => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addPeopleCommit.mockResolvedValue({ ok: false, code, msg: 'upstream text', data: { limit: 'flight' } });
    const answer = await commit();
    expect(answer).toMatchObject({ status: 409, code, msg });
    expect(rememberOrderForVisitor).not.toHaveBeenCalled();
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    expect((await commit({ ...BODY, quotedTotal: -1 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, quotedTotal: 1.5 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, type: 'ADT' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, guardianId: '' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, orderNo: '../x' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await commit({ ...BODY, passenger: { ...PASSENGER, nationality: 'cn' } })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect(await commit(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(addPeopleCommit).not.toHaveBeenCalled();
  });

  it('limits commits per address (10 a minute)', async () => {
    addPeopleCommit.mockResolvedValue(upstreamOk({ order: ORDER }));
    for (let i = 0; i < 10; i += 1) expect((await commit()).code).toBe(ResultCode.OK);
    expect(await commit()).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect(addPeopleCommit).toHaveBeenCalledTimes(10);
  });
});
