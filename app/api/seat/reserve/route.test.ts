import {
  bffLocale,
  callUpstream,
  checkInProofFor,
  forwardedFor,
  mockedCheckInProof,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, type OrderAddOnReserveData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 22, spec §7 flightOrder/{orderNo}/ancillary POST, §8 messages ('some passengers' seats have no price
// information; please choose again'), decision 21 (a refused check-in names each passenger): the reserve call.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

// Each test speaks from its own address (the limits count per address, decision 12).
let address = 1;
forwardedFor(() => `10.71.4.${address}`);
beforeEach(() => {
  address += 1;
});
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const BODY = {
  orderNo: ORDER_NO,
  segmentIndex: 0,
  sessionId: 'S-1',
  amount: 6000,
  services: [
    { kind: 'SEAT', passengerId: 'P1', seatNo: '3A' },
    { kind: 'SEAT', passengerId: 'P2', seatNo: '3B' },
  ],
  checkIn: { passengerIds: ['P1', 'P2'], clauseAgreed: true },
};
const DATA = {
  order: { orderNo: 'YA1', state: 'PENDING_PAYMENT' },
  checkIn: null,
} as unknown as OrderAddOnReserveData;

async function post(body: Record<string, unknown>, locale = 'en-US') {
  const response = await POST(
    new Request('http://shop.test/api/seat/reserve', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': locale },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

const lastCall = () =>
  callUpstream.mock.calls.at(-1)![0] as {
    path: string;
    context: { token?: string };
    body: Record<string, unknown>;
    antiFraud?: { amount?: number };
  };

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  callUpstream.mockReset();
  readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  checkInProofFor.mockResolvedValue(null);
});

describe('POST /api/seat/reserve (spec §7 flightOrder/{orderNo}/ancillary POST; decision 22)', () => {
  it("reserves at the order's path with the picks, the shown total and the request's currency", async () => {
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    expect(await post({ ...BODY, currency: 'USD' })).toMatchObject({ code: ResultCode.OK, data: DATA });
    expect(lastCall().path).toBe(`/shop/api/reserve/b2c/flightOrder/${ORDER_NO}/ancillary`);
    expect(lastCall().context.token).toBe('member-token');
    expect(lastCall().body).toEqual({ ...BODY, points: 0, currency: 'CNY' });
    expect(lastCall().antiFraud).toEqual({ amount: 6000 });
  });

  it("a visitor reserves with the seal's proof and no token, never a proof from the body", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const forged = { ticketNo: '9029999999999', name: 'SOMEONE/ELSE' };
    expect((await post({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(lastCall().context.token).toBeUndefined();
    expect(lastCall().body.visitor).toEqual(PROOF);
  });

  it('seats without a fare answer the passengers to pick again, each marked beside its passenger', async () => {
    callUpstream.mockResolvedValue({
      ok: false,
      code: ResultCode.SEAT_PRODUCT_MISSING,
      msg: 'x',
      data: { passengerIds: ['P2'] },
    });
    expect(await post(BODY)).toEqual({
      status: 409,
      code: ResultCode.SEAT_PRODUCT_MISSING,
      msg: 'Some passengers’ seats have no price information; please choose again',
      data: { passengerIds: ['P2'], fieldErrors: { P2: 'reselect' } },
    });
  });

  it('a refused check-in answers as /api/check-in/submit does: the first code, each passenger and why', async () => {
    callUpstream.mockResolvedValue({
      ok: false,
      code: ResultCode.CHECK_IN_GUARDIAN_FIRST,
      msg: 'x',
      data: { passengers: [{ passengerId: 'P2', refusal: 'guardianFirst' }] },
    });
    expect(await post(BODY)).toEqual({
      status: 409,
      code: ResultCode.CHECK_IN_GUARDIAN_FIRST,
      msg: 'A child cannot check in before the guardian',
      data: {
        passengers: [{ passengerId: 'P2', refusal: 'guardianFirst' }],
        fieldErrors: { P2: 'guardianFirst' },
      },
    });
  });

  it('other refusals answer their code alone; data outside the contract is not passed on', async () => {
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.ADD_ON_PRICE_CHANGED, msg: 'x', data: { x: 1 } });
    const changed = await post(BODY);
    expect(changed).toMatchObject({ status: 409, code: ResultCode.ADD_ON_PRICE_CHANGED });
    expect(changed).not.toHaveProperty('data');
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.SEAT_PRODUCT_MISSING, msg: 'x', data: { x: 1 } });
    expect(await post(BODY)).not.toHaveProperty('data');
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await post(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
  });

  // Issue 29 §1, decision 52: a pick while a paid seat order of the passenger is being applied.
  it('a paid seat being confirmed answers 409 with its message in the request language, nothing else', async () => {
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.SEAT_PURCHASE_PENDING, msg: 'x' });
    expect(await post(BODY)).toEqual({
      status: 409,
      code: ResultCode.SEAT_PURCHASE_PENDING,
      msg: 'A seat already paid for this passenger is being confirmed; please try again in a moment',
    });
    bffLocale.mockResolvedValueOnce('zh-CN');
    expect(await post(BODY, 'zh-CN')).toMatchObject({ status: 409, msg: '该旅客已付款的座位正在确认中，请稍后再选' });
  });

  it('refuses a body with a bad seat, a negative total or no session before asking', async () => {
    expect((await post({ ...BODY, services: [{ kind: 'SEAT', passengerId: 'P1', seatNo: '99Z' }] })).status).toBe(400);
    expect((await post({ ...BODY, amount: -1 })).status).toBe(400);
    expect((await post({ ...BODY, sessionId: '' })).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});

// Issue 29 §1 (seat hoarding after booking), decision 52: per-visitor limits, per address only.
const TOO_MANY = 'Too many attempts, please try again later';
describe('POST /api/seat/reserve: per-visitor limits (issue 29 §1; decision 12)', () => {
  it('refuses the 11th reserve of one address in a minute with a localized 429; another address is served', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const first = address;
    for (let i = 0; i < 10; i += 1) expect((await post(BODY)).code).toBe(ResultCode.OK);
    const refused = await post(BODY);
    expect(refused).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect((refused as { msg?: string }).msg).toBe(TOO_MANY);
    expect(callUpstream).toHaveBeenCalledTimes(10);
    // A second visitor (another address) is not affected, and the first stays refused.
    address += 1;
    expect((await post(BODY)).code).toBe(ResultCode.OK);
    address = first;
    expect((await post(BODY)).status).toBe(429);
  });
});
