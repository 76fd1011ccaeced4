// The calendar of one route through the BFF and straight from airline-api, for `npm run bench`: the BFF's cost
// over the direct call (decision 33: BFF / direct ≥ 0.70 in throughput, ≤ 1.3x at p50).
import { load } from './bench-load.mjs';
import { API, WEB, bffCalendarRequests, directCalendarRequests } from './bench-targets.mjs';

/** A fresh object each run, as autocannon is handed its options to keep. */
const bffHeaders = () => ({ 'x-sf-locale': 'zh-CN' });
const DIRECT_PATH = '/shop/api/shopping/b2c/calendarshopping';

/**
 * The same query again (the web's cache answers it) and a new window every time, each through the BFF and direct.
 * The new-window requests are made once and kept, so the later runs go on to windows not asked yet.
 */
export async function measureCalendar({ calendarQuery, bffCalendar }, rows) {
  const bff = await load('calendar BFF /api/calendar', `${WEB}${bffCalendar}`, { headers: bffHeaders() });
  rows.push(bff);
  const bffRequests = bffCalendarRequests();
  const bffMiss = await load('calendar BFF, every query new', `${WEB}/api/calendar`, {
    headers: bffHeaders(),
    requests: bffRequests,
  });
  rows.push(bffMiss);
  const direct = await load('calendar direct airline-api', `${API}${DIRECT_PATH}?${calendarQuery}`);
  rows.push(direct);
  const directRequests = directCalendarRequests(calendarQuery);
  const directMiss = await load('calendar direct, every query new', `${API}${DIRECT_PATH}`, {
    requests: directRequests,
  });
  rows.push(directMiss);
  return { bff, bffMiss, direct, directMiss, bffRequests, directRequests };
}

/** One connection: no queueing, so the difference is the BFF's own work per call (a new query each time). */
export async function measureCalendarOneConnection({ bffRequests, directRequests }, rows) {
  const bff1 = await load('calendar BFF, 1 connection', `${WEB}/api/calendar`, {
    connections: 1,
    headers: bffHeaders(),
    requests: bffRequests,
  });
  const direct1 = await load('calendar direct, 1 connection', `${API}${DIRECT_PATH}`, {
    connections: 1,
    requests: directRequests,
  });
  rows.push(bff1, direct1);
  const mean = (r) => r.mean;
  console.log(
    `BFF cost per call at 1 connection: p50 +${(bff1['p50 ms'] - direct1['p50 ms']).toFixed(1)} ms, mean +${(mean(bff1) - mean(direct1)).toFixed(2)} ms`,
  );
}

/**
 * The same pair against an upstream that answers in 20 ms, as a real airline API would at best: the sandbox delays
 * the calendar path (fault injection), so the ratio shows the BFF's share of a real call.
 */
export async function measureCalendarSlowUpstream({ bffRequests, directRequests }, rows) {
  const faults = `${API}/sandbox/faults`;
  await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: DIRECT_PATH, mode: 'delay', delayMs: 20, count: 1000 }),
  });
  const bffSlow = await load('calendar BFF, upstream +20 ms', `${WEB}/api/calendar`, {
    connections: 1,
    headers: bffHeaders(),
    requests: bffRequests,
  });
  const directSlow = await load('calendar direct, upstream +20 ms', `${API}${DIRECT_PATH}`, {
    connections: 1,
    requests: directRequests,
  });
  await fetch(faults, { method: 'DELETE' });
  rows.push(bffSlow, directSlow);
  console.log(
    `BFF overhead with a 20 ms upstream (p50, BFF / direct): ${(bffSlow['p50 ms'] / Math.max(directSlow['p50 ms'], 0.001)).toFixed(2)}x`,
  );
}
