import { RouteNetworkDataSchema, SearchFlightDataSchema, UpstreamPath, type RouteNetworkData } from '@/lib/contract';
import { NO_ROUTE_PAIRS, buildNetwork } from '../db/seed/network';
import { addDays, isoWeekday } from '../domain/dates';
import { localDate, localTime } from '../domain/time-zone';
import { DB_TEST_TIMEOUT_MS, TODAY, shopQuery } from '../../test/test-server';
import { app, CJK, okData, serveContent } from '../../test/content-scene';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

describe('CMS content endpoints (spec §2 Content and agreements, §7 cms/s/content/query, §9 page sizes)', () => {
  serveContent();

  describe('§2 static pages route network and timetable (shop/api/shopping/b2c/routeNetwork)', () => {
    const seed = buildNetwork();
    let zh: RouteNetworkData;
    let en: RouteNetworkData;
    beforeAll(async () => {
      zh = okData(RouteNetworkDataSchema, await app.inject({ url: `${UpstreamPath.routeNetwork}?language=zh_CN` }));
      en = okData(
        RouteNetworkDataSchema,
        await app.inject({ url: UpstreamPath.routeNetwork, headers: { 'x-language': 'en_US' } }),
      );
    });

    const flightsOf = (data: RouteNetworkData) =>
      data.origins.flatMap((o) =>
        o.destinations.flatMap((d) => d.flights.map((f) => ({ dep: o.code, arr: d.code, ...f }))),
      );

    it('lists every origin with its destinations, CAN (the hub) first', () => {
      const origins = new Set(seed.routes.map((r) => r.depAirport));
      expect(zh.origins.map((o) => o.code).sort()).toEqual([...origins].sort());
      expect(zh.origins[0]?.code).toBe('CAN');
      const fromCan = seed.routes.filter((r) => r.depAirport === 'CAN').map((r) => r.arrAirport);
      expect(zh.origins[0]?.destinations.map((d) => d.code)).toEqual([...fromCan].sort());
      // Most destinations first, then by code; destinations by code.
      const sizes = zh.origins.map((o) => o.destinations.length);
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
      for (const o of zh.origins) {
        const codes = o.destinations.map((d) => d.code);
        expect([...codes].sort()).toEqual(codes);
        expect(codes).not.toContain(o.code);
      }
    });

    it('every seeded schedule is listed once under its route, with its days, time and aircraft', () => {
      const listed = flightsOf(zh);
      expect(listed).toHaveLength(seed.schedules.length);
      const byNo = new Map(listed.map((f) => [f.flightNo, f]));
      expect(byNo.size).toBe(listed.length);
      for (const s of seed.schedules) {
        const f = byNo.get(s.flightNo);
        expect({
          flightNo: f?.flightNo,
          dep: f?.dep,
          arr: f?.arr,
          days: f?.days,
          depTime: f?.depTime,
          aircraft: f?.aircraft,
        }).toEqual({
          flightNo: s.flightNo,
          dep: s.depAirport,
          arr: s.arrAirport,
          days: s.daysOfWeek.split('').map(Number),
          depTime: s.depTimeLocal,
          aircraft: s.aircraft,
        });
      }
      for (const o of zh.origins)
        for (const d of o.destinations) {
          const times = d.flights.map((f) => f.depTime);
          expect([...times].sort()).toEqual(times);
        }
    });

    it('CAN–PEK: the fixed daily times; international flag and names by language', () => {
      const can = zh.origins.find((o) => o.code === 'CAN');
      const pek = can?.destinations.find((d) => d.code === 'PEK');
      expect(pek?.flights.map((f) => [f.depTime, f.days])).toEqual([
        ['08:00', [1, 2, 3, 4, 5, 6, 7]],
        ['12:30', [1, 2, 3, 4, 5, 6, 7]],
        ['18:00', [1, 2, 3, 4, 5, 6, 7]],
      ]);
      expect(pek?.international).toBe(false);
      expect(can?.destinations.find((d) => d.code === 'BKK')?.international).toBe(true);
      expect([can?.name, can?.cityName]).toEqual(['广州', '广州']);
      const canEn = en.origins.find((o) => o.code === 'CAN');
      expect([canEn?.name, canEn?.cityName]).toEqual(['Guangzhou', 'Guangzhou']);
      const pvgZh = can?.destinations.find((d) => d.code === 'PVG');
      const pvgEn = canEn?.destinations.find((d) => d.code === 'PVG');
      expect([pvgZh?.name, pvgZh?.cityName]).toEqual(['上海浦东', '上海']);
      expect([pvgEn?.name, pvgEn?.cityName]).toEqual(['Shanghai Pudong', 'Shanghai']);
      // Same network in both languages, only the names differ.
      expect(flightsOf(en)).toEqual(flightsOf(zh));
      expect(en.origins.every((o) => !CJK.test(o.name) && o.destinations.every((d) => !CJK.test(d.name)))).toBe(true);
    });

    it('no route between the pairs that are deliberately not open', () => {
      for (const [a, b] of NO_ROUTE_PAIRS) {
        for (const [x, y] of [
          [a, b],
          [b, a],
        ]) {
          const origin = zh.origins.find((o) => o.code === x);
          expect(origin?.destinations.map((d) => d.code)).not.toContain(y);
        }
      }
    });

    it('days and times agree with flight search on the next seven days', async () => {
      const listed = flightsOf(zh);
      const partWeek = listed.find((f) => f.days.length < 7 && f.arrDayOffset === 0);
      const nextDay = listed.find((f) => f.arrDayOffset > 0);
      const westward = listed.find((f) => f.dep === 'CAN' && f.arr === 'BKK');
      const checks = [partWeek, nextDay, westward, listed.find((f) => f.flightNo === 'YQ1001')];
      expect(partWeek).toBeDefined();
      expect(nextDay).toBeDefined();
      expect(westward).toBeDefined();
      for (const f of checks) {
        if (!f) continue;
        for (let i = 1; i <= 7; i++) {
          const date = addDays(TODAY, i);
          const url = `${UpstreamPath.searchFlight}?${shopQuery([
            { dep: f.dep, arr: f.arr, date, depType: 'AIRPORT', arrType: 'AIRPORT' },
          ])}`;
          const found = okData(SearchFlightDataSchema, await app.inject({ url })).legs[0]?.flights.find(
            (x) => x.flightNo === f.flightNo,
          );
          const flies = f.days.includes(isoWeekday(date));
          expect([f.flightNo, date, Boolean(found)]).toEqual([f.flightNo, date, flies]);
          if (!found) continue;
          expect(localTime(Date.parse(found.depTime), found.depTimeZone)).toBe(f.depTime);
          expect(localTime(Date.parse(found.arrTime), found.arrTimeZone)).toBe(f.arrTime);
          const arrDate = localDate(Date.parse(found.arrTime), found.arrTimeZone);
          expect(arrDate).toBe(addDays(date, f.arrDayOffset));
          expect(found.aircraft).toBe(f.aircraft);
        }
      }
    });

    it('lists only schedules still valid: past the schedule horizon the network is empty', async () => {
      const horizon = app.airline.network.horizon;
      const days = Math.round((Date.parse(horizon) - Date.parse(TODAY)) / 86_400_000) + 1;
      const set = await app.inject({
        method: 'POST',
        url: UpstreamPath.sandboxClock,
        payload: { offsetMs: days * 86_400_000 },
      });
      expect(set.statusCode).toBe(200);
      try {
        const after = okData(RouteNetworkDataSchema, await app.inject({ url: UpstreamPath.routeNetwork }));
        expect(after).toEqual({ origins: [] });
        await app.inject({
          method: 'POST',
          url: UpstreamPath.sandboxClock,
          payload: { offsetMs: (days - 1) * 86_400_000 },
        });
        const last = okData(RouteNetworkDataSchema, await app.inject({ url: UpstreamPath.routeNetwork }));
        expect(flightsOf(last)).toHaveLength(seed.schedules.length);
      } finally {
        await app.inject({ method: 'POST', url: UpstreamPath.sandboxClock, payload: { offsetMs: 0 } });
      }
    });
  });
});
