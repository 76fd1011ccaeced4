import { forwardedFor, mockedCheckInProof, readSession, rememberCheckInProof } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type CheckInTripsData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 21: a visitor finds a trip by ticket or document number and name; the BFF limits lookups per address
// (decision 12: every key holds the visitor's address, so one visitor never stops another) and keeps the proof
// in the sealed cookie for the trips found.

let ip = '10.60.0.1';
jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
const visitorCheckInTrips = jest.fn();
jest.mock('@/lib/upstream/check-in', () => ({
  visitorCheckInTrips: (...args: unknown[]) => visitorCheckInTrips(...args),
}));

forwardedFor(() => ip);
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const TICKET = { ticketNo: '9021234567890', name: '张云雀' };
const trip = (orderNo: string, segIndex: number) => ({ orderNo, segIndex });
const FOUND = {
  records: [trip('YQ2026120100000001', 0), trip('YQ2026120100000001', 1), trip('YQ2026120100000002', 0)],
  total: 3,
} as unknown as CheckInTripsData;

async function lookup(body: Record<string, unknown>, from = ip) {
  ip = from;
  const response = await POST(
    new Request('http://shop.test/api/check-in/lookup', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    ...((await response.json()) as { code: string; msg: string; data?: unknown }),
  };
}

beforeEach(() => {
  rememberCheckInProof.mockReset();
  visitorCheckInTrips.mockReset();
});

describe('POST /api/check-in/lookup (spec §2 /checkIn; decision 21)', () => {
  it('asks airline-api without the token and keeps the proof for each order found', async () => {
    visitorCheckInTrips.mockResolvedValue(upstreamOk(FOUND));
    const answer = await lookup({ ticketNo: '902 1234 5678 90', name: ' 张云雀 ' }, '10.60.1.1');
    expect(answer).toMatchObject({ status: 200, code: ResultCode.OK, data: FOUND });
    expect(visitorCheckInTrips.mock.calls[0]![1]).toEqual(TICKET);
    expect(rememberCheckInProof.mock.calls.map(([, orderNo, proof]) => [orderNo, proof])).toEqual([
      ['YQ2026120100000002', TICKET],
      ['YQ2026120100000001', TICKET],
    ]);
  });

  it('takes a document number and name as the proof too', async () => {
    visitorCheckInTrips.mockResolvedValue(upstreamOk({ records: [], total: 0 }));
    await lookup({ certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' }, '10.60.2.1');
    expect(visitorCheckInTrips.mock.calls[0]![1]).toEqual({ certificateNumber: 'E55501234', name: 'ZHANG/YUNQUE' });
  });

  it('names each refused field without asking airline-api', async () => {
    expect(await lookup({ ticketNo: '1231234567890', name: '' }, '10.60.3.1')).toMatchObject({
      status: 400,
      data: { fieldErrors: { ticketNo: expect.any(String), name: expect.any(String) } },
    });
    expect(await lookup({ name: '张云雀' }, '10.60.3.1')).toMatchObject({
      status: 400,
      data: { fieldErrors: { ticketNo: 'required' } },
    });
    expect(await lookup({ certificateNumber: 'E1', name: '张云雀' }, '10.60.3.1')).toMatchObject({
      status: 400,
      data: { fieldErrors: { certificateNumber: expect.any(String) } },
    });
    expect(visitorCheckInTrips).not.toHaveBeenCalled();
  });

  it("passes airline-api's NOT_FOUND on and remembers nothing", async () => {
    visitorCheckInTrips.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await lookup(TICKET, '10.60.4.1')).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
    expect(rememberCheckInProof).not.toHaveBeenCalled();
  });

  it('limits lookups per address: the 11th from one address is refused, another address still works', async () => {
    visitorCheckInTrips.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    const guesser = '10.60.5.1';
    for (let i = 0; i < 10; i += 1) {
      const name = `孙云${i}`;
      const ticketNo = `90200000000${String(i).padStart(2, '0')}`;
      expect((await lookup({ ticketNo, name }, guesser)).code).toBe(ResultCode.NOT_FOUND);
    }
    const limited = await lookup(TICKET, guesser);
    expect(limited).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    expect(visitorCheckInTrips).toHaveBeenCalledTimes(10);

    // One visitor never stops another (decision 12): the same proof from another address is asked.
    visitorCheckInTrips.mockResolvedValue(upstreamOk(FOUND));
    expect(await lookup(TICKET, '10.60.5.2')).toMatchObject({ status: 200, code: ResultCode.OK });
    expect(visitorCheckInTrips).toHaveBeenCalledTimes(11);
  });

  it('limits tries of one ticket from one address to 5, and not that ticket from another address', async () => {
    visitorCheckInTrips.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    for (let i = 0; i < 5; i += 1) await lookup({ ...TICKET, name: `李云${i}` }, '10.60.6.1');
    expect((await lookup(TICKET, '10.60.6.1')).code).toBe(ResultCode.RATE_LIMITED);
    expect((await lookup({ ...TICKET, ticketNo: '9021234567891' }, '10.60.6.1')).code).toBe(ResultCode.NOT_FOUND);
    expect((await lookup(TICKET, '10.60.6.2')).code).toBe(ResultCode.NOT_FOUND);
  });
});
