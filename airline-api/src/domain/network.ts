import { createHash } from 'node:crypto';
import type { City, CityType } from '@/lib/contract';
import { dayNumber, isValidIsoDate, isoWeekday } from './dates';
import { localToUtcMs } from './time-zone';

export type Aircraft = 'A320' | 'A321';

export type ScheduleEntry = {
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  /** Index 1..7 (ISO weekday) is true when flown. */
  days: boolean[];
  depTimeLocal: string;
  durationMinutes: number;
  aircraft: Aircraft;
  depTerminal: string | null;
  arrTerminal: string | null;
  validFromDay: number;
  validToDay: number;
};

export type RouteEntry = {
  depAirport: string;
  arrAirport: string;
  distanceKm: number;
  international: boolean;
  schedules: ScheduleEntry[];
};

export type CityEntry = City & { lat: number; lon: number };

/** One dated flight computed from the schedule; flightId `YQ1234-2026-12-01` (local departure date). */
export type FlightInstance = {
  flightId: string;
  date: string;
  depUtcMs: number;
  arrUtcMs: number;
  schedule: ScheduleEntry;
  route: RouteEntry;
};

/**
 * The airline's cities, routes and schedule, held in memory after the seed: they change only with a
 * deploy, and search must not query them (only inventory is read per request).
 */
export class Network {
  readonly cities: CityEntry[];
  readonly dictionaryVersion: string;
  readonly dictionaryJson: string;
  /** Last date (ISO) any schedule is valid: searches beyond it are 'date not available'. */
  readonly horizon: string;
  private readonly byTypeCode = new Map<string, CityEntry>();
  private readonly byCode = new Map<string, CityEntry[]>();
  private readonly airportEntries = new Map<string, CityEntry>();
  private readonly routes = new Map<string, RouteEntry>();
  private readonly routesFromAirport = new Map<string, RouteEntry[]>();
  readonly flightNumbers = new Map<string, ScheduleEntry>();

  constructor(cities: CityEntry[], routes: RouteEntry[]) {
    this.cities = cities;
    for (const c of cities) {
      this.byTypeCode.set(`${c.type}:${c.code}`, c);
      this.byCode.set(c.code, [...(this.byCode.get(c.code) ?? []), c]);
      if (c.type === 'AIRPORT' || (c.type === 'CITY' && c.airports.length === 0)) this.airportEntries.set(c.code, c);
    }
    let horizon = 0;
    for (const r of routes) {
      this.routes.set(`${r.depAirport}-${r.arrAirport}`, r);
      this.routesFromAirport.set(r.depAirport, [...(this.routesFromAirport.get(r.depAirport) ?? []), r]);
      for (const s of r.schedules) {
        horizon = Math.max(horizon, s.validToDay);
        this.flightNumbers.set(s.flightNo, s);
      }
    }
    this.horizon = new Date(horizon * 86_400_000).toISOString().slice(0, 10);
    const publicCities: City[] = cities.map(({ lat: _lat, lon: _lon, ...c }) => c);
    const body = JSON.stringify(publicCities);
    this.dictionaryVersion = createHash('sha256').update(body).digest('hex').slice(0, 16);
    this.dictionaryJson = body;
  }

  /** The entry for a code and type; falls back to any entry with that code (callers mislabel types). */
  entry(code: string, type?: CityType): CityEntry | undefined {
    return (type && this.byTypeCode.get(`${type}:${code}`)) || this.byCode.get(code)?.[0];
  }

  airport(code: string): CityEntry | undefined {
    return this.airportEntries.get(code);
  }

  /** Airports an endpoint stands for: an AREA (or multi-airport CITY) expands, an airport is itself. */
  airportsOf(code: string, type?: CityType): string[] | undefined {
    const e = this.entry(code, type);
    if (!e) return undefined;
    return e.airports.length > 0 ? e.airports : [e.code];
  }

  /** The city (CITY or AREA entry) an airport or city code belongs to. */
  cityOf(code: string): CityEntry | undefined {
    const e = this.airport(code) ?? this.entry(code);
    if (!e) return undefined;
    return this.byTypeCode.get(`AREA:${e.cityCode}`) ?? this.byTypeCode.get(`CITY:${e.cityCode}`) ?? e;
  }

  route(dep: string, arr: string): RouteEntry | undefined {
    return this.routes.get(`${dep}-${arr}`);
  }

  routesFrom(dep: string): RouteEntry[] {
    return this.routesFromAirport.get(dep) ?? [];
  }

  allRoutes(): IterableIterator<RouteEntry> {
    return this.routes.values();
  }

  /** Flights of a route departing on a local date, by departure time. */
  flightsOn(r: RouteEntry, date: string): FlightInstance[] {
    const day = dayNumber(date);
    const weekday = isoWeekday(date);
    const depZone = this.airport(r.depAirport)?.timeZone ?? 'Asia/Shanghai';
    const out: FlightInstance[] = [];
    for (const s of r.schedules) {
      if (day < s.validFromDay || day > s.validToDay || !s.days[weekday]) continue;
      const depUtcMs = localToUtcMs(date, s.depTimeLocal, depZone);
      out.push({
        flightId: `${s.flightNo}-${date}`,
        date,
        depUtcMs,
        arrUtcMs: depUtcMs + s.durationMinutes * 60_000,
        schedule: s,
        route: r,
      });
    }
    return out.sort((a, b) => a.depUtcMs - b.depUtcMs);
  }

  /** Looks up one dated flight by its id, or undefined when it does not operate. */
  flight(flightId: string): FlightInstance | undefined {
    const m = /^([A-Z0-9]{2}\d{1,4})-(\d{4}-\d{2}-\d{2})$/.exec(flightId);
    // A day that is not on the calendar (2026-02-30) has no flights: it is not read as the day it rolls over to.
    if (!m || !isValidIsoDate(m[2]!)) return undefined;
    const s = this.flightNumbers.get(m[1]!);
    const r = s && this.route(s.depAirport, s.arrAirport);
    return r ? this.flightsOn(r, m[2]!).find((f) => f.flightId === flightId) : undefined;
  }
}
