import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type FlightStatusData } from '@/lib/contract';
import { airlineToday } from '@/lib/domain/airline-time';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

const queryFlightStatus = jest.fn();
jest.mock('@/lib/upstream/flight-status', () => ({
  ...jest.requireActual('@/lib/upstream/flight-status'),
  queryFlightStatus: (...args: unknown[]) => queryFlightStatus(...args),
}));

forwardedFor('10.40.0.3');
readSession.mockImplementation(async () => null);
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const TODAY = airlineToday();
const DATA: FlightStatusData = { asOf: '2026-12-01T02:00:00.000Z', flights: [] };

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/flight-status?${new URLSearchParams(query).toString()}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    ...((await response.json()) as { code: string; data?: unknown }),
  };
}

beforeEach(() => queryFlightStatus.mockReset());

describe('GET /api/flight-status (spec §2 /flightDynamics, §7 queryflt)', () => {
  it('passes a flight-number query on and answers it uncached, to anyone', async () => {
    queryFlightStatus.mockResolvedValue(upstreamOk(DATA));
    expect(await get({ flightNo: 'yq1001', date: TODAY })).toMatchObject({ code: ResultCode.OK, cache: 'no-store' });
    expect(queryFlightStatus.mock.calls[0]![1]).toEqual({ by: 'flight', flightNo: 'YQ1001', date: TODAY });
  });

  it('refuses spec §5 rules beside their fields without calling airline-api', async () => {
    expect(await get({ flightNo: 'YQ12345', date: TODAY })).toMatchObject({
      status: 400,
      data: { fieldErrors: { flightNo: 'flightNoTooLong' } },
    });
    expect(await get({ dep: 'CAN', arr: 'CAN', date: '2001-01-01' })).toMatchObject({
      status: 400,
      data: { fieldErrors: { arr: 'sameCity', date: 'dateOutOfRange' } },
    });
    expect((await get({})).status).toBe(400);
    expect(queryFlightStatus).not.toHaveBeenCalled();
  });

  it("answers airline-api's own refusal (one city twice) beside its field", async () => {
    queryFlightStatus.mockResolvedValue({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'x',
      data: { issues: { arr: 'sameCity' } },
    });
    expect(await get({ dep: 'PVG', arr: 'SHA', arrType: 'AREA', date: TODAY })).toMatchObject({
      status: 400,
      data: { fieldErrors: { arr: 'sameCity' } },
    });
  });

  it('answers an upstream failure with its code', async () => {
    queryFlightStatus.mockResolvedValue({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'x' });
    expect(await get({ flightNo: 'YQ1001', date: TODAY })).toMatchObject({ code: ResultCode.UPSTREAM_UNAVAILABLE });
  });
});
