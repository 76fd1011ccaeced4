import type { FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import {
  FlightStatusQuerySchema,
  ResultCode,
  UpstreamPath,
  type CityType,
  type FlightStatus,
  type FlightStatusAirport,
  type FlightStatusData,
  type FlightStatusUpstreamQuery,
  type UpstreamLanguage,
} from '@/lib/contract';
import { AIRLINE_TIME_ZONE, airlineToday } from '@/lib/domain/airline-time';
import {
  flightStatusAt,
  normalizeFlightNo,
  validateFlightStatusQuery,
  type FlightStatusIssues,
  type FlightStatusQuery,
  type FlightStatusRecord,
} from '@/lib/domain/flight-status-rules';
import type { Db } from '../db/client';
import { flightStatus } from '../db/schema';
import type { CityEntry, FlightInstance, Network } from '../domain/network';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

type Row = typeof flightStatus.$inferSelect;

/** An airport of a status in the caller's language; its zone is the one its times are shown in. */
export function statusAirport(
  network: Network,
  code: string,
  language: UpstreamLanguage,
  terminal: string | null,
): FlightStatusAirport {
  const a = network.airport(code);
  const zh = language === 'zh_CN';
  return {
    code,
    cityName: a ? (zh ? a.cityNameZh : a.cityNameEn) : code,
    airportName: a ? ((zh ? a.airportNameZh : a.airportNameEn) ?? (zh ? a.nameZh : a.nameEn)) : code,
    timeZone: a?.timeZone ?? AIRLINE_TIME_ZONE,
    terminal,
  };
}

const ms = (d: Date | null) => (d ? d.getTime() : null);
const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());

function recordOf(row: Row | undefined): FlightStatusRecord | null {
  if (!row) return null;
  return {
    status: row.status,
    delayMinutes: row.delayMinutes,
    estimatedDeparture: ms(row.estimatedDeparture),
    estimatedArrival: ms(row.estimatedArrival),
    actualDeparture: ms(row.actualDeparture),
    actualArrival: ms(row.actualArrival),
  };
}

