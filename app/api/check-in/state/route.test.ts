import { checkInProofFor, forwardedFor, mockedCheckInProof, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type CheckInStateData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 21, spec §7 selectSeatAndCheckInState: one segment as this browser may see it.

jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
const checkInState = jest.fn();
jest.mock('@/lib/upstream/check-in', () => ({ checkInState: (...args: unknown[]) => checkInState(...args) }));

forwardedFor('10.70.0.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' };
const DATA = { openSeat: true, trip: { orderNo: ORDER_NO } } as unknown as CheckInStateData;

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/check-in/state?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  checkInState.mockReset();
});

describe('GET /api/check-in/state (spec §7 selectSeatAndCheckInState; decision 21)', () => {
  it("passes another member's order on as airline-api's NOT_FOUND (IDOR)", async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    checkInState.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '0' })).toMatchObject({
      status: 404,
      code: ResultCode.NOT_FOUND,
    });
    expect(checkInState.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, segmentIndex: 0, visitor: undefined });
  });

  it("reads a visitor's trip with the seal's proof, whatever the query says", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    checkInState.mockResolvedValue(upstreamOk(DATA));
    const forged = JSON.stringify({ ticketNo: '9029999999999', name: 'X' });
    expect(await get({ orderNo: ORDER_NO, segmentIndex: '1', visitor: forged })).toMatchObject({
      code: ResultCode.OK,
      data: DATA,
    });
    expect(checkInState.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(checkInState.mock.calls[0]![1]).toEqual({ orderNo: ORDER_NO, segmentIndex: 1, visitor: PROOF });
  });

  it('refuses a segment out of range before asking', async () => {
    readSession.mockResolvedValue(null);
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '7' })).status).toBe(400);
    expect((await get({ orderNo: ORDER_NO })).status).toBe(400);
    expect(checkInState).not.toHaveBeenCalled();
  });
});
