// Issue 34: the other pages a visitor reaches with input nobody gave a moment ago, measured as the fresh results
// page is (scripts/lib/bench-fresh.mjs): every request a new input, at one connection (the mean is the server's
// time for one answer) and at 10 (against the bare page of the same run). Inputs come from the airline's own
// route network, so every one is a question a visitor could ask.
import { load } from './bench-load.mjs';
import { API, WEB, addDays } from './bench-targets.mjs';
import { cursorOver, freshSearches, nextSearchRequests, searchflightPathOf, shuffled } from './bench-fresh.mjs';

/** The web's last day on sale, days from today (lib/domain/search.ts MAX_DAYS_AHEAD). */
const MAX_DAYS_AHEAD = 180;
/** The days flight status answers for: yesterday to the day after tomorrow (lib/domain/flight-status-rules.ts). */
const STATUS_DAYS = [-1, 0, 1, 2];
const BFF_HEADERS = { 'x-sf-locale': 'zh-CN' };
/** Lists shorter than this are asked through once instead of for the bench's duration. */
const SHORT_LIST = 20_000;

/** Every route the airline flies, each end with the type the city dictionary gives its code. */
async function networkRoutes() {
  const json = async (path) => (await fetch(`${API}${path}`)).json();
  const [network, dictionary] = await Promise.all([
    json('/shop/api/shopping/b2c/routeNetwork?language=zh_CN'),
    json('/static/city/dictionary.json'),
  ]);
  const typeOf = new Map();
  for (const city of dictionary.cities ?? dictionary.data?.cities ?? []) {
    if (!typeOf.has(city.code) || city.type === 'CITY') typeOf.set(city.code, city.type);
  }
  return network.data.origins.flatMap((origin) =>
    origin.destinations.map((d) => ({
      dep: origin.code,
      depType: typeOf.get(origin.code) ?? 'CITY',
      arr: d.code,
      arrType: typeOf.get(d.code) ?? 'CITY',
    })),
  );
}

const calendarPath = (r, start, end) =>
  `/api/calendar?${new URLSearchParams({ trip: 'OW', dep: r.dep, depType: r.depType, arr: r.arr, arrType: r.arrType, start, end })}`;