/** One dated flight's status as answered: planned times, the record read by the clock, and its airports. */
function statusView(s: Services, f: FlightInstance, row: Row | undefined, language: UpstreamLanguage): FlightStatus {
  const reading = flightStatusAt({ departure: f.depUtcMs, arrival: f.arrUtcMs }, recordOf(row), s.clock.now());
  const { schedule } = f;
  const diverted = row?.divertedTo ? statusAirport(s.network, row.divertedTo, language, null) : null;
  return {
    flightNo: schedule.flightNo,
    flightDate: f.date,
    departure: statusAirport(s.network, schedule.depAirport, language, schedule.depTerminal),
    arrival: statusAirport(s.network, schedule.arrAirport, language, schedule.arrTerminal),
    plannedDeparture: new Date(f.depUtcMs).toISOString(),
    plannedArrival: new Date(f.arrUtcMs).toISOString(),
    estimatedDeparture: iso(reading.estimatedDeparture),
    estimatedArrival: iso(reading.estimatedArrival),
    actualDeparture: iso(reading.actualDeparture),
    actualArrival: iso(reading.actualArrival),
    status: reading.status,
    phase: reading.phase,
    delayMinutes: reading.delayMinutes,
    divertedTo: diverted && {
      code: diverted.code,
      cityName: diverted.cityName,
      airportName: diverted.airportName,
      timeZone: diverted.timeZone,
    },
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/**
 * The statuses of dated flights, in their order, read in one query. Exported for the day-of-travel
 * services (check-in, boarding pass) that show a traveller's flight with its status.
 */
export async function flightStatuses(
  s: Services,
  flights: FlightInstance[],
  language: UpstreamLanguage,
): Promise<FlightStatus[]> {
  if (flights.length === 0) return [];
  const dates = [...new Set(flights.map((f) => f.date))];
  const numbers = [...new Set(flights.map((f) => f.schedule.flightNo))];
  const rows = await s.db
    .select()
    .from(flightStatus)
    .where(and(inArray(flightStatus.flightDate, dates), inArray(flightStatus.flightNo, numbers)));
  const byId = new Map(rows.map((r) => [`${r.flightNo}-${r.flightDate}`, r]));
  return flights.map((f) => statusView(s, f, byId.get(f.flightId), language));
}

/** Operations cancelled this dated flight (its status record says so): nothing is checked in or sold for it. */
export async function isCancelled(db: Db, f: FlightInstance): Promise<boolean> {
  const [row] = await db
    .select({ status: flightStatus.status })
    .from(flightStatus)
    .where(and(eq(flightStatus.flightNo, f.schedule.flightNo), eq(flightStatus.flightDate, f.date)));
  return row?.status === 'CANCELLED';
}

/** A city code as the query gives it: typed, or else the city (group) before an airport of that code. */
function place(network: Network, code: string, type: CityType | undefined): CityEntry | undefined {
  return code ? network.entry(code, type ?? 'AREA') : undefined;
}

const airportsOf = (e: CityEntry) => (e.airports.length > 0 ? e.airports : [e.code]);

function queryOf(q: FlightStatusUpstreamQuery): FlightStatusQuery {
  const date = (q.date ?? '').trim();
  if (q.flightNo !== undefined) return { by: 'flight', flightNo: normalizeFlightNo(q.flightNo), date };
  return { by: 'route', dep: (q.dep ?? '').trim().toUpperCase(), arr: (q.arr ?? '').trim().toUpperCase(), date };
}

/** The flights a valid query names, by departure; none when nothing flies (not an error: 'no flights'). */
function flightsOf(network: Network, query: FlightStatusQuery, dep?: CityEntry, arr?: CityEntry): FlightInstance[] {
  if (query.by === 'flight') {
    const schedule = network.flightNumbers.get(query.flightNo);
    const route = schedule && network.route(schedule.depAirport, schedule.arrAirport);
    return route ? network.flightsOn(route, query.date).filter((f) => f.schedule.flightNo === query.flightNo) : [];
  }
  const flights: FlightInstance[] = [];
  for (const d of dep ? airportsOf(dep) : [])
    for (const a of arr ? airportsOf(arr) : []) {
      const route = network.route(d, a);
      if (route) flights.push(...network.flightsOn(route, query.date));
    }
  return flights.sort((x, y) => x.depUtcMs - y.depUtcMs || x.schedule.flightNo.localeCompare(y.schedule.flightNo));
}

/**
 * Spec §7 queryflt (/flightDynamics): the statuses of a flight number on a date, or of every flight between
 * two cities on a date (a city group stands for its airports). Spec §5's rules refuse a query with
 * BAD_REQUEST and `data.issues` (field → rule key); 'today' is the airline's, by airline-api's clock.
 */
export function registerFlightStatusRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.queryFlightStatus, async (req, reply) => {
    const q = parse(FlightStatusQuerySchema, req.query);
    const query = queryOf(q);
    const dep = query.by === 'route' ? place(s.network, query.dep, q.depType) : undefined;
    const arr = query.by === 'route' ? place(s.network, query.arr, q.arrType) : undefined;
    const today = airlineToday(new Date(s.clock.now()));
    const issues: FlightStatusIssues = validateFlightStatusQuery(query, today, {
      depCity: dep?.cityCode,
      arrCity: arr?.cityCode,
    });
    if (query.by === 'route') {
      if (query.dep && !dep) issues.dep = 'cityUnknown';
      if (query.arr && !arr) issues.arr = 'cityUnknown';
    }
    if (Object.keys(issues).length) throw new ApiError(ResultCode.BAD_REQUEST, 'flight status query', { issues });
    const flights = await flightStatuses(s, flightsOf(s.network, query, dep, arr), languageOf(req));
    const data: FlightStatusData = { asOf: new Date(s.clock.now()).toISOString(), flights };
    return sendOk(req, reply, data);
  });
}
