/**
 * Flight status (spec §2 /flightDynamics, §4 flight dynamics statuses, §5 flight dynamics rules): the
 * statuses, the query's rules and how a flight's times and phase read at an instant. Pure: shared by
 * airline-api (queryflt, its sandbox control), the BFF route and the page, so all three refuse the same
 * queries with the same keys. The statuses (flight-status-codes) and how a flight reads at an instant
 * (flight-status-reading) have files of their own; this one holds the query: its rules and its URL form.
 */
export { FLIGHT_PHASES, FLIGHT_STATUSES, type FlightPhase, type FlightStatusCode } from './flight-status-codes';
export {
  delayFitsStatus,
  flightStatusAt,
  type FlightStatusReading,
  type FlightStatusRecord,
} from './flight-status-reading';

/**
 * The longest flight number (spec §5 "flight number length limited"; the spec gives no number): an IATA
 * designator of two characters and at most four digits, e.g. YQ1234.
 */
export const FLIGHT_NO_MAX_LENGTH = 6;
/** A designator of two letters or a letter and a digit (3U, 9C), then 1 to 4 digits. */
const FLIGHT_NO = /^(?:[A-Z]{2}|[A-Z]\d|\d[A-Z])\d{1,4}$/;

/**
 * The dates a status may be asked for (spec §5 "date within range"; the spec gives no number): from
 * yesterday, for a flight that landed late last night, to two days ahead, as far as an airline's
 * operations plan reaches; days in the airline's zone.
 */
export const FLIGHT_STATUS_DAYS_BACK = 1;
export const FLIGHT_STATUS_DAYS_AHEAD = 2;

/**
 * How often an open page reads the statuses again (the spec gives no figure; the maintenance poll's 60 s
 * of spec §7 is the site's other poll). A shorter interval may be asked for, never below the floor.
 */
export const FLIGHT_STATUS_REFRESH_MS = 60_000;
export const FLIGHT_STATUS_REFRESH_MIN_MS = 5_000;

export type FlightStatusField = 'flightNo' | 'dep' | 'arr' | 'date';
export type FlightStatusIssueKey =
  | 'flightNoRequired'
  | 'flightNoTooLong'
  | 'flightNoFormat'
  | 'depRequired'
  | 'arrRequired'
  | 'cityUnknown'
  | 'sameCity'
  | 'dateRequired'
  | 'dateInvalid'
  | 'dateOutOfRange';
export type FlightStatusIssues = Partial<Record<FlightStatusField, FlightStatusIssueKey>>;

const CITY_TYPES = ['CITY', 'AIRPORT', 'AREA'] as const;
type CityType = (typeof CITY_TYPES)[number];

/** A query as the page's URL and the BFF carry it: by flight number, or by route (city codes with types). */
export type FlightStatusQuery =
  | { by: 'flight'; flightNo: string; date: string }
  | { by: 'route'; dep: string; depType?: CityType; arr: string; arrType?: CityType; date: string };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value) && new Date(utcDay(value) * DAY_MS).toISOString().slice(0, 10) === value;
}