/** The month calendar as its dialog asks it: a 6×7 grid from the Sunday before the 1st, cut to the days on sale. */
function monthCalendarPaths(routes) {
  const first = addDays(0);
  const last = addDays(MAX_DAYS_AHEAD);
  const months = [];
  for (let m = 0; m < 7; m += 1) {
    const d = new Date(`${first.slice(0, 7)}-01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() + m);
    months.push(d);
  }
  const paths = routes.flatMap((r) =>
    months.map((d) => {
      const gridStart = new Date(d.getTime() - d.getUTCDay() * 86_400_000);
      const gridEnd = new Date(gridStart.getTime() + 41 * 86_400_000);
      const iso = (x) => x.toISOString().slice(0, 10);
      const start = iso(gridStart) < first ? first : iso(gridStart);
      const end = iso(gridEnd) > last ? last : iso(gridEnd);
      return calendarPath(r, start, end);
    }),
  );
  return shuffled(paths, 341);
}

/** The strip's next week: seven days from any day on sale (a visitor pressing "next 7 days"). */
function stripWeekPaths(routes) {
  const paths = routes.flatMap((r) =>
    Array.from({ length: MAX_DAYS_AHEAD - 10 }, (_, i) => calendarPath(r, addDays(4 + i), addDays(10 + i))),
  );
  return shuffled(paths, 342);
}

/** Flight status by route, for each day it answers. */
function flightStatusPaths(routes) {
  const paths = routes.flatMap((r) =>
    STATUS_DAYS.map(
      (d) =>
        `/zh-CN/flightDynamics?${new URLSearchParams({ dep: r.dep, depType: r.depType, arr: r.arr, arrType: r.arrType, date: addDays(d) })}`,
    ),
  );
  return shuffled(paths, 343);
}

/**
 * The passenger step after a fare choice: the fresh searches from the end of the results list (so none was asked
 * by the results runs), each with one of the fares its first flight sells, read from airline-api beforehand.
 */
async function passengerStepPaths(count) {
  const searches = freshSearches().reverse().slice(0, count);
  const paths = [];
  for (const s of searches) {
    const found = await (await fetch(`${API}${searchflightPathOf(s)}`)).json();
    const flights = found.data?.legs?.[0]?.flights ?? [];
    const flight = flights[paths.length % Math.max(flights.length, 1)];
    const fare = flight?.fares.find((f) => f.seatsLeft >= s.adt + s.chd);
    if (!fare) continue;
    paths.push(
      `/zh-CN/book/pmsg?trip=OW&leg=CAN.CITY.${s.arr}.${s.arrType}.${s.date}&adt=${s.adt}&chd=${s.chd}&inf=${s.inf}` +
        `&sel=${flight.flightId}.${fare.fareFamily}`,
    );
  }
  return paths;
}

/** One target at one and 10 connections, the first answer checked to be what a visitor would see. */
async function measureTarget(rows, title, list, { headers, check }, bare10) {
  const first = await fetch(`${WEB}${list[0]}`, { headers });
  const body = await first.text();
  if (first.status !== 200 || !check(body)) throw new Error(`${title}: ${list[0]} did not answer as a visitor sees it`);
  const rest = list.slice(1);
  const cursor = cursorOver(rest);
  const requests = nextSearchRequests(cursor, (path) => path);
  // A short list (there are only so many months of so many routes) is asked once at most: a third at one
  // connection, the rest at 10, whatever the time; a long one for the bench's duration.
  const short = rest.length < SHORT_LIST;
  const amount = (n) => (short ? { amount: n } : {});
  const one = await load(`${title}, 1 connection`, WEB, {
    connections: 1,
    headers,
    requests,
    ...amount(Math.floor(rest.length / 3)),
  });
  const ten = await load(`${title}, 10 connections`, WEB, {
    headers,
    requests,
    ...amount(rest.length - cursor.used()),
  });
  rows.push(one, ten);
  console.log(
    `  ${title}: ${(1000 / Math.max(one['req/s'], 1)).toFixed(1)} ms an answer at one connection; at 10, ` +
      `${(ten['req/s'] / Math.max(bare10['req/s'], 1)).toFixed(3)} × the bare page, p99 ${ten['p99 ms']} ms. ` +
      `${cursor.used()} inputs asked of ${rest.length}, ${cursor.wrapped} a second time; the first: ${list[0]}`,
  );
}

/** The month calendar and the strip's next week (BFF calls), flight status by route, the passenger step. */
export async function measureFreshPages(rows, bare10) {
  const routes = await networkRoutes();
  const calendarAnswer = (body) => JSON.parse(body).code === '0';
  const months = monthCalendarPaths(routes);
  const weeks = stripWeekPaths(routes);
  const statuses = flightStatusPaths(routes);
  const passengers = await passengerStepPaths(2800);
  console.log(
    `\nother fresh inputs from the airline's ${routes.length} routes: ${months.length} month calendars (7 months), ` +
      `${weeks.length} strip weeks (${MAX_DAYS_AHEAD - 10} starts), ${statuses.length} flight statuses by route ` +
      `(${STATUS_DAYS.length} days), ${passengers.length} passenger steps (a fare of a fresh search, seed 34 from its end)`,
  );
  await measureTarget(
    rows,
    'month calendar BFF, fresh',
    months,
    { headers: BFF_HEADERS, check: calendarAnswer },
    bare10,
  );
  await measureTarget(
    rows,
    'strip next week BFF, fresh',
    weeks,
    { headers: BFF_HEADERS, check: calendarAnswer },
    bare10,
  );
  await measureTarget(
    rows,
    'flight status by route, fresh',
    statuses,
    { check: (html) => html.includes('flight-status-dep') },
    bare10,
  );
  await measureTarget(
    rows,
    'passenger step, fresh',
    passengers,
    { check: (html) => /<form[^>]*>/.test(html) && html.includes('YQ') },
    bare10,
  );
}
