import type { CityType } from '@/lib/contract';
import { dayNumber } from '../domain/dates';
import { Network, type CityEntry, type RouteEntry } from '../domain/network';
import type { Db } from './client';
import { city, route, schedule } from './schema';

/** Reads the cities, routes and schedule once at start; the Network holds them in memory from then on. */
export async function loadNetwork(db: Db): Promise<Network> {
  const [cityRows, routeRows, scheduleRows] = await Promise.all([
    db.select().from(city),
    db.select().from(route),
    db.select().from(schedule),
  ]);
  const typeOrder: Record<CityType, number> = { AREA: 0, CITY: 1, AIRPORT: 2 };
  const cities: CityEntry[] = cityRows
    .map((c) => ({
      code: c.code,
      type: c.type,
      nameZh: c.nameZh,
      nameEn: c.nameEn,
      cityCode: c.cityCode,
      cityNameZh: c.cityNameZh,
      cityNameEn: c.cityNameEn,
      ...(c.airportNameZh ? { airportNameZh: c.airportNameZh } : {}),
      ...(c.airportNameEn ? { airportNameEn: c.airportNameEn } : {}),
      pinyin: c.pinyin,
      initials: c.initials,
      ...(c.alias ? { alias: c.alias } : {}),
      countryCode: c.countryCode,
      region: c.region,
      timeZone: c.timeZone,
      airports: c.airports,
      ...(c.hotRank ? { hotRank: c.hotRank } : {}),
      lat: c.lat,
      lon: c.lon,
    }))
    .sort(
      (a, b) =>
        a.pinyin.localeCompare(b.pinyin) || typeOrder[a.type] - typeOrder[b.type] || a.code.localeCompare(b.code),
    );
  const routes = new Map<string, RouteEntry>();
  for (const r of routeRows) routes.set(`${r.depAirport}-${r.arrAirport}`, { ...r, schedules: [] });
  for (const s of scheduleRows) {
    const r = routes.get(`${s.depAirport}-${s.arrAirport}`);
    if (!r) continue;
    const days = Array.from({ length: 8 }, (_, i) => i > 0 && s.daysOfWeek.includes(String(i)));
    r.schedules.push({
      flightNo: s.flightNo,
      depAirport: s.depAirport,
      arrAirport: s.arrAirport,
      days,
      depTimeLocal: s.depTimeLocal,
      durationMinutes: s.durationMinutes,
      aircraft: s.aircraft,
      depTerminal: s.depTerminal,
      arrTerminal: s.arrTerminal,
      validFromDay: dayNumber(s.validFrom),
      validToDay: dayNumber(s.validTo),
    });
  }
  for (const r of routes.values()) r.schedules.sort((a, b) => a.depTimeLocal.localeCompare(b.depTimeLocal));
  return new Network(cities, [...routes.values()]);
}
