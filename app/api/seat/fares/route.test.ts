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
import { ResultCode, UpstreamPath, type SeatFareData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 22, spec §7 getSeatServiceFare (serviceType SEAT), §3 lowestPrice: what each seat costs now, in the
// visitor's currency (the currency profile; CNY when none), scoped as check-in is (decision 21).

jest.mock('next/cache', () => mockedNextCache);
let currency: string | undefined;
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.1.1');
upstreamContextFor.mockImplementation(async () => ({
  language: 'en_US',
  channel: 'B2C',
  token: 'member-token',
  currency,
}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' };
const DATA: SeatFareData = {
  currency: 'CNY',
  lowestPrice: 3000,
  fares: [{ productId: 'S1', seatNo: '1A', price: 3000 }],
};

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/seat/fares?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
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
  currency = undefined;
});

describe('GET /api/seat/fares (spec §7 getSeatServiceFare; decision 22)', () => {
  it('asks for SEAT fares in CNY when the request names no currency, and answers them', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '0' })).toMatchObject({ code: ResultCode.OK, data: DATA });
    expect(lastCall().path).toBe(UpstreamPath.seatServiceFare);
    expect(lastCall().context.token).toBe('member-token');
    expect(lastCall().body).toEqual({ orderNo: ORDER_NO, segmentIndex: 0, serviceType: 'SEAT', currency: 'CNY' });
  });

  it("prices in the visitor's currency profile, never one from the query", async () => {
    currency = 'USD';
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    callUpstream.mockResolvedValue(upstreamOk({ ...DATA, currency: 'USD' }));
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '1', currency: 'CNY' })).code).toBe(ResultCode.OK);
    expect(lastCall().context.token).toBeUndefined();
    expect(lastCall().body).toEqual({
      orderNo: ORDER_NO,
      segmentIndex: 1,
      visitor: PROOF,
      serviceType: 'SEAT',
      currency: 'USD',
    });
  });

  it("another member's order is NOT_FOUND; a shut segment answers airline-api's code", async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '0' })).toMatchObject({ status: 404 });
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.SEAT_SELECTION_NOT_SUPPORTED, msg: 'x' });
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '0' })).toMatchObject({
      status: 409,
      code: ResultCode.SEAT_SELECTION_NOT_SUPPORTED,
      msg: 'This flight does not support online seat selection; please go to the check-in counter',
    });
  });
});
