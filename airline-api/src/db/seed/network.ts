import { blockMinutes, distanceKm } from '../../domain/geo';
import { unitHash } from '../../domain/hash';
import { AIRPORTS, HOT_CITIES, type AirportSeed } from './cities';

/**
 * The route network and its schedule (seed data, deterministic). CAN is the main base; SZX, CTU/TFU, the
 * Shanghai and Beijing airports, CKG, KMG and a few others are secondary bases.
 *
 * City pairs deliberately WITHOUT a route, so the site can show 'route not yet open':
 *   HRB (Harbin) – SYX (Sanya), LXA (Lhasa) – XNN (Xining), JHG (Xishuangbanna) – LJG (Lijiang).
 */
export const NO_ROUTE_PAIRS: readonly [string, string][] = [
  ['HRB', 'SYX'],
  ['LXA', 'XNN'],
  ['JHG', 'LJG'],
];

/** Pairs closer than this are left to road and rail (CAN–SZX, CAN–HKG, PEK–PKX, ...). */
const MIN_ROUTE_KM = 350;

/** CAN flies to every airport further than MIN_ROUTE_KM; the other bases to these. */
// prettier-ignore
const SECONDARY: [string, string[]][] = [
  ['SZX', ['PEK', 'PKX', 'PVG', 'SHA', 'CTU', 'TFU', 'CKG', 'KMG', 'XIY', 'HGH', 'NKG', 'WUH', 'TAO', 'CGO', 'SHE', 'HRB', 'TSN', 'HAK', 'SYX', 'KWE', 'URC', 'NGB', 'LXA', 'DLC', 'BKK', 'SIN', 'KUL', 'NRT', 'ICN', 'TPE', 'MNL', 'SGN']],
  ['CTU', ['PEK', 'PVG', 'SHA', 'HGH', 'XMN', 'SYX', 'HAK', 'LXA', 'URC', 'SHE', 'TAO', 'KMG', 'CGO', 'BKK', 'SIN', 'HKG', 'ICN']],
  ['TFU', ['PKX', 'PVG', 'NKG', 'WUH', 'SYX', 'HAK', 'LXA', 'DLC', 'TSN', 'JHG', 'LJG', 'HKT', 'KIX', 'TPE', 'MFM', 'KUL', 'HKG']],
  ['PVG', ['KMG', 'XIY', 'CKG', 'HAK', 'SYX', 'HRB', 'DLC', 'SHE', 'KWL', 'LJG', 'JHG', 'URC', 'HKG', 'MFM', 'TPE', 'BKK', 'SIN', 'NRT', 'KIX', 'ICN', 'CJU', 'OKA', 'DPS']],
  ['SHA', ['KMG', 'XIY', 'CKG', 'SYX', 'XMN', 'HAK', 'HRB', 'CGQ', 'LHW', 'NNG', 'HND', 'GMP']],
  ['PEK', ['SYX', 'HAK', 'KMG', 'XMN', 'CKG', 'HKG', 'ZUH', 'SWA', 'NNG', 'KWL', 'HND', 'GMP']],
  ['PKX', ['SYX', 'HAK', 'KMG', 'CKG', 'ZUH', 'FOC', 'XMN', 'MFM', 'DYG', 'LJG']],
  ['CKG', ['HGH', 'NKG', 'XMN', 'TAO', 'SHE', 'HRB', 'LXA', 'URC', 'BKK', 'SIN', 'HKG']],
  ['KMG', ['HGH', 'NKG', 'WUH', 'CSX', 'XIY', 'TAO', 'CGO', 'SHE', 'HRB', 'BKK', 'SIN', 'KUL', 'HAN', 'VTE', 'CNX', 'DAD', 'HKG']],
  ['XIY', ['HGH', 'XMN', 'SYX', 'HAK', 'URC', 'LXA', 'TAO', 'DLC', 'SHE']],
  ['HGH', ['SYX', 'HAK', 'KWL', 'LJG', 'JHG', 'HKG', 'MFM', 'BKK', 'KIX', 'NRT', 'ICN']],
  ['WUH', ['SYX', 'HAK', 'XMN', 'BKK', 'HKG']],
  ['NKG', ['SYX', 'HAK', 'XMN', 'HKG', 'MFM', 'BKK']],
  ['ZUH', ['PVG', 'SHA', 'TFU', 'CKG', 'XIY', 'HGH', 'NKG', 'WUH', 'CGO', 'TSN', 'HRB', 'SHE']],
  ['SWA', ['PVG', 'SHA', 'TFU', 'CKG', 'HGH', 'NKG']],
];

export type RouteSeed = { depAirport: string; arrAirport: string; distanceKm: number; international: boolean };
export type ScheduleSeed = {
  flightNo: string;
  depAirport: string;
  arrAirport: string;
  daysOfWeek: string;
  depTimeLocal: string;
  durationMinutes: number;
  aircraft: 'A320' | 'A321';
  depTerminal: string | null;
  arrTerminal: string | null;
};

const byCode = new Map(AIRPORTS.map((a) => [a.code, a]));
const airport = (code: string): AirportSeed => {
  const a = byCode.get(code);
  if (!a) throw new Error(`unknown airport ${code} in the route seed`);
  return a;
};

const isBlocked = (a: string, b: string) =>
  NO_ROUTE_PAIRS.some(([x, y]) => (x === a && y === b) || (x === b && y === a));

