import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

// Decision 27; spec §5 (origin differs from destination, dates not before today, end after start, latest after
// earliest), §9 bounds; decision 27: the BFF's own check first, then airline-api's field errors passed on.

let ip = 0;
jest.mock('@/lib/domain/airline-time', () => ({
  ...jest.requireActual<object>('@/lib/domain/airline-time'),
  airlineToday: () => '2026-12-01',
}));
const lowPriceReminderAdd = jest.fn();
jest.mock('@/lib/upstream/low-price-reminders', () => ({
  lowPriceReminderAdd: (...args: unknown[]) => lowPriceReminderAdd(...args),
}));

forwardedFor(() => `10.72.0.${ip}`);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const BODY = {
  depCode: 'CAN',
  depCodeType: 'CITY',
  arrCode: 'BJS',
  arrCodeType: 'AREA',
  earliestTime: '09:00',
  latestTime: '18:00',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  mode: 'PRICE',
  priceThreshold: 50_000,
  discountTenths: null,
  channel: 'SMS',
  doNotDisturb: true,
};

async function post(body: Record<string, unknown>, origin = 'http://shop.test') {
  const response = await POST(
    new Request('http://shop.test/api/low-price-reminders/add', {
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
  lowPriceReminderAdd.mockReset();
});

describe('POST /api/low-price-reminders/add', () => {
  it('passes a valid reminder to airline-api as the member', async () => {
    lowPriceReminderAdd.mockResolvedValue(upstreamOk({ id: 'R1' }));
    expect(await post(BODY)).toMatchObject({ code: ResultCode.OK, data: { id: 'R1' } });
    expect(lowPriceReminderAdd.mock.calls[0]![0]).toMatchObject({ token: 'member-token' });
    expect(lowPriceReminderAdd.mock.calls[0]![1]).toEqual(BODY);
  });

  it('says each broken rule beside its field without calling airline-api', async () => {
    expect(
      await post({
        ...BODY,
        arrCode: 'CAN',
        arrCodeType: 'CITY',
        latestTime: '09:00',
        startDate: '2026-11-30',
        mode: 'DISCOUNT',
        discountTenths: 9,
      }),
    ).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: {
        fieldErrors: {
          arr: 'sameCity',
          latestTime: 'latestNotAfterEarliest',
          startDate: 'startInPast',
          discountTenths: 'discountOutOfRange',
        },
      },
    });
    expect(await post({ ...BODY, startDate: '2026-12-12', endDate: '2026-12-12' })).toMatchObject({
      data: { fieldErrors: { endDate: 'endNotAfterStart' } },
    });
    expect(lowPriceReminderAdd).not.toHaveBeenCalled();
  });

  it("passes airline-api's field errors on, and its other refusals as their message", async () => {
    lowPriceReminderAdd.mockResolvedValue({
      ok: false,
      code: ResultCode.LOW_PRICE_REMINDER_INVALID,
      msg: 'x',
      data: { fieldErrors: { arr: 'routeNotOpen', '<b>': 'x' } },
    });
    expect(await post(BODY)).toMatchObject({
      status: 400,
      code: ResultCode.LOW_PRICE_REMINDER_INVALID,
      data: { fieldErrors: { arr: 'routeNotOpen' } },
    });
    lowPriceReminderAdd.mockResolvedValue({ ok: false, code: ResultCode.LOW_PRICE_REMINDER_LIMIT, msg: 'x' });
    expect(await post(BODY)).toMatchObject({ status: 409, code: ResultCode.LOW_PRICE_REMINDER_LIMIT });
  });

  it('is for members, from the site only', async () => {
    readSession.mockResolvedValue(null);
    expect(await post(BODY)).toMatchObject({ status: 401, code: ResultCode.NOT_LOGGED_IN });
    readSession.mockResolvedValue({ memberId: 'M1', token: 'member-token' });
    expect((await post(BODY, 'http://evil.test')).status).toBe(403);
    expect(lowPriceReminderAdd).not.toHaveBeenCalled();
  });

  it('limits adds per address', async () => {
    lowPriceReminderAdd.mockResolvedValue(upstreamOk({ id: 'R1' }));
    for (let i = 0; i < 10; i += 1) expect((await post(BODY)).code).toBe(ResultCode.OK);
    expect(await post(BODY)).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
  });
});
