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
import { ResultCode, UpstreamPath, type AddOnOrder } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Decision 22: one add-on order, read in the scope of its parent order (decision 21): the member's token, or
// the check-in seal's proof for a visitor; the payment result page follows it.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.5.1');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const ADD_ON_NO = 'YA2026120100000001';
const PROOF = { certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' };
const DATA = { orderNo: ADD_ON_NO, parentOrderNo: ORDER_NO, state: 'DONE' } as unknown as AddOnOrder;

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/seat/order?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

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

describe('GET /api/seat/order (decision 22)', () => {
  it("reads the member's add-on order by the token, then by the seal's proof when the token does not open it", async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(PROOF);
    callUpstream
      .mockResolvedValueOnce({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' })
      .mockResolvedValue(upstreamOk(DATA));
    const query = { orderNo: ORDER_NO, segmentIndex: '1', addOnOrderNo: ADD_ON_NO };
    expect(await get(query)).toMatchObject({ code: ResultCode.OK, data: DATA });
    const body = { orderNo: ORDER_NO, segmentIndex: 1, addOnOrderNo: ADD_ON_NO };
    expect(sent()).toEqual([
      { path: UpstreamPath.addOnOrder, token: 'member-token', body },
      { path: UpstreamPath.addOnOrder, token: undefined, body: { ...body, visitor: PROOF } },
    ]);
  });

  it("another member's order is NOT_FOUND (IDOR), and a visitor without a proof asks nothing", async () => {
    readSession.mockResolvedValue({ memberId: 'M2', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const query = { orderNo: ORDER_NO, segmentIndex: '0', addOnOrderNo: ADD_ON_NO };
    expect(await get(query)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    callUpstream.mockReset();
    readSession.mockResolvedValue(null);
    expect(await get(query)).toMatchObject({ status: 404 });
    expect(callUpstream).not.toHaveBeenCalled();
  });

  it('refuses a query without the add-on order before asking', async () => {
    readSession.mockResolvedValue(null);
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '0' })).status).toBe(400);
    expect((await get({ orderNo: ORDER_NO, segmentIndex: '0', addOnOrderNo: 'x'.repeat(40) })).status).toBe(400);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});
