import {
  forwardedFor,
  mockedVisitorOrders,
  readSession,
  upstreamContextFor,
  visitorProofFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 28; spec §7 flightOrder/{orderNo}/ancillary POST: the add-on order, as the member or as the
// visitor of this browser, with one key per click, the claim account refused field by field.

let ip = 0;
jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
const addOnReserve = jest.fn();
jest.mock('@/lib/upstream/add-ons', () => ({ addOnReserve: (...args: unknown[]) => addOnReserve(...args) }));

forwardedFor(() => `10.93.1.${ip}`);
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', token: 'member-token', currency: 'CNY' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL = { orderNo: ORDER_NO, passengerName: '张云雀', mobile: '13800138000' };
const ATTEMPT = '6f1c2b9e-3d4a-4c55-9a1e-0b7c8d9e0f12';
const FIELDS = {
  orderNo: ORDER_NO,
  segmentIndex: 0,
  sessionId: 'S-1',
  amount: 9800,
  points: 0,
  services: [{ kind: 'BAGGAGE', passengerId: 'P1', productCode: 'BAG10' }],
};
const BODY = { ...FIELDS, attempt: ATTEMPT };
const ORDER = { orderNo: 'YQ2026120199999999', state: 'PENDING_PAYMENT' };

async function reserve(body: Record<string, unknown> = BODY, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/add-ons/reserve', {
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
  addOnReserve.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  visitorProofFor.mockResolvedValue(null);
});

describe('POST /api/add-ons/reserve (decision 28)', () => {
  it("reserves on the member's order with the token and one key per click (a double click is one order)", async () => {
    addOnReserve.mockResolvedValue(upstreamOk(ORDER));
    expect(await reserve()).toMatchObject({ code: ResultCode.OK, data: ORDER });
    await reserve();
    await reserve({ ...BODY, attempt: 'a-new-attempt-0001' });
    const [context, fields] = addOnReserve.mock.calls[0] as [unknown, unknown, string];
    expect(context).toMatchObject({ token: 'member-token' });
    expect(fields).toEqual({ ...FIELDS, visitor: undefined });
    const keys = addOnReserve.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it("reserves on a visitor's order with the seal's proof; a proof in the body is dropped", async () => {
    readSession.mockResolvedValue(null);
    visitorProofFor.mockResolvedValue(SEAL);
    addOnReserve.mockResolvedValue(upstreamOk(ORDER));
    const forged = { passengerName: 'Someone', mobile: '13900000000' };
    expect((await reserve({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(addOnReserve.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(addOnReserve.mock.calls[0]![1]).toMatchObject({
      visitor: { passengerName: SEAL.passengerName, mobile: SEAL.mobile },
    });
  });

  it('is NOT_FOUND without a session or a seal, and answers refusals in its own words', async () => {
    readSession.mockResolvedValue(null);
    expect(await reserve()).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(addOnReserve).not.toHaveBeenCalled();
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    addOnReserve.mockResolvedValue({ ok: false, code: ResultCode.ADD_ON_BAGGAGE_LIMIT, msg: 'upstream text' });
    expect(await reserve()).toMatchObject({
      status: 409,
      code: ResultCode.ADD_ON_BAGGAGE_LIMIT,
      msg: 'Baggage limit reached: free and bought baggage may total at most 50 kg',
    });
    addOnReserve.mockResolvedValue({ ok: false, code: ResultCode.BAGGAGE_CLOSED, msg: 'upstream text' });
    expect((await reserve()).msg).toBe('Baggage cannot be bought within 2 hours of departure');
  });

  it('passes a refused claim account on field by field', async () => {
    addOnReserve.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_ON_CLAIM_INVALID,
      msg: 'x',
      data: { fieldErrors: { cardNo: 'checksum' } },
    });
    const claim = { provinceCode: '440000', bank: 'ICBC', cardNo: '6212345678901233' };
    expect(await reserve({ ...BODY, claimAccount: claim })).toMatchObject({
      status: 400,
      code: ResultCode.ADD_ON_CLAIM_INVALID,
      data: { fieldErrors: { cardNo: 'checksum' } },
    });
  });

  it('refuses a bad body and another origin (CSRF) before calling airline-api; limits per address', async () => {
    expect((await reserve({ ...BODY, amount: -1 })).code).toBe(ResultCode.BAD_REQUEST);
    expect((await reserve({ ...BODY, services: [{ kind: 'SOUP', passengerId: 'P1' }] })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await reserve({ ...BODY, claimAccount: { provinceCode: 'x', bank: 'ICBC', cardNo: '1' } })).code).toBe(
      ResultCode.BAD_REQUEST,
    );
    expect((await reserve(FIELDS)).code).toBe(ResultCode.BAD_REQUEST);
    expect(await reserve(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    expect(addOnReserve).not.toHaveBeenCalled();
    addOnReserve.mockResolvedValue(upstreamOk(ORDER));
    ip += 1;
    for (let i = 0; i < 10; i += 1) expect((await reserve()).code).toBe(ResultCode.OK);
    expect(await reserve()).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
  });
});
