import {
  bffLocale,
  callUpstream,
  forwardedFor,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Spec §7 GET routeRecommend/getByDepCityCode (issue 33 §3): the departure city's routes through the BFF.

jest.mock('next/cache', () => mockedNextCache);
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.3.1');
readSession.mockImplementation(async () => null);
bffLocale.mockImplementation(async () => 'en-US');
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', currency: 'CNY', channel: 'B2C' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const route = { depCityName: 'Lhasa', arrCityName: 'Chengdu', price: 52000, currency: 'CNY', flightDate: '2026-12-09' };
const dictionary = {
  version: 'v1',
  cities: [{ code: 'TFU', type: 'AIRPORT' }],
};

async function get(query: string) {
  const response = await GET(new Request(`http://shop.test/api/route-recommend/by-departure?${query}`), {
    params: Promise.resolve({}),
  });
  return { status: response.status, ...((await response.json()) as { code: string; data?: { routes: unknown[] } }) };
}

beforeEach(() => callUpstream.mockReset());

describe('GET /api/route-recommend/by-departure', () => {
  it('asks airline-api for the city, size 10, and types each end as the search form does', async () => {
    callUpstream.mockImplementation(async (call: { path: string }) => {
      if (call.path === UpstreamPath.routeRecommendByDep)
        return upstreamOk({
          routeRecommendList: [
            { ...route, depAirPort: 'LXA', arrAirPort: 'TFU' },
            { ...route, depAirPort: 'LXA', arrAirPort: 'CKG' },
          ],
        });
      if (call.path === UpstreamPath.cityVersion) return upstreamOk({ version: 'v1' });
      return upstreamOk(dictionary);
    });
    const answer = await get('dep=LXA');
    expect(answer.status).toBe(200);
    const asked = callUpstream.mock.calls.find(([c]) => c.path === UpstreamPath.routeRecommendByDep)![0];
    expect(asked.query).toMatchObject({ depCityCode: 'LXA', size: 10, language: 'en_US' });
    expect(answer.data?.routes).toEqual([
      expect.objectContaining({ arrAirPort: 'TFU', arrType: 'AIRPORT', depType: 'CITY' }),
      expect.objectContaining({ arrAirPort: 'CKG', arrType: 'CITY' }),
    ]);
  });

  it('refuses a code that is not three capitals, before asking anyone', async () => {
    const answer = await get('dep=lx');
    expect(answer.code).toBe(ResultCode.BAD_REQUEST);
    expect(callUpstream).not.toHaveBeenCalled();
  });
});
