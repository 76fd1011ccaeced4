// @postgres (decision 57): npm test runs it on PostgreSQL too, for the contract on a migrated and seeded database.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  BusiParameterDataSchema,
  CalendarShoppingDataSchema,
  CityByIpSchema,
  CityDictionarySchema,
  CityVersionSchema,
  CmsQueryDataSchema,
  ErrorEnvelopeSchema,
  IdTypeDataSchema,
  MaintenanceDataSchema,
  ResultCode,
  RouteRecommendDataSchema,
  SandboxClockDataSchema,
  SearchFlightDataSchema,
  SHUTDOWN_KEY,
  SystemIpDataSchema,
  TipsDataSchema,
  UpstreamPath,
  envelopeSchema,
} from '@/lib/contract';
import {
  DB_TEST_TIMEOUT_MS,
  SERVER_START_TIMEOUT_MS,
  OPS_TOKEN,
  TODAY,
  VISITOR_KEY,
  shopQuery,
  testServer,
} from '../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

/** Every endpoint's answer parses with its lib/contract schema (the web codes against these). */
describe('airline-api contract', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });

  const okData = <S extends z.ZodType>(schema: S, body: string): z.infer<S> => {
    const env = envelopeSchema(schema).parse(JSON.parse(body));
    expect(env.code).toBe(ResultCode.OK);
    return env.data as z.infer<S>;
  };

  it('busiParameter answers the shutdown key', async () => {
    const res = await app.inject({ method: 'POST', url: UpstreamPath.busiParameter, payload: SHUTDOWN_KEY });
    expect(okData(BusiParameterDataSchema, res.body)).toEqual({ state: 1, param: 'false' });
  });

  it('city version and dictionary, cacheable by version', async () => {
    const v = okData(CityVersionSchema, (await app.inject({ url: UpstreamPath.cityVersion })).body);
    const res = await app.inject({ url: `${UpstreamPath.cityDictionary}?v=${v.version}` });
    expect(res.headers['cache-control']).toContain('immutable');
    const dict = okData(CityDictionarySchema, res.body);
    expect(dict.version).toBe(v.version);
    expect(dict.cities.length).toBeGreaterThanOrEqual(60);
    const hot = dict.cities.filter((c) => c.hotRank).sort((a, b) => a.hotRank! - b.hotRank!);
    expect(hot.map((c) => c.hotRank)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(hot[0]?.code).toBe('CAN');
    const sha = dict.cities.filter((c) => c.code === 'SHA');
    expect(sha.map((c) => c.type).sort()).toEqual(['AIRPORT', 'AREA']);
    expect(sha.find((c) => c.type === 'AREA')?.airports).toEqual(['PVG', 'SHA']);
    const stale = await app.inject({ url: `${UpstreamPath.cityDictionary}?v=old` });
    expect(stale.headers['cache-control']).not.toContain('immutable');
  });

  it('calendarshopping', async () => {
    const res = await app.inject({
      url: `${UpstreamPath.calendarShopping}?${shopQuery([{ dep: 'CAN', arr: 'BJS', arrType: 'AREA', date: TODAY }], { startDate: TODAY, endDate: '2026-12-07' })}`,
    });
    expect(okData(CalendarShoppingDataSchema, res.body).prices).toHaveLength(7);
  });

  it('searchflight', async () => {
    const res = await app.inject({
      url: `${UpstreamPath.searchFlight}?${shopQuery([
        { dep: 'CAN', arr: 'CTU', arrType: 'AREA', date: '2026-12-10' },
        { dep: 'CTU', depType: 'AREA', arr: 'CAN', date: '2026-12-15' },
      ])}`,
    });
    const data = okData(SearchFlightDataSchema, res.body);
    expect(data.legs).toHaveLength(2);
    expect(data.legs[0]!.flights.length).toBeGreaterThan(0);
  });

  it('route recommendations near and by departure', async () => {
    const near = await app.inject({
      method: 'POST',
      url: UpstreamPath.routeRecommendNear,
      payload: {
        channelNo: 'B2C',
        language: 'zh_CN',
        arrAirportCode: 'SYX',
        depAirportCode: 'CAN',
        beginDate: TODAY,
        endDate: '2026-12-31',
        size: 10,
      },
    });
    const list = okData(RouteRecommendDataSchema, near.body).routeRecommendList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(10);
    const byDep = await app.inject({
      url: `${UpstreamPath.routeRecommendByDep}?depCityCode=CAN&language=en_US&size=5`,
    });
    expect(okData(RouteRecommendDataSchema, byDep.body).routeRecommendList).toHaveLength(5);
  });

  it('cms query pages banners and notices newest first', async () => {
    const query = (categoryTypeCode: string, language: string, pageNo = 1, pageSize = 10) =>
      app.inject({
        method: 'POST',
        url: UpstreamPath.cmsQuery,
        payload: { siteId: 's', appkey: 'k', appId: 'a', categoryTypeCode, language, pageNo, pageSize },
      });
    const banners = okData(CmsQueryDataSchema, (await query('BANNER', 'en_US')).body);
    expect(banners.count).toBe(3);
    expect(banners.list[0]?.imageUrl).toMatch(/^\/images\/banner-\d\.svg$/);
    const page2 = okData(CmsQueryDataSchema, (await query('NOTICE', 'zh_CN', 2, 4)).body);
    expect(page2.count).toBe(6);
    expect(page2.list).toHaveLength(2);
    const all = okData(CmsQueryDataSchema, (await query('NOTICE', 'zh_CN')).body).list.map((i) => i.publishTime);
    expect([...all].sort().reverse()).toEqual(all);
  });

  it('tips: specific first, generic fallback', async () => {
    const tips = async (dept: string, dest: string) =>
      okData(
        TipsDataSchema,
        (
          await app.inject({
            method: 'POST',
            url: UpstreamPath.tips,
            payload: { language: 'en_US', tipsParamList: [{ dept, dest, flightDate: TODAY }] },
          })
        ).body,
      );
    expect((await tips('SZX', 'LXA'))[0]?.title).toBe('High altitude');
    expect((await tips('SZX', 'BKK'))[0]?.title).toBe('International travel');
    expect((await tips('SZX', 'WUH')).length).toBeGreaterThan(0);
  });

  it('idType: domestic all, international passport only', async () => {
    const data = okData(IdTypeDataSchema, (await app.inject({ url: UpstreamPath.idType })).body);
    expect(data.internation.map((t) => t.typeId)).toEqual(['PP']);
    expect(data.domestic.map((t) => t.typeId)).toContain('NI');
  });

  it('system ip believes x-forwarded-for only from a caller with the visitor key', async () => {
    const forged = await app.inject({ url: UpstreamPath.systemIp, headers: { 'x-forwarded-for': '58.60.1.2' } });
    expect(forged.json().data).toEqual({ ip: '127.0.0.1' });
    const wrongKey = { 'x-forwarded-for': '58.60.1.2', 'x-visitor-key': 'not-the-key-at-all' };
    expect((await app.inject({ url: UpstreamPath.systemIp, headers: wrongKey })).json().data).toEqual({
      ip: '127.0.0.1',
    });
    const notAnAddress = { 'x-forwarded-for': 'evil', 'x-visitor-key': VISITOR_KEY };
    expect((await app.inject({ url: UpstreamPath.systemIp, headers: notAnAddress })).json().data).toEqual({
      ip: '127.0.0.1',
    });
    const res = await app.inject({
      url: UpstreamPath.systemIp,
      headers: { 'x-forwarded-for': '58.60.1.2, 10.0.0.1', 'x-visitor-key': VISITOR_KEY },
    });
    expect(okData(SystemIpDataSchema, res.body).ip).toBe('58.60.1.2');
  });

  it('city by ip; loopback is not found', async () => {
    const res = await app.inject({ url: `${UpstreamPath.cityByIp}?ip=1.2.3.4`, headers: { 'x-language': 'en_US' } });
    expect(okData(CityByIpSchema, res.body)).toEqual({ ip: '1.2.3.4', cityCode: 'SHA', cityName: 'Shanghai' });
    const loop = await app.inject({ url: `${UpstreamPath.cityByIp}?ip=127.0.0.1` });
    expect(loop.statusCode).toBe(404);
    expect(ErrorEnvelopeSchema.parse(loop.json()).code).toBe(ResultCode.NOT_FOUND);
  });

  it('admin maintenance and sandbox clock', async () => {
    const res = await app.inject({
      url: UpstreamPath.adminMaintenance,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(okData(MaintenanceDataSchema, res.body).on).toBe(false);
    const clock = await app.inject({ url: UpstreamPath.sandboxClock });
    expect(okData(SandboxClockDataSchema, clock.body)).toEqual({ offsetMs: 0, now: '2026-12-01T02:00:00.000Z' });
  });

  it('health', async () => {
    expect((await app.inject({ url: UpstreamPath.health })).statusCode).toBe(200);
  });

  it('errors are envelopes with localized msg and no stack', async () => {
    const notFound = await app.inject({ url: '/nope', headers: { 'x-language': 'en_US' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json()).toEqual({ code: ResultCode.NOT_FOUND, msg: 'Not found' });
    const badJson = await app.inject({
      method: 'POST',
      url: UpstreamPath.cmsQuery,
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(badJson.statusCode).toBe(400);
    expect(ErrorEnvelopeSchema.parse(badJson.json()).code).toBe(ResultCode.BAD_REQUEST);
    const badQuery = await app.inject({ url: `${UpstreamPath.searchFlight}?channelNo=B2C&flightCondition=notjson` });
    expect(badQuery.json()).toEqual({ code: ResultCode.BAD_REQUEST, msg: '请求参数有误' });
  });
});
