import { checkInProofFor, forwardedFor, mockedCheckInProof, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type CheckInData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 21, spec §4 "Check-in": the BFF's check-in acts on the member's order by the token, or on a trip this
// browser found by the proof its seal holds; never by a proof the body carries (decision 21).

jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
const checkIn = jest.fn();
jest.mock('@/lib/upstream/check-in', () => ({
  ...jest.requireActual('@/lib/upstream/check-in'),
  checkIn: (...args: unknown[]) => checkIn(...args),
}));

forwardedFor('10.50.0.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const ORDER_NO = 'YQ2026120112345678';
const SEAL_PROOF = { ticketNo: '9021234567890', name: '张云雀' };
const BODY = {
  orderNo: ORDER_NO,
  segmentIndex: 0,
  passengers: [{ passengerId: 'P1' }, { passengerId: 'P2' }],
  clauseAgreed: true,
};
const MEMBER = { memberId: 'M1', token: 'member-token' };
const DATA = { passes: [], trip: {} } as unknown as CheckInData;

async function submit(body: Record<string, unknown>) {
  const response = await POST(
    new Request('http://shop.test/api/check-in/submit', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

/** What airline-api was sent: the context's token and the body's visitor proof, call by call. */
const sent = () =>
  checkIn.mock.calls.map(([context, body]) => ({
    token: (context as { token?: string }).token,
    visitor: (body as { visitor?: unknown }).visitor,
  }));

beforeEach(() => {
  readSession.mockReset();
  checkInProofFor.mockReset();
  checkIn.mockReset();
});

describe('POST /api/check-in/submit (spec §4 "Check-in"; decision 21)', () => {
  it("a visitor's proof comes from the seal, never from the body, and goes without a token", async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(SEAL_PROOF);
    checkIn.mockResolvedValue(upstreamOk(DATA));
    const forged = { ticketNo: '9029999999999', name: 'SOMEONE/ELSE' };
    expect((await submit({ ...BODY, visitor: forged })).code).toBe(ResultCode.OK);
    expect(checkInProofFor).toHaveBeenCalledWith(ORDER_NO);
    expect(sent()).toEqual([{ token: undefined, visitor: SEAL_PROOF }]);
  });

  it('without a login or a proof for that order it is NOT_FOUND, and airline-api is not asked', async () => {
    readSession.mockResolvedValue(null);
    checkInProofFor.mockResolvedValue(null);
    const forged = { ticketNo: '9029999999999', name: 'SOMEONE/ELSE' };
    expect(await submit({ ...BODY, visitor: forged })).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(checkIn).not.toHaveBeenCalled();
  });

  it("a member acts with the token; another member's order is airline-api's NOT_FOUND, passed on (IDOR)", async () => {
    readSession.mockResolvedValue(MEMBER);
    checkInProofFor.mockResolvedValue(null);
    checkIn.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await submit(BODY)).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND, msg: 'Nothing was found' });
    expect(sent()).toEqual([{ token: 'member-token', visitor: undefined }]);
  });

  it('a member who also found the trip as a visitor falls back to the seal’s proof when the token does not open it', async () => {
    readSession.mockResolvedValue(MEMBER);
    checkInProofFor.mockResolvedValue(SEAL_PROOF);
    checkIn
      .mockResolvedValueOnce({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' })
      .mockResolvedValue(upstreamOk(DATA));
    expect((await submit(BODY)).code).toBe(ResultCode.OK);
    expect(sent()).toEqual([
      { token: 'member-token', visitor: undefined },
      { token: undefined, visitor: SEAL_PROOF },
    ]);
  });

  it('a refusal answers the first code with each refused passenger and its reason beside that passenger', async () => {
    readSession.mockResolvedValue(MEMBER);
    checkIn.mockResolvedValue({
      ok: false,
      code: ResultCode.CHECK_IN_GUARDIAN_FIRST,
      msg: 'x',
      data: {
        passengers: [
          { passengerId: 'P2', refusal: 'guardianFirst' },
          { passengerId: 'P3', refusal: 'infant' },
        ],
      },
    });
    expect(await submit(BODY)).toEqual({
      status: 409,
      code: ResultCode.CHECK_IN_GUARDIAN_FIRST,
      msg: 'A child cannot check in before the guardian',
      data: {
        passengers: [
          { passengerId: 'P2', refusal: 'guardianFirst' },
          { passengerId: 'P3', refusal: 'infant' },
        ],
        fieldErrors: { P2: 'guardianFirst', P3: 'infant' },
      },
    });
  });

  it('a window or clause refusal answers its code alone; data outside the contract is not passed on', async () => {
    readSession.mockResolvedValue(MEMBER);
    checkIn.mockResolvedValue({ ok: false, code: ResultCode.CHECK_IN_NOT_OPEN, msg: 'x' });
    expect(await submit(BODY)).toEqual({
      status: 409,
      code: ResultCode.CHECK_IN_NOT_OPEN,
      msg: 'Online check-in is not open yet; it opens 48 hours before departure',
    });
    checkIn.mockResolvedValue({ ok: false, code: ResultCode.CHECK_IN_CLOSED, msg: 'x', data: { secret: 1 } });
    expect(await submit(BODY)).not.toHaveProperty('data');
  });

  it('refuses a body without its order or with a bad segment before asking anyone', async () => {
    readSession.mockResolvedValue(MEMBER);
    expect((await submit({ ...BODY, orderNo: '' })).status).toBe(400);
    expect((await submit({ ...BODY, segmentIndex: 9 })).status).toBe(400);
    expect(checkIn).not.toHaveBeenCalled();
  });
});
