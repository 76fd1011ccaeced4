import type { FlightCondition, TripType } from '@/lib/contract';
import type { UpstreamContext } from './context';

jest.mock('server-only', () => ({}));
const callUpstream = jest.fn(async () => ({ ok: true, data: { legs: [] } }));
jest.mock('./client', () => ({ callUpstream: (...args: unknown[]) => callUpstream(...(args as [])) }));
jest.mock('@/lib/env', () => ({ env: () => ({ SHOPPING_CACHE_MS: 10_000 }) }));

// Decision 33: which shopping calls go through the short-lived cache.
import { calendarShopping, searchFlight } from './shop';
import { clearShoppingCache } from './shopping-cache';
import { searchChannel } from '@/lib/domain/search-channel';

const visitor: UpstreamContext = { language: 'zh_CN', currency: 'CNY', channel: 'B2C', deviceId: 'd1' };
const leg: FlightCondition = {
  index: 0,
  depCode: 'CAN',
  arrCode: 'PEK',
  depDate: '2026-12-20',
  depCodeType: 'CITY',
  arrCodeType: 'CITY',
};
const search = { tripType: 'OW' as TripType, legs: [leg], adults: 1, children: 0, infants: 0 };

beforeEach(() => {
  clearShoppingCache();
  callUpstream.mockClear();
});

describe('shopping calls and the cache', () => {
  it("a visitor's search and calendar are asked once per query, another query or currency asks again", async () => {
    await searchFlight(visitor, search);
    await searchFlight({ ...visitor, deviceId: 'd2' }, search);
    expect(callUpstream).toHaveBeenCalledTimes(1);
    await searchFlight({ ...visitor, currency: 'USD' }, search);
    await searchFlight(visitor, { ...search, adults: 2 });
    expect(callUpstream).toHaveBeenCalledTimes(3);
    const calendar = { tripType: 'OW' as TripType, legs: [leg], startDate: '2026-12-17', endDate: '2026-12-23' };
    await calendarShopping(visitor, calendar);
    await calendarShopping(visitor, calendar);
    expect(callUpstream).toHaveBeenCalledTimes(4);
  });

  it("a member's call and the funnel's fresh search always reach the airline", async () => {
    await searchFlight(visitor, search);
    await searchFlight({ ...visitor, token: 'member-token' }, search);
    await searchFlight(visitor, search, { fresh: true });
    expect(callUpstream).toHaveBeenCalledTimes(3);
  });

  it('an army search goes on B2CP / B2CPEN (spec §7), query and header, never answered from the B2C search', async () => {
    const asked = () =>
      (callUpstream.mock.calls as unknown as [{ query: { channelNo: string }; context: UpstreamContext }][]).at(-1)![0];
    await searchFlight(visitor, search);
    await searchFlight({ ...visitor, channel: searchChannel('zh_CN', true) }, search);
    expect(callUpstream).toHaveBeenCalledTimes(2);
    expect(asked().query.channelNo).toBe('B2CP');
    expect(asked().context.channel).toBe('B2CP');
    const english = { ...visitor, language: 'en_US' as const };
    await searchFlight({ ...english, channel: searchChannel('en_US', true) }, search);
    expect(asked().query.channelNo).toBe('B2CPEN');
  });
});
