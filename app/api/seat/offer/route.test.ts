import {
  callUpstream,
  checkInProofFor,
  forwardedFor,
  mockedCheckInProof,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, type OrderAddOnOfferData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 22, spec §7 flightOrder/{orderNo}/ancillary GET (type, channelNo, language, currency, passengerId list →
// services, sessionId): the offer of one segment, scoped as check-in is (decision 21). Language and currency are
// the request's, never the body's.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

// Each test speaks from its own address (the limits count per address, decision 12).
let address = 1;
forwardedFor(() => `10.71.3.${address}`);
beforeEach(() => {
  address += 1;
});
upstreamContextFor.mockImplementation(async () => ({
  language: 'en_US',
  channel: 'B2C',
  token: 'member-token',
  currency: 'USD',
}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const DATA = { sessionId: 'S-1', currency: 'USD', seats: [] } as unknown as OrderAddOnOfferData;

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/seat/offer', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

const lastCall = () =>
  callUpstream.mock.calls.at(-1)![0] as { path: string; context: { token?: string }; body: Record<string, unknown> };

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  callUpstream.mockReset();
});

describe('POST /api/seat/offer (spec §7 flightOrder/{orderNo}/ancillary; decision 22)', () => {
  it("asks for the order's offer at its path, in the request's language and currency", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const answer = await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT', 'MEAL'], currency: 'CNY' });
    expect(answer).toMatchObject({ code: ResultCode.OK, data: DATA });
    expect(lastCall().path).toBe(`/shop/api/shopping/b2c/flightOrder/${ORDER_NO}/ancillary`);
    expect(lastCall().context.token).toBe('member-token');
    expect(lastCall().body).toEqual({
      orderNo: ORDER_NO,
      segmentIndex: 0,
      types: ['SEAT', 'MEAL'],
      passengerIds: [],
      currency: 'USD',
      language: 'en_US',
      channelNo: 'B2C',
    });
  });

  it("a visitor's offer goes with the seal's proof and no token, never a proof from the body", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const forged = { ticketNo: '9029999999999', name: 'SOMEONE/ELSE' };
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 1, types: ['SEAT'], visitor: forged })).code).toBe(
      ResultCode.OK,
    );
    expect(lastCall().context.token).toBeUndefined();
    expect(lastCall().body).toMatchObject({ segmentIndex: 1, visitor: PROOF });
  });

  it("another member's order is NOT_FOUND (IDOR); an unknown kind is refused before asking", async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] })).toMatchObject({ status: 404 });
    callUpstream.mockReset();
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['LOUNGE'] })).status).toBe(400);
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: [] })).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('refuses a post from another origin', async () => {
    readSession.mockResolvedValue(null);
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] }, 'https://evil.example')).status).toBe(
      403,
    );
    expect(callUpstream).not.toHaveBeenCalled();
  });
});

// Issue 29 §1 (seat hoarding after booking), decision 52: per-visitor limits, per address only.
const TOO_MANY = 'Too many attempts, please try again later';
describe('POST /api/seat/offer: per-visitor limits (issue 29 §1; decision 12)', () => {
  it('refuses the 31th offer of one address in a minute with a localized 429; another address is served', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const first = address;
    for (let i = 0; i < 30; i += 1)
      expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] })).code).toBe(ResultCode.OK);
    const refused = await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] });
    expect(refused).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect((refused as { msg?: string }).msg).toBe(TOO_MANY);
    expect(callUpstream).toHaveBeenCalledTimes(30);
    // A second visitor (another address) is not affected, and the first stays refused.
    address += 1;
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] })).code).toBe(ResultCode.OK);
    address = first;
    expect((await post({ orderNo: ORDER_NO, segmentIndex: 0, types: ['SEAT'] })).status).toBe(429);
  });
});
