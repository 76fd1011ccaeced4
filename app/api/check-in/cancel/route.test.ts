import { checkInProofFor, forwardedFor, mockedCheckInProof, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Spec §4: cancelling a check-in is refused within 45 minutes (domestic) or 60 (international) of departure;
// airline-api decides, the BFF says it in the visitor's language.

jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
const cancelCheckIn = jest.fn();
jest.mock('@/lib/upstream/check-in', () => ({ cancelCheckIn: (...args: unknown[]) => cancelCheckIn(...args) }));

forwardedFor('10.80.0.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const BODY = { orderNo: ORDER_NO, segmentIndex: 0, passengerIds: ['P1'] };

async function cancel(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/check-in/cancel', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  cancelCheckIn.mockReset();
});

describe('POST /api/check-in/cancel (spec §4; decision 21)', () => {
  it("cancels a visitor's check-in with the seal's proof, not the body's", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(PROOF);
    cancelCheckIn.mockResolvedValue(upstreamOk({ trip: { orderNo: ORDER_NO } }));
    const forged = { ticketNo: '9029999999999', name: 'X' };
    expect((await cancel({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(cancelCheckIn.mock.calls[0]![0]).toMatchObject({ token: undefined });
    expect(cancelCheckIn.mock.calls[0]![1]).toEqual({ ...BODY, visitor: PROOF });
  });

  it('says the cutoff in the locale; another member’s order is NOT_FOUND', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    checkInProofFor.mockResolvedValue(null);
    cancelCheckIn.mockResolvedValue({ ok: false, code: ResultCode.CHECK_IN_CANCEL_CUTOFF, msg: 'x' });
    expect(await cancel(BODY)).toMatchObject({
      status: 409,
      msg: 'The cancel cutoff has passed (45 minutes before domestic and 60 before international departures)',
    });
    cancelCheckIn.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await cancel(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
  });

  it('refuses another origin (CSRF) before anything', async () => {
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await cancel(BODY, 'http://evil.test')).code).toBe(ResultCode.FORBIDDEN_ORIGIN);
    expect(cancelCheckIn).not.toHaveBeenCalled();
  });
});
