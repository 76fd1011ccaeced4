#!/usr/bin/env node
// `npm run bench`: one run of autocannon on loopback against the production build and airline-api
// (own ports 3200 / 4210, own database under .bench/). Prints req/s, p50, p99 and errors per target,
// the BFF overhead over the direct airline-api call, and first-load JS (gzip) per page.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { build, buildIsStale } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { lighthouseMedians } from './lib/lighthouse.mjs';
import { startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { localSecrets } from './lib/secrets.mjs';

const WEB = 'http://127.0.0.1:3200';
const API = 'http://127.0.0.1:4210';
const NEXT_ONLY = 'http://127.0.0.1:3201';
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function addDays(days) {
  const d = new Date(Date.now() + 8 * 3600_000);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function load(title, url, opts = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, ...opts });
  const row = {
    target: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    mean: result.latency.average,
  };
  console.log(
    `${title.padEnd(34)} ${String(row['req/s']).padStart(7)} req/s  p50 ${row['p50 ms']} ms  p99 ${row['p99 ms']} ms  errors ${row.errors}`,
  );
  return row;
}

async function firstLoadJs(path, headers = {}) {
  const html = await (await fetch(`${WEB}${path}`, { headers })).text();
  const srcs = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"/g)].map((m) => m[1]);
  let total = 0;
  for (const src of new Set(srcs)) {
    const body = Buffer.from(await (await fetch(new URL(src, WEB))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return { path, scripts: new Set(srcs).size, kB: +(total / 1024).toFixed(1) };
}

const secrets = localSecrets();
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  AIRLINE_API_URL: API,
  ...secrets,
  // The embedded airline-api runs its sandbox here, and the web shows the marker as `npm start` does.
  AIRLINE_SANDBOX: '1',
  LOG_LEVEL: 'warn',
};
try {
  if (process.env.BENCH_SKIP_BUILD !== '1' && buildIsStale(env)) build(env);
  startProcess('airline-api', './node_modules/.bin/tsx', ['airline-api/src/server.ts'], {
    ...env,
    AIRLINE_API_PORT: '4210',
    PGLITE_DIR: '.bench/db',
    // The demo member's orders list is measured with 500 orders (made once, on the first start).
    DEMO_ORDER_COUNT: '500',
  });
  await waitForHttp(`${API}/health`);
  startProcess('web', process.execPath, ['scripts/web-server.mjs', '-p', '3200'], env);
  // The same build with the page caches off (decisions 35, 36): what Next itself costs per view.
  startProcess('web without page cache', process.execPath, ['scripts/web-server.mjs', '-p', '3201'], {
    ...env,
    PAGE_CACHE_MS: '0',
    RESULTS_PAGE_CACHE_MS: '0',
  });
  await waitForHttp(`${WEB}/zh-CN/Upgrading`);
  await waitForHttp(`${NEXT_ONLY}/zh-CN/Upgrading`);

  const date = addDays(7);
  const leg = `CAN.CITY.BJS.AREA.${date}`;
  const resultsPath = `/zh-CN/book/booking?trip=OW&leg=${leg}&adt=1&chd=0&inf=0`;
  const condition = JSON.stringify({
    index: 0,
    depCode: 'CAN',
    arrCode: 'BJS',
    depDate: date,
    depCodeType: 'CITY',
    arrCodeType: 'AREA',
  });
  const calendarQuery = new URLSearchParams({
    channelNo: 'B2C',
    language: 'zh_CN',
    currency: 'CNY',
    tripType: 'OW',
    adultCount: '1',
    groupIndicator: 'I',
    flightCondition: condition,
    startDate: addDays(4),
    endDate: addDays(10),
  });
  const bffCalendar = `/api/calendar?${new URLSearchParams({ trip: 'OW', dep: 'CAN', depType: 'CITY', arr: 'BJS', arrType: 'AREA', start: addDays(4), end: addDays(10) })}`;

  // Warm both processes (JIT, caches) before measuring.
  for (const base of [WEB, NEXT_ONLY])
    for (const path of ['/zh-CN', resultsPath, bffCalendar]) await fetch(`${base}${path}`);

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per target\n`);
  const rows = [];
  // A first visit sends no cookie (the way issue 16 first measured every page); its answer gives a device id
  // (decision 38). A returning visitor sends the id it was given.
  const returning = { headers: { cookie: 'sf_did=0123456789abcdef0123456789abcdef' } };
  const bareRow = await load('bare static page /bare', `${WEB}/bare`);
  // Home and the news list are kept by Next (decision 8) and then by the web's page cache (decision 36).
  const homeRow = await load('home page /zh-CN, first visit', `${WEB}/zh-CN`);
  const homeReturning = await load('home page /zh-CN, returning', `${WEB}/zh-CN`, returning);
  const homeNext = await load('home page, page cache off', `${NEXT_ONLY}/zh-CN`, returning);
  const newsListRow = await load('news list, first visit', `${WEB}/zh-CN/news/newList`);
  const newsListReturning = await load('news list, returning', `${WEB}/zh-CN/news/newList`, returning);
  const newsListNext = await load('news list, page cache off', `${NEXT_ONLY}/zh-CN/news/newList`, returning);
  // Visitors of one search: the page cache's case (decision 35), a flash sale's crowd.
  const resultsRow = await load('results page, first visit', `${WEB}${resultsPath}`);
  const resultsReturning = await load('results page, returning', `${WEB}${resultsPath}`, returning);
  // Rendered every time: what each new search costs.
  const resultsRendered = await load('results page, rendered', `${NEXT_ONLY}${resultsPath}`, returning);
  // One connection: no queueing, so the mean is the server's time for one results page.
  const results1 = await load('results page rendered, 1 connection', `${NEXT_ONLY}${resultsPath}`, {
    ...returning,
    connections: 1,
  });
  const results1Cached = await load('results page kept, 1 connection', `${WEB}${resultsPath}`, { connections: 1 });
  rows.push(
    bareRow,
    homeRow,
    homeReturning,
    homeNext,
    newsListRow,
    newsListReturning,
    newsListNext,
    resultsRow,
    resultsReturning,
    resultsRendered,
    results1,
    results1Cached,
  );
  const bff = await load('calendar BFF /api/calendar', `${WEB}${bffCalendar}`, { headers: { 'x-sf-locale': 'zh-CN' } });
  rows.push(bff);
  // Every request a window never asked before (start 4-150 days ahead, 1-30 days long: 4,380 windows, more than a
  // run asks for), so no answer comes from the web's shopping cache (decision 33): what the BFF hop costs when it
  // has to call the airline. The direct call is measured over the same windows, since a longer window is more
  // work for the airline too.
  const windows = () => {
    let n = 0;
    return () => {
      n += 1;
      const start = 4 + (n % 147);
      const length = Math.floor(n / 147) % 30;
      return { start: addDays(start), end: addDays(start + length) };
    };
  };
  const bffWindow = windows();
  const bffRequests = [
    {
      setupRequest: (req) => ({
        ...req,
        path: `/api/calendar?${new URLSearchParams({ trip: 'OW', dep: 'CAN', depType: 'CITY', arr: 'BJS', arrType: 'AREA', ...bffWindow() })}`,
      }),
    },
  ];
  const bffMiss = await load('calendar BFF, every query new', `${WEB}/api/calendar`, {
    headers: { 'x-sf-locale': 'zh-CN' },
    requests: bffRequests,
  });
  rows.push(bffMiss);
  const direct = await load(
    'calendar direct airline-api',
    `${API}/shop/api/shopping/b2c/calendarshopping?${calendarQuery}`,
  );
  rows.push(direct);
  const directWindow = windows();
  const directRequests = [
    {
      setupRequest: (req) => {
        const { start, end } = directWindow();
        const query = new URLSearchParams(calendarQuery);
        query.set('startDate', start);
        query.set('endDate', end);
        return { ...req, path: `/shop/api/shopping/b2c/calendarshopping?${query}` };
      },
    },
  ];
  const directMiss = await load('calendar direct, every query new', `${API}/shop/api/shopping/b2c/calendarshopping`, {
    requests: directRequests,
  });
  rows.push(directMiss);

  // A news item: its CMS read comes from the server's data cache.
  const list = await (await fetch(`${WEB}/zh-CN/news/newList`)).text();
  const item = list.match(/href="(\/zh-CN\/news\/newItem\?id=[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  if (item) {
    await fetch(`${WEB}${item}`);
    rows.push(await load('news item /news/newItem', `${WEB}${item}`));
  } else console.log('news item: no item link found on /zh-CN/news/newList');

  // The member's orders list (first page of 10) with 500 orders on the demo member: a page per request,
  // read with the member's session cookie.
  const login = await fetch(`${WEB}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: WEB, 'x-sf-locale': 'zh-CN' },
    body: JSON.stringify({ account: '13800138000', password: 'Skylark2026', remember: false }),
  });
  const session = login.headers.getSetCookie().find((c) => c.startsWith('sf_session='));
  const cookie = session?.split(';')[0];
  if (cookie) {
    await fetch(`${WEB}/zh-CN/member/order`, { headers: { cookie } });
    rows.push(
      await load('member orders /member/order (500 orders)', `${WEB}/zh-CN/member/order`, { headers: { cookie } }),
    );
  } else console.log(`member orders: the demo member's login failed (${login.status})`);

  // The seat chart of one of the demo member's trips (issue 13 §3): through the BFF with the session cookie, and
  // straight from airline-api with the member's token.
  let seatPage = null;
  let seatRatio = null;
  const apiLogin = await (
    await fetch(`${API}/member/api/member/b2c/account/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        channelNo: 'B2C',
        cellphoneCode: '86',
        cellphone: '13800138000',
        password: 'Skylark2026',
      }),
    })
  ).json();
  const token = apiLogin.data?.token;
  const trips = token
    ? await (
        await fetch(`${API}/member/api/seat/select/b2c/selectOptionalSeatTravel`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-member-token': token },
          body: JSON.stringify({ queryType: 'SELF' }),
        })
      ).json()
    : null;
  const trip = trips?.data?.records?.find((r) => !r.international);
  if (cookie && trip) {
    const segment = { orderNo: trip.orderNo, segmentIndex: trip.segIndex };
    const bffChart = `${WEB}/api/seat/chart?${new URLSearchParams({ orderNo: trip.orderNo, segmentIndex: String(trip.segIndex) })}`;
    await fetch(bffChart, { headers: { cookie, 'x-sf-locale': 'zh-CN' } });
    const bffSeat = await load('seat chart BFF /api/seat/chart', bffChart, {
      headers: { cookie, 'x-sf-locale': 'zh-CN' },
    });
    const directSeat = await load(
      'seat chart direct airline-api',
      `${API}/member/api/seat/select/b2c/selectFlightSeatChart`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-member-token': token },
        body: JSON.stringify(segment),
      },
    );
    rows.push(bffSeat, directSeat);
    seatRatio = bffSeat['p50 ms'] / Math.max(directSeat['p50 ms'], 0.001);
    console.log(`seat chart p50, BFF / direct: ${seatRatio.toFixed(2)}x`);
    seatPage = { path: `/zh-CN/seat/seatSelections?orderNo=${trip.orderNo}&seg=${trip.segIndex}`, cookie };
  } else console.log('seat chart: no trip of the demo member to measure');

  // Order creation: idempotent reserve against airline-api on PGlite, one adult per order,
  // spread over many flights so inventory never runs out during the run (held seats expire after 30 min).
  const fareIds = [];
  for (let day = 20; day < 50 && fareIds.length < 200; day += 1) {
    const condition = JSON.stringify({
      index: 0,
      depCode: 'CAN',
      arrCode: 'BJS',
      depDate: addDays(day),
      depCodeType: 'CITY',
      arrCodeType: 'AREA',
    });
    const q = new URLSearchParams({
      channelNo: 'B2C',
      language: 'zh_CN',
      currency: 'CNY',
      tripType: 'OW',
      adultCount: '1',
      flightCondition: condition,
    });
    const found = await (await fetch(`${API}/shop/api/shopping/b2c/searchflight?${q}`)).json();
    for (const flight of found.data?.legs?.[0]?.flights ?? [])
      for (const fare of flight.fares) if (fare.seatsLeft > 5) fareIds.push(fare.fareId);
  }
  let n = 0;
  // English names are letters only (spec §5), so the run number is spelled in letters.
  const lettersOf = (k) => (k < 26 ? '' : lettersOf(Math.floor(k / 26) - 1)) + String.fromCharCode(65 + (k % 26));
  const reserveBody = () => {
    n += 1;
    return JSON.stringify({
      fareIds: [fareIds[n % fareIds.length]],
      passengers: [
        {
          type: 'ADT',
          surname: 'BENCH',
          givenName: lettersOf(n),
          gender: 'M',
          birthday: '1990-01-01',
          nationality: 'CN',
          certificateType: 'PP',
          certificateNumber: `E${String(10_000_000 + n)}`,
          certificateValidity: addDays(900),
          issuingCountry: 'CN',
        },
      ],
      contact: { name: 'Bench', areaCode: '86', mobile: '13800138000', email: 'bench@example.com' },
      agreeTerms: true,
    });
  };
  if (fareIds.length > 0) {
    const row = await load('order creation (reserve) direct', `${API}/shop/api/reserve/b2c/reserve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      requests: [
        {
          setupRequest: (req) => ({
            ...req,
            body: reserveBody(),
            headers: { ...req.headers, 'idempotency-key': `bench-${process.pid}-${n + 1}-${Date.now()}` },
          }),
        },
      ],
    });
    rows.push(row);
  }

  // Issue 16's ratios: each page's throughput against the framework's floor, the BFF's against the direct call.
  const ratio = (a, b) => (a['req/s'] / Math.max(b['req/s'], 1)).toFixed(2);
  console.log('\nthroughput ratios (req/s):');
  console.log(
    `  home / bare                ${ratio(homeRow, bareRow)}  (target ≥ 0.60; returning ${ratio(homeReturning, bareRow)}; page cache off ${ratio(homeNext, bareRow)})`,
  );
  console.log(
    `  news list / bare           ${ratio(newsListRow, bareRow)}  (target ≥ 0.60; returning ${ratio(newsListReturning, bareRow)}; page cache off ${ratio(newsListNext, bareRow)})`,
  );
  console.log(
    `  results / bare             ${ratio(resultsRow, bareRow)}  (results ${resultsRow['req/s']} req/s, target ≥ 150; returning ${resultsReturning['req/s']}; rendered ${resultsRendered['req/s']} req/s)`,
  );
  console.log(`  calendar BFF / direct      ${ratio(bff, direct)}  (target ≥ 0.70; the same query again, cached)`);
  console.log(
    `  calendar BFF / direct, every query new  ${ratio(bffMiss, directMiss)}  (target ≥ 0.70; against the same query direct: ${ratio(bffMiss, direct)})`,
  );
  console.log(
    `results page, one at a time: rendered mean ${results1.mean.toFixed(1)} ms, kept ${results1Cached.mean.toFixed(2)} ms  (target < 15 ms)`,
  );
  const overhead = bff['p50 ms'] / Math.max(direct['p50 ms'], 0.001);
  console.log(`\nBFF overhead (calendar p50, BFF / direct): ${overhead.toFixed(2)}x  (target ≤ 1.3x)`);
  // One connection: no queueing, so the difference is the BFF's own work per call (a new query each time).
  const bff1 = await load('calendar BFF, 1 connection', `${WEB}/api/calendar`, {
    connections: 1,
    headers: { 'x-sf-locale': 'zh-CN' },
    requests: bffRequests,
  });
  const direct1 = await load('calendar direct, 1 connection', `${API}/shop/api/shopping/b2c/calendarshopping`, {
    connections: 1,
    requests: directRequests,
  });
  rows.push(bff1, direct1);
  const mean = (r) => r.mean;
  console.log(
    `BFF cost per call at 1 connection: p50 +${(bff1['p50 ms'] - direct1['p50 ms']).toFixed(1)} ms, mean +${(mean(bff1) - mean(direct1)).toFixed(2)} ms`,
  );

  // The same pair against an upstream that answers in 20 ms, as a real airline API would at best: the
  // sandbox delays the calendar path (fault injection), so the ratio shows the BFF's share of a real call.
  const faults = `${API}/sandbox/faults`;
  await fetch(faults, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/shop/api/shopping/b2c/calendarshopping', mode: 'delay', delayMs: 20, count: 1000 }),
  });
  const bffSlow = await load('calendar BFF, upstream +20 ms', `${WEB}/api/calendar`, {
    connections: 1,
    headers: { 'x-sf-locale': 'zh-CN' },
    requests: bffRequests,
  });
  const directSlow = await load('calendar direct, upstream +20 ms', `${API}/shop/api/shopping/b2c/calendarshopping`, {
    connections: 1,
    requests: directRequests,
  });
  await fetch(faults, { method: 'DELETE' });
  rows.push(bffSlow, directSlow);
  console.log(
    `BFF overhead with a 20 ms upstream (p50, BFF / direct): ${(bffSlow['p50 ms'] / Math.max(directSlow['p50 ms'], 0.001)).toFixed(2)}x`,
  );

  const funnel = [];
  if (fareIds.length > 0) {
    const fare = fareIds[0];
    const date = fare.split('-').slice(1, 4).join('-').split('.')[0];
    const query = `trip=OW&leg=CAN.CITY.BJS.AREA.${date}&adt=1&chd=0&inf=0&sel=${fare}`;
    funnel.push(`/zh-CN/book/pmsg?${query}`, `/zh-CN/book/otherbuy?${query}`, `/zh-CN/book/confirm?${query}`);
    const made = await (
      await fetch(`${API}/shop/api/reserve/b2c/reserve`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': `bench-js-${Date.now()}` },
        body: reserveBody(),
      })
    ).json();
    if (made.data?.orderNo) funnel.push(`/zh-CN/book/pay?orderNo=${made.data.orderNo}`);
  }
  const js = [await firstLoadJs('/bare'), await firstLoadJs('/zh-CN'), await firstLoadJs(resultsPath)];
  for (const path of funnel) js.push(await firstLoadJs(path));
  if (seatPage) js.push(await firstLoadJs(seatPage.path, { cookie: seatPage.cookie }));
  const bare = js[0].kB;
  console.log('\nfirst-load JS (gzip):');
  for (const j of js) {
    const extra = j.path === '/bare' ? '' : `  (+${(j.kB - bare).toFixed(1)} kB over the bare page)`;
    console.log(`  ${j.path.slice(0, 40).padEnd(42)} ${String(j.kB).padStart(7)} kB in ${j.scripts} scripts${extra}`);
  }
  // The proxy alone (issue 16): what it adds to every cached page view, without a server around it.
  const proxyRun = spawnSync('./node_modules/.bin/tsx', ['scripts/bench-proxy.ts'], {
    env: { ...process.env, ...env, NODE_OPTIONS: '--conditions=react-server' },
    encoding: 'utf8',
  });
  const proxyLines = proxyRun.stdout.split('\n').filter((line) => line.startsWith('proxy alone'));
  console.log(
    `\n${proxyLines.length ? proxyLines.join('\n') : `proxy alone: failed (${proxyRun.stderr.trim().slice(0, 200)})`}`,
  );
  const bareMs = 1000 / Math.max(bareRow['req/s'], 1);
  console.log(
    `  (a bare page view costs about ${(bareMs * 1000).toFixed(0)} µs of one core at ${CONNECTIONS} connections)`,
  );
  // Issue 16's main thread: Lighthouse mobile medians (target: performance ≥ 95 and TBT < 200 ms; SEO aside on
  // the results page, which is noindex). BENCH_LIGHTHOUSE_RUNS=0 skips it.
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  if (lighthouseRuns > 0) {
    console.log(`\nLighthouse mobile, median of ${lighthouseRuns} runs (first visits, fresh profile each):`);
    lighthouseMedians(
      [
        { title: 'home /zh-CN', url: `${WEB}/zh-CN` },
        { title: 'news item', url: `${WEB}/zh-CN/news/newItem?id=1` },
        { title: 'results /book/booking', url: `${WEB}${resultsPath}` },
      ],
      { chromePath: ensureChromium(), runs: lighthouseRuns },
    );
  }
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  console.log(`\ntotal errors: ${errors}`);
  stopAll(errors > 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
