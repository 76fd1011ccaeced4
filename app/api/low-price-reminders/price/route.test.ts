import { forwardedFor, readSession } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

const lowPriceReminderPrice = jest.fn();
const lowPriceReminderList = jest.fn();
jest.mock('@/lib/upstream/low-price-reminders', () => ({
  lowPriceReminderPrice: (...args: unknown[]) => lowPriceReminderPrice(...args),
  lowPriceReminderList: (...args: unknown[]) => lowPriceReminderList(...args),
}));

forwardedFor('10.72.2.1');
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const QUERY = {
  depCode: 'CAN',
  depCodeType: 'CITY',
  arrCode: 'BJS',
  arrCodeType: 'AREA',
  startDate: '2026-12-10',
  endDate: '2026-12-12',
  earliestTime: '09:00',
  latestTime: '18:00',
};

async function get(query: Record<string, string>) {
  const response = await GET(
    new Request(`http://shop.test/api/low-price-reminders/price?${new URLSearchParams(query)}`, {
      headers: { 'x-sf-locale': 'en-US' },
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => {
  readSession.mockReset().mockResolvedValue({ memberId: 'M1', token: 'member-token' });
  lowPriceReminderPrice.mockReset();
});

describe('GET /api/low-price-reminders/price', () => {
  const PRICE = { lowest: null, fullFare: 150_000, currency: 'CNY' };
  it('asks airline-api for the window as the member', async () => {
    lowPriceReminderPrice.mockResolvedValue(upstreamOk(PRICE));
    expect(await get(QUERY)).toMatchObject({ code: ResultCode.OK, data: PRICE });
    expect(lowPriceReminderPrice.mock.calls[0]![1]).toEqual(QUERY);
  });

  it("refuses a malformed query, passes airline-api's field errors, and needs a member", async () => {
    expect((await get({ ...QUERY, depCode: 'can' })).status).toBe(400);
    lowPriceReminderPrice.mockResolvedValue({
      ok: false,
      code: ResultCode.LOW_PRICE_REMINDER_INVALID,
      msg: 'x',
      data: { fieldErrors: { arr: 'sameCity' } },
    });
    expect(await get(QUERY)).toMatchObject({ data: { fieldErrors: { arr: 'sameCity' } } });
    readSession.mockResolvedValue(null);
    expect((await get(QUERY)).code).toBe(ResultCode.NOT_LOGGED_IN);
  });
});
