// Issue 34: the results page for a search nobody asked a moment ago. Real visitors rarely repeat each other's
// search (routes × dates × parties), so every page and data cache misses; this list makes every request such a
// search: 2,800 one-way searches from Canton (4 destinations × 175 days × 4 parties), shuffled by a fixed seed.
import { load } from './bench-load.mjs';
import { API, NEXT_ONLY, WEB, addDays } from './bench-targets.mjs';

/** The destinations: three city groups (several airports each) and one single-airport city. */
const DESTINATIONS = [
  ['BJS', 'AREA'],
  ['SHA', 'AREA'],
  ['CTU', 'AREA'],
  ['KMG', 'CITY'],
];
/** Adults, children, infants. */
const PARTIES = [
  [1, 0, 0],
  [2, 0, 0],
  [1, 1, 0],
  [2, 1, 1],
];
const FIRST_DAY = 4;
const DAYS = 175;
export const FRESH_SEED = 34;

/** mulberry32: a small seeded generator, so every run asks the same list in the same order. */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The searches, each once, shuffled: { arr, arrType, date, adt, chd, inf }. */
export function freshSearches(seed = FRESH_SEED) {
  const list = [];
  for (const [arr, arrType] of DESTINATIONS)
    for (let d = 0; d < DAYS; d += 1)
      for (const [adt, chd, inf] of PARTIES) list.push({ arr, arrType, date: addDays(FIRST_DAY + d), adt, chd, inf });
  return shuffled(list, seed);
}

/** `list` in a fixed order drawn from `seed` (Fisher-Yates on mulberry32): every run asks in the same order. */
export function shuffled(list, seed) {
  const copy = [...list];
  const random = seeded(seed);
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/** A search as the site's results URL writes it. */
export const resultsPathOf = (s) =>
  `/zh-CN/book/booking?trip=OW&leg=CAN.CITY.${s.arr}.${s.arrType}.${s.date}&adt=${s.adt}&chd=${s.chd}&inf=${s.inf}`;

/** The same search as airline-api's searchflight takes it (the call the page makes for its results). */
export function searchflightPathOf(s) {
  const q = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: 'OW',
    adultCount: String(s.adt),
    childCount: String(s.chd),
    infantCount: String(s.inf),
    flightCondition: JSON.stringify({
      index: 0,
      depCode: 'CAN',
      arrCode: s.arr,
      depDate: s.date,
      depCodeType: 'CITY',
      arrCodeType: s.arrType,
    }),
  });
  return `/shop/api/shopping/b2c/searchflight?${q}`;
}

/** autocannon `requests` that take the next search of `cursor` each time, written by `pathOf`. */
export function nextSearchRequests(cursor, pathOf) {
  return [{ setupRequest: (req) => ({ ...req, path: pathOf(cursor.next()) }) }];
}

/** A cursor over the list; `wrapped` counts the searches asked a second time (none in a normal run). */
export function cursorOver(list) {
  let i = 0;
  const cursor = {
    wrapped: 0,
    used: () => i,
    next: () => {
      if (i >= list.length) cursor.wrapped += 1;
      return list[i++ % list.length];
    },
  };
  return cursor;
}

/**
 * The fresh-search targets beside the repeated-URL ones: the bare page and the results page at one connection (the
 * mean is the server's time for one page) and at 10, each results request a search not asked before; then
 * airline-api's searchflight for the same searches. Prints the list it asked from.
 */
export async function measureFreshSearches(rows) {
  // The bench warms up with one search (CAN to BJS a week ahead, one adult): it is not fresh, so it is left out.
  const warm = resultsPathOf({ arr: 'BJS', arrType: 'AREA', date: addDays(7), adt: 1, chd: 0, inf: 0 });
  const all = freshSearches().filter((s) => resultsPathOf(s) !== warm);
  // The last 20 warm the code paths of other routes and parties (JIT); the run never reaches them.
  const list = all.slice(0, -20);
  for (const s of all.slice(-20)) {
    await fetch(`${WEB}${resultsPathOf(s)}`);
    await fetch(`${API}${searchflightPathOf(s)}`);
  }
  console.log(
    `\nfresh searches: ${list.length} of ${all.length + 1} one-way searches from CAN (${DESTINATIONS.map(([c]) => c).join(', ')} × ` +
      `${DAYS} days from +${FIRST_DAY} × ${PARTIES.length} parties), shuffled with seed ${FRESH_SEED}; the first three, checked:`,
  );
  // The figures count only if the pages are real results: each of the first three shows the flights the airline
  // finds for that search (its flight numbers in the HTML).
  for (const s of list.slice(0, 3)) {
    const found = await (await fetch(`${API}${searchflightPathOf(s)}`)).json();
    const flights = (found.data?.legs?.[0]?.flights ?? []).map((f) => f.flightNo);
    const html = await (await fetch(`${WEB}${resultsPathOf(s)}`)).text();
    const shown = flights.filter((no) => html.includes(no)).length;
    console.log(`  ${resultsPathOf(s)}: ${flights.length} flights found, ${shown} shown`);
    if (found.code !== '0' || flights.length === 0 || shown === 0) throw new Error('a fresh search shows no flights');
  }
  list.splice(0, 3);
  const web = cursorOver(list);
  const bare1 = await load('bare page, 1 connection', `${WEB}/bare`, { connections: 1 });
  const fresh1 = await load('results page, fresh, 1 connection', WEB, {
    connections: 1,
    requests: nextSearchRequests(web, resultsPathOf),
  });
  const bare10 = await load('bare page, 10 connections', `${WEB}/bare`);
  const fresh10 = await load('results page, fresh, 10 connections', WEB, {
    requests: nextSearchRequests(web, resultsPathOf),
  });
  // The floor under any page of the layout: an invalid search link renders the layout and a message with no
  // airline call, from the process with the page caches off, so every request is rendered.
  const floor10 = await load('layout, no airline call, 10 conn.', `${NEXT_ONLY}/zh-CN/book/booking?trip=XX`);
  // And under any page at all: the bare page rendered for each request, with nothing of ours in it.
  const dynamic10 = await load('bare page rendered per request, 10 conn.', `${NEXT_ONLY}/bare/dynamic`);
  const api = cursorOver(list);
  const direct1 = await load('searchflight direct, fresh, 1 conn.', API, {
    connections: 1,
    requests: nextSearchRequests(api, searchflightPathOf),
  });
  rows.push(bare1, fresh1, bare10, fresh10, floor10, dynamic10, direct1);
  const serverMs = (row) => +(1000 / Math.max(row['req/s'], 1)).toFixed(1);
  console.log(
    `fresh results page: ${serverMs(fresh1)} ms a page at one connection (target ≤ 15 ms, ≥ 60 req/s); ` +
      `at 10 connections ${(fresh10['req/s'] / Math.max(bare10['req/s'], 1)).toFixed(3)} × the bare page's req/s ` +
      `(target ≥ 0.10), p99 ${fresh10['p99 ms']} ms (target < 300); the airline's own search ${serverMs(direct1)} ms. ` +
      `A page of the layout alone reaches ${(floor10['req/s'] / Math.max(bare10['req/s'], 1)).toFixed(3)} × the bare page, ` +
      `the bare page rendered per request ${(dynamic10['req/s'] / Math.max(bare10['req/s'], 1)).toFixed(3)} ×. ` +
      `${web.used()} searches asked of the web, ${web.wrapped} of them a second time.`,
  );
  return { bare1, fresh1, bare10, fresh10, direct1 };
}