/** Undirected airport pairs in a stable order, CAN's first. */
export function routePairs(): [string, string][] {
  const seen = new Set<string>();
  const pairs: [string, string][] = [];
  const add = (a: string, b: string) => {
    const key = [a, b].sort().join('-');
    if (a === b || seen.has(key) || isBlocked(a, b)) return;
    if (distanceKm(airport(a), airport(b)) < MIN_ROUTE_KM) return;
    seen.add(key);
    pairs.push([a, b]);
  };
  for (const a of AIRPORTS) add('CAN', a.code);
  for (const [base, others] of SECONDARY) for (const other of others) add(base, other);
  return pairs;
}

const HOT = new Set<string>(HOT_CITIES.slice(0, 14));
const cityCodeOf = (code: string) =>
  ({
    PEK: 'BJS',
    PKX: 'BJS',
    PVG: 'SHA',
    SHA: 'SHA',
    CTU: 'CTU',
    TFU: 'CTU',
    NRT: 'TYO',
    HND: 'TYO',
    ICN: 'SEL',
    GMP: 'SEL',
  })[code] ?? code;

function dailyFlights(a: string, b: string, international: boolean): number {
  const h = unitHash(`freq:${a}-${b}`);
  const hub = a === 'CAN' || b === 'CAN';
  const hot = HOT.has(cityCodeOf(a)) && HOT.has(cityCodeOf(b));
  if (international) return hub && h < 0.4 ? 2 : 1;
  if (hub && hot) return h < 0.5 ? 4 : 3;
  if (hub || hot) return h < 0.5 ? 2 : 1;
  return h < 0.25 ? 2 : 1;
}

const SINGLE_SLOTS = ['08:30', '10:05', '13:40', '16:20', '19:10', '21:35'];
const PATTERNS: Record<number, string[]> = {
  2: ['07:55', '18:30'],
  3: ['07:30', '12:40', '19:20'],
  4: ['07:00', '10:45', '14:30', '20:05'],
};
/** Fixed departure times, so tests and demos can count on them. */
const FIXED_TIMES: Record<string, string[]> = {
  'CAN-PEK': ['08:00', '12:30', '18:00'],
  'CAN-SHA': ['09:00', '15:00', '20:30'],
};

function shift(hhmm: string, minutes: number): string {
  const total = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) + minutes;
  return `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function departureTimes(dep: string, arr: string, n: number): string[] {
  const fixed = FIXED_TIMES[`${dep}-${arr}`];
  if (fixed) return fixed;
  const h = unitHash(`slot:${dep}-${arr}`);
  if (n === 1) return [SINGLE_SLOTS[Math.floor(h * SINGLE_SLOTS.length)] ?? '10:05'];
  const pattern = PATTERNS[n] ?? PATTERNS[2]!;
  const offset = Math.floor(h * 12) * 5;
  return pattern.map((t) => shift(t, offset));
}

function daysOfWeek(a: string, b: string, n: number, international: boolean): string {
  if (n > 1) return '1234567';
  const h = unitHash(`days:${a}-${b}`);
  if (h < (international ? 0.45 : 0.3)) return h < 0.15 ? '1357' : h < 0.3 ? '2467' : '135';
  return '1234567';
}

export function buildNetwork(): { routes: RouteSeed[]; schedules: ScheduleSeed[] } {
  const routes: RouteSeed[] = [];
  const schedules: ScheduleSeed[] = [];
  // Flight number blocks: CAN domestic 1xxx, other domestic 3xxx, CAN international 5xxx, other international 7xxx.
  const next = { canDom: 1001, dom: 3001, canIntl: 5001, intl: 7001 };
  for (const [a, b] of routePairs()) {
    const A = airport(a);
    const B = airport(b);
    const km = distanceKm(A, B);
    const international = A.country !== 'CN' || B.country !== 'CN';
    routes.push({ depAirport: a, arrAirport: b, distanceKm: km, international });
    routes.push({ depAirport: b, arrAirport: a, distanceKm: km, international });
    const n = dailyFlights(a, b, international);
    const days = daysOfWeek(a, b, n, international);
    const block = blockMinutes(km);
    const hub = a === 'CAN' || b === 'CAN';
    const key = international ? (hub ? 'canIntl' : 'intl') : hub ? 'canDom' : 'dom';
    const aircraft = km > 2200 || (n >= 3 && unitHash(`ac:${a}-${b}`) < 0.5) ? 'A321' : 'A320';
    const outTimes = departureTimes(a, b, n);
    const backTimes = departureTimes(b, a, n);
    for (let j = 0; j < n; j++) {
      const number = next[key];
      next[key] += 2;
      const durationMinutes = block;
      schedules.push({
        flightNo: `YQ${number}`,
        depAirport: a,
        arrAirport: b,
        daysOfWeek: days,
        depTimeLocal: outTimes[j] ?? '10:00',
        durationMinutes,
        aircraft,
        depTerminal: A.terminal ?? null,
        arrTerminal: B.terminal ?? null,
      });
      schedules.push({
        flightNo: `YQ${number + 1}`,
        depAirport: b,
        arrAirport: a,
        daysOfWeek: days,
        depTimeLocal: backTimes[j] ?? '15:00',
        durationMinutes: durationMinutes + (unitHash(`wind:${b}-${a}`) < 0.5 ? 5 : 10),
        aircraft,
        depTerminal: B.terminal ?? null,
        arrTerminal: A.terminal ?? null,
      });
    }
  }
  return { routes, schedules };
}
