import type { FastifyInstance } from 'fastify';
import { UpstreamPath, type NetworkOrigin, type RouteNetworkData } from '@/lib/contract';
import { dayNumber } from '../domain/dates';
import type { CityEntry, RouteEntry, ScheduleEntry } from '../domain/network';
import { localDate, localTime, localToUtcMs } from '../domain/time-zone';
import { languageOf, sendOk } from '../http';
import type { Services } from '../services';

type Lang = 'zh_CN' | 'en_US';

const names = (entry: CityEntry | undefined, code: string, lang: Lang) => ({
  name: entry ? (lang === 'en_US' ? entry.nameEn : entry.nameZh) : code,
  cityName: entry ? (lang === 'en_US' ? entry.cityNameEn : entry.cityNameZh) : code,
});

/** Local times of a schedule on one date: arrival may fall on a later local day. */
function timesOf(s: ScheduleEntry, today: string, depZone: string, arrZone: string) {
  const depUtc = localToUtcMs(today, s.depTimeLocal, depZone);
  const arrUtc = depUtc + s.durationMinutes * 60_000;
  return {
    depTime: s.depTimeLocal,
    arrTime: localTime(arrUtc, arrZone),
    arrDayOffset: dayNumber(localDate(arrUtc, arrZone)) - dayNumber(today),
  };
}

/**
 * The route network and timetable page: read from the network held in memory (routes and schedules
 * as seeded); only schedules valid today or later are listed.
 */
export function buildRouteNetwork(s: Services, lang: Lang): RouteNetworkData {
  const today = localDate(s.clock.now(), 'Asia/Shanghai');
  const todayNo = dayNumber(today);
  const byOrigin = new Map<string, RouteEntry[]>();
  for (const r of s.network.allRoutes()) byOrigin.set(r.depAirport, [...(byOrigin.get(r.depAirport) ?? []), r]);
  const origins: NetworkOrigin[] = [];
  for (const [code, routes] of byOrigin) {
    const origin = s.network.airport(code);
    const depZone = origin?.timeZone ?? 'Asia/Shanghai';
    const destinations = routes
      .map((r) => {
        const dest = s.network.airport(r.arrAirport);
        const flights = r.schedules
          .filter((sc) => sc.validToDay >= todayNo)
          .sort((a, b) => a.depTimeLocal.localeCompare(b.depTimeLocal))
          .map((sc) => ({
            flightNo: sc.flightNo,
            days: [1, 2, 3, 4, 5, 6, 7].filter((d) => sc.days[d]),
            ...timesOf(sc, today, depZone, dest?.timeZone ?? 'Asia/Shanghai'),
            aircraft: sc.aircraft,
          }));
        return { code: r.arrAirport, ...names(dest, r.arrAirport, lang), international: r.international, flights };
      })
      .filter((d) => d.flights.length > 0)
      .sort((a, b) => a.code.localeCompare(b.code));
    if (destinations.length > 0) origins.push({ code, ...names(origin, code, lang), destinations });
  }
  origins.sort((a, b) => b.destinations.length - a.destinations.length || a.code.localeCompare(b.code));
  return { origins };
}

export function registerNetworkInfoRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.routeNetwork, async (req, reply) => sendOk(req, reply, buildRouteNetwork(s, languageOf(req))));
}
