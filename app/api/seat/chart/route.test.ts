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
import { ResultCode, UpstreamPath, type SeatChartData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 22, spec §7 selectFlightSeatChart, decision 21 "Who may act on a trip": the seat chart of one segment,
// for the member's order by the token or for a trip this browser found by the check-in seal's proof.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.0.1');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const DATA = { orderNo: ORDER_NO, segmentIndex: 1, seats: [], passengers: [] } as unknown as SeatChartData;

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/seat/chart?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

/** What airline-api was asked, call by call: path, token and the body. */
const sent = () =>
  callUpstream.mock.calls.map(([call]) => {
    const { path, context, body } = call as { path: string; context: { token?: string }; body: unknown };
    return { path, token: context.token, body };
  });

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  callUpstream.mockReset();
});

describe('GET /api/seat/chart (spec §7 selectFlightSeatChart; decision 22)', () => {
  it("asks for the member's order with the token and no proof", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '1' })).toMatchObject({ code: ResultCode.OK, data: DATA });
    expect(sent()).toEqual([
      { path: UpstreamPath.seatChart, token: 'member-token', body: { orderNo: ORDER_NO, segmentIndex: 1 } },
    ]);
  });

  it("passes another member's order on as airline-api's NOT_FOUND (IDOR)", async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '0' })).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
    });
  });

  it("reads a visitor's trip with the seal's proof and no token, whatever the query says", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    callUpstream.mockResolvedValue(upstreamOk(DATA));
    const forged = JSON.stringify({ ticketNo: '9029999999999', name: 'X' });
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '1', visitor: forged })).code).toBe(ResultCode.OK);
    expect(checkInProofFor).toHaveBeenCalledWith(ORDER_NO);
    expect(sent()).toEqual([
      { path: UpstreamPath.seatChart, token: undefined, body: { orderNo: ORDER_NO, segmentIndex: 1, visitor: PROOF } },
    ]);
  });

  it('without a login or a proof it is NOT_FOUND, and airline-api is not asked', async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(null);
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '0' })).code).toBe(ResultCode.NOT_FOUND);
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('refuses a segment out of range or a missing order before asking', async () => {
    readSession.mockResolvedValue(null);
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '4' })).status).toBe(400);
    expect((await get({ orderNo: ORDER_NO })).status).toBe(400);
    expect((await get({ segmentIndex: '0' })).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});