function addDays(iso: string, days: number): string {
  return new Date((utcDay(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Case does not matter (spec §5 gives none): 'yq1234 ' is YQ1234. */
export function normalizeFlightNo(raw: string): string {
  return raw.trim().toUpperCase();
}

export function validateFlightNo(raw: string): FlightStatusIssueKey | null {
  const flightNo = normalizeFlightNo(raw);
  if (!flightNo) return 'flightNoRequired';
  if (flightNo.length > FLIGHT_NO_MAX_LENGTH) return 'flightNoTooLong';
  return FLIGHT_NO.test(flightNo) ? null : 'flightNoFormat';
}

/** The first and last date a status may be asked for, given today in the airline's zone. */
export function flightStatusDateRange(today: string): { first: string; last: string } {
  return { first: addDays(today, -FLIGHT_STATUS_DAYS_BACK), last: addDays(today, FLIGHT_STATUS_DAYS_AHEAD) };
}

export function validateFlightStatusDate(date: string, today: string): FlightStatusIssueKey | null {
  if (!date.trim()) return 'dateRequired';
  if (!isIsoDate(date)) return 'dateInvalid';
  const { first, last } = flightStatusDateRange(today);
  return date < first || date > last ? 'dateOutOfRange' : null;
}

/**
 * Spec §5 "cities must differ": the same code, or two codes of one city when the caller knows the cities
 * (airline-api does: PVG and the Shanghai group SHA are one city).
 */
export function validateRoute(route: {
  dep: string;
  arr: string;
  depCity?: string;
  arrCity?: string;
}): FlightStatusIssues {
  const issues: FlightStatusIssues = {};
  if (!route.dep) issues.dep = 'depRequired';
  if (!route.arr) issues.arr = 'arrRequired';
  if (issues.dep || issues.arr) return issues;
  const sameCity = route.dep === route.arr || (!!route.depCity && route.depCity === route.arrCity);
  if (sameCity) issues.arr = 'sameCity';
  return issues;
}

/** Every rule of spec §5 flight dynamics for one query; an empty object means it may run. */
export function validateFlightStatusQuery(
  query: FlightStatusQuery,
  today: string,
  cities: { depCity?: string; arrCity?: string } = {},
): FlightStatusIssues {
  let issues: FlightStatusIssues;
  if (query.by === 'flight') {
    const flightNo = validateFlightNo(query.flightNo);
    issues = flightNo ? { flightNo } : {};
  } else {
    issues = validateRoute({ dep: query.dep, arr: query.arr, ...cities });
  }
  const date = validateFlightStatusDate(query.date, today);
  if (date) issues.date = date;
  return issues;
}

const first = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
const cityCode = (value: string | undefined) => (value ?? '').trim().toUpperCase().slice(0, 8);
const cityType = (value: string | undefined): CityType | undefined =>
  CITY_TYPES.find((t) => t === (value ?? '').toUpperCase());

/**
 * The query a URL asks (?flightNo=&date= or ?dep=&depType=&arr=&arrType=&date=); null when it asks none (a
 * first visit). A flightNo parameter, even empty, means the flight-number form was sent.
 */
export function flightStatusQueryOf(params: Record<string, string | string[] | undefined>): FlightStatusQuery | null {
  const date = (first(params.date) ?? '').trim().slice(0, 20);
  const flightNo = first(params.flightNo);
  if (flightNo !== undefined) return { by: 'flight', flightNo: normalizeFlightNo(flightNo).slice(0, 20), date };
  const dep = first(params.dep);
  const arr = first(params.arr);
  if (dep === undefined && arr === undefined && !date) return null;
  const depType = cityType(first(params.depType));
  const arrType = cityType(first(params.arrType));
  return {
    by: 'route',
    dep: cityCode(dep),
    ...(depType ? { depType } : {}),
    arr: cityCode(arr),
    ...(arrType ? { arrType } : {}),
    date,
  };
}

/** The query as URL parameters, for the page's links and the BFF call. */
export function flightStatusParams(query: FlightStatusQuery): Record<string, string> {
  if (query.by === 'flight') return { flightNo: query.flightNo, date: query.date };
  return {
    dep: query.dep,
    ...(query.depType ? { depType: query.depType } : {}),
    arr: query.arr,
    ...(query.arrType ? { arrType: query.arrType } : {}),
    date: query.date,
  };
}

/** The refresh interval a page asks for in seconds (?refresh=), kept between the floor and the default. */
export function refreshIntervalMs(seconds: string | undefined): number {
  const asked = Number(seconds) * 1000;
  if (!Number.isFinite(asked) || asked <= 0) return FLIGHT_STATUS_REFRESH_MS;
  return Math.min(FLIGHT_STATUS_REFRESH_MS, Math.max(FLIGHT_STATUS_REFRESH_MIN_MS, Math.round(asked)));
}
