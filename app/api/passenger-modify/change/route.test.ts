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

// Decision 24; spec §5 'Change name or certificate: only one of them may be changed; at most 1 change; … the two
// phone entries must match': one change per click (the attempt is the idempotency key), scoped by the member's
// token or the visitor seal's proof (never the body's), refused fields passed on as fieldErrors.

// A new address per test: the change limit (10 a minute per address) is not what these tests are about.
let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const visitorOrder = jest.fn();
jest.mock('@/lib/upstream/orders', () => ({ visitorOrder: (...args: unknown[]) => visitorOrder(...args) }));
const passengerModify = jest.fn();
jest.mock('@/lib/upstream/passenger-modify', () => ({
  passengerModify: (...args: unknown[]) => passengerModify(...args),
}));

forwardedFor(() => `10.91.14.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const FIELDS = {
  orderNo: ORDER_NO,
  passengerId: 'P1',
  field: 'NAME',
  name: '张云飞',
  mobile: '13800138000',
  mobileConfirm: '13800138000',
};
const BODY = { ...FIELDS, attempt: ATTEMPT };
const MODIFICATION = {
  modificationNo: 'PM1',
  orderNo: ORDER_NO,
  passengerId: 'P1',
  field: 'NAME',
  before: '张云雀',
  after: '张云飞',
  changedAt: '2026-11-25T05:00:00.000Z',
};

async function change(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/passenger-modify/change', {
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
  visitorOrder.mockReset();
  passengerModify.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
  visitorOrder.mockResolvedValue(upstreamOk({ orderNo: ORDER_NO }));
});

describe('POST /api/passenger-modify/change (decision 24; spec §5)', () => {
  it("changes the member's passenger with the token and a key; the attempt is not a field", async () => {
    passengerModify.mockResolvedValue(upstreamOk({ modification: MODIFICATION }));
    expect(await change()).toMatchObject({ code: ResultCode.OK, data: { modification: MODIFICATION } });
    const [context, fields, key] = passengerModify.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes the same key of the same attempt (a retried click), another of a new one; none without one', async () => {
    passengerModify.mockResolvedValue(upstreamOk({ modification: MODIFICATION }));
    await change();
    await change();
    await change({ ...BODY, attempt: 'a-new-attempt-0001' });
    const keys = passengerModify.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[0]).not.toContain(ATTEMPT);
    expect(await change(FIELDS)).toMatchObject({ status: 400, code: ResultCode.BAD_REQUEST });
    expect((await change({ ...BODY, attempt: 'bad attempt!' })).code).toBe(ResultCode.BAD_REQUEST);
    expect(passengerModify).toHaveBeenCalledTimes(3);
  });

  it("changes a visitor's passenger with the seal's proof and no token; a proof in the body is dropped", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    passengerModify.mockResolvedValue(upstreamOk({ modification: MODIFICATION }));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await change({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(passengerModify.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(passengerModify.mock.calls[0]![1]).toEqual({
      ...FIELDS,
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it("seals a visitor's order again by the new name when the renamed passenger was the seal's proof", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    passengerModify.mockResolvedValue(upstreamOk({ modification: MODIFICATION }));
    // The old proof no longer opens the order: sealed by the new name, the same phone.
    visitorOrder.mockResolvedValueOnce({ ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'x' });
    expect((await change()).code).toBe(ResultCode.OK);
    expect(visitorOrder.mock.calls[0]![1]).toEqual(SEAL);
    expect(rememberOrderForVisitor.mock.calls[0]![1]).toEqual({
      orderNo: ORDER_NO,
      passengerName: '张云飞',
      mobile: SEAL.mobile,
    });
    // Another passenger renamed: the proof still opens the order and the seal stays.
    visitorOrder.mockResolvedValueOnce(upstreamOk({ orderNo: ORDER_NO }));
    expect((await change({ ...BODY, attempt: 'a-new-attempt-0002' })).code).toBe(ResultCode.OK);
    expect(rememberOrderForVisitor).toHaveBeenCalledTimes(1);
  });

  it('is NOT_FOUND for another member’s order and without a session or a seal', async () => {
    passengerModify.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await change()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    readSession.mockResolvedValue(null);
    passengerModify.mockReset();
    expect(await change()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(passengerModify).not.toHaveBeenCalled();
  });

  it("passes PASSENGER_MODIFY_INVALID on with airline-api's field rule keys, and nothing else of its data", async () => {
    passengerModify.mockResolvedValue({
      ok: false,
      code: ResultCode.PASSENGER_MODIFY_INVALID,
      msg: 'upstream text',
      data: { fieldErrors: { name: 'chineseNameLength', stack: 'x y', other: 3 }, secret: 'no' },
    });
    const answer = await change();
    expect(answer).toMatchObject({
      status: 400,
      code: ResultCode.PASSENGER_MODIFY_INVALID,
      msg: 'Please check the new name or document',
      data: { fieldErrors: { name: 'chineseNameLength' } },
    });
    expect(answer.data).toEqual({ fieldErrors: { name: 'chineseNameLength' } });
  });

  it.each([
    [ResultCode.PASSENGER_MODIFY_LIMIT, 'A passenger’s name or document can be changed only once'],
    [ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE, 'This passenger’s name or document cannot be changed online'],
    [ResultCode.PASSENGER_MODIFY_PHONES_DIFFER, 'The two phone numbers do not match'],
    [ResultCode.PASSENGER_MODIFY_UNCHANGED, 'The new details are the same as the old ones'],
  ])('says %s in its own localized words, never upstream text', async (code, msg) => {
    passengerModify.mockResolvedValue({ ok: false, code, msg: 'upstream text' });
    const answer = await change();
    expect(answer).toMatchObject({ code, msg });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api', async () => {
    expect((await change({ ...BODY, field: 'BOTH' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await change({ ...BODY, orderNo: '../x' })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await change({ ...BODY, mobile: undefined })).code).toBe(ResultCode.BAD_REQUEST);
    expect(await change(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(passengerModify).not.toHaveBeenCalled();
  });
});
