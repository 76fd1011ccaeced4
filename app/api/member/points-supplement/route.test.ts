import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 65; spec §5 points supplement: the BFF's own check of the dates first, then airline-api's field errors.

let ip = 0;
jest.mock('@/lib/domain/airline-time', () => ({
  ...jest.requireActual<object>('@/lib/domain/airline-time'),
  airlineToday: () => '2026-12-20',
}));
const supplementApply = jest.fn();
jest.mock('@/lib/upstream/member-value', () => ({
  supplementApply: (...args: unknown[]) => supplementApply(...args),
}));

forwardedFor(() => `10.73.0.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const fail = (code: string, data?: unknown) => ({ ok: false, code, msg: 'refused', data });
const BODY = { documentId: 'REAL_NAME', flightNo: 'YQ1234', flightDate: '2026-11-20', ticketNo: '9021234567890' };

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/member/points-supplement', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  ip += 1;
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  supplementApply.mockReset();
});

describe('POST /api/member/points-supplement', () => {
  it('passes an application in the window to airline-api as the session’s member', async () => {
    supplementApply.mockResolvedValue(upstreamOk({ applicationNo: 'PS1', status: 'PENDING' }));
    expect(await post(BODY)).toMatchObject({ code: ResultCode.OK, data: { applicationNo: 'PS1' } });
    expect(supplementApply.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(supplementApply.mock.calls[0]![1]).toEqual(BODY);
  });

  it('refuses a flight 31 days back, not yet flown or within its 10 working days beside the date, without calling airline-api', async () => {
    expect(await post({ ...BODY, flightDate: '2026-11-19' })).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { flightDate: 'flightDateTooOld' } },
    });
    expect(await post({ ...BODY, flightDate: '2026-12-20', ticketNo: '123' })).toMatchObject({
      data: { fieldErrors: { flightDate: 'flightDateNotFlown', ticketNo: 'ticketNoInvalid' } },
    });
    expect(await post({ ...BODY, flightDate: '2026-12-07' })).toMatchObject({
      data: { fieldErrors: { flightDate: 'flightDateTooRecent' } },
    });
    expect(supplementApply).not.toHaveBeenCalled();
  });

  it('passes airline-api’s field errors and its one-a-day refusal on', async () => {
    supplementApply.mockResolvedValueOnce(
      fail(ResultCode.POINTS_SUPPLEMENT_INVALID, { fieldErrors: { documentId: 'documentUnknown' } }),
    );
    expect(await post(BODY)).toMatchObject({
      code: ResultCode.POINTS_SUPPLEMENT_INVALID,
      data: { fieldErrors: { documentId: 'documentUnknown' } },
    });
    supplementApply.mockResolvedValueOnce(fail(ResultCode.POINTS_SUPPLEMENT_DAILY_LIMIT));
    expect(await post(BODY)).toMatchObject({ status: 409, code: ResultCode.POINTS_SUPPLEMENT_DAILY_LIMIT });
  });

  it('refuses another site’s page and a visitor without a session', async () => {
    expect(await post(BODY, 'http://evil.test')).toMatchObject({ status: 403, code: ResultCode.FORBIDDEN_ORIGIN });
    readSession.mockResolvedValue(null);
    expect(await post(BODY)).toMatchObject({ status: 401, code: ResultCode.NOT_LOGGED_IN });
    expect(supplementApply).not.toHaveBeenCalled();
  });
});
