#!/usr/bin/env node
// `npm run bench`: one run of autocannon on loopback against the production build and airline-api
// (own ports 3200 / 4210, own database under .bench/). Prints req/s, p50, p99 and errors per target,
// the BFF overhead over the direct airline-api call, and first-load JS (gzip) per page.
import { build, buildIsStale } from './lib/build.mjs';
import { measureCalendar, measureCalendarOneConnection, measureCalendarSlowUpstream } from './lib/bench-calendar.mjs';
import { firstLoadJs, load } from './lib/bench-load.mjs';
import { measureFreshSearches } from './lib/bench-fresh.mjs';
import { measureFreshPages } from './lib/bench-fresh-pages.mjs';
import { measureMemberOrders, measureSeatChart, memberCookie, memberSeatPath } from './lib/bench-member.mjs';
import { findFareIds, funnelPaths, measureReserve, reserveBodies } from './lib/bench-orders.mjs';
import { printFirstLoadJs, printProxyAlone, printRatios } from './lib/bench-report.mjs';
import { API, CONNECTIONS, DURATION, NEXT_ONLY, WEB, searchTargets } from './lib/bench-targets.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { lighthousePages, measureLighthouse } from './lib/bench-lighthouse.mjs';
import { startProcess, stopAll, waitForHttp, webServerArgs } from './lib/processes.mjs';
import { localSecrets } from './lib/secrets.mjs';

/** The pages: first visits, returning visitors, and the same build with its page caches off. */
async function measurePages(resultsPath, rows) {
  // A first visit sends no cookie (the way decision 33 first measured every page); its answer gives a device id
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
  const pages = {
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
  };
  rows.push(...Object.values(pages));
  return pages;
}

/** A news item: its CMS read comes from the server's data cache. */
async function measureNewsItem(rows) {
  const list = await (await fetch(`${WEB}/zh-CN/news/newList`)).text();
  const item = list.match(/href="(\/zh-CN\/news\/newItem\?id=[^"]+)"/)?.[1]?.replace(/&amp;/g, '&');
  if (item) {
    await fetch(`${WEB}${item}`);
    rows.push(await load('news item /news/newItem', `${WEB}${item}`));
  } else console.log('news item: no item link found on /zh-CN/news/newList');
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
    // The booking benchmark reserves thousands of orders from this machine (decision 51's harness switch).
    AIRLINE_UNHELD_LOOPBACK: '1',
  });
  await waitForHttp(`${API}/health`);
  // BENCH_PROFILE_DIR=dir: the measured web process writes a V8 CPU profile there when it stops (issue 34).
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  // Each web's own address is its public origin, so the demo member's sign-in passes the origin check.
  startProcess('web', process.execPath, webServerArgs(3200, profile), { ...env, PUBLIC_SITE_URL: WEB });
  // The same build with the page caches off (decisions 35, 36): what Next itself costs per view.
  startProcess('web without page cache', process.execPath, webServerArgs(3201), {
    ...env,
    PUBLIC_SITE_URL: NEXT_ONLY,
    PAGE_CACHE_MS: '0',
    RESULTS_PAGE_CACHE_MS: '0',
  });
  await waitForHttp(`${WEB}/zh-CN/Upgrading`);
  await waitForHttp(`${NEXT_ONLY}/zh-CN/Upgrading`);

  const targets = searchTargets();
  const { resultsPath } = targets;
  // Warm both processes (JIT, caches) before measuring.
  for (const base of [WEB, NEXT_ONLY])
    for (const path of ['/zh-CN', resultsPath, targets.bffCalendar]) await fetch(`${base}${path}`);

  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per target\n`);
  const rows = [];
  // Issue 34: `npm run bench:fresh` measures only the searches nobody asked before.
  if (process.env.BENCH_ONLY === 'fresh') await measureFresh(rows);
  else if (process.env.BENCH_ONLY === 'lighthouse') await lighthouseOnly(targets.resultsPath);
  else await measureAll(targets, rows);
  const errors = rows.reduce((n, r) => n + r.errors, 0);
  console.log(`\ntotal errors: ${errors}`);
  stopAll(errors > 0 ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}

/** Every target of the bench, the Lighthouse medians last. */
async function measureAll(targets, rows) {
  const { resultsPath } = targets;
  const pages = await measurePages(resultsPath, rows);
  const calendar = await measureCalendar(targets, rows);
  await measureNewsItem(rows);
  const cookie = await measureMemberOrders(rows);
  const seatPage = await measureSeatChart(cookie, rows);
  const fareIds = await findFareIds();
  const reserve = reserveBodies(fareIds);
  if (fareIds.length > 0) await measureReserve(reserve, rows);

  await measureFresh(rows);
  printRatios(pages, calendar);
  await measureCalendarOneConnection(calendar, rows);
  await measureCalendarSlowUpstream(calendar, rows);

  const funnel = await funnelPaths(fareIds, reserve);
  const js = [await firstLoadJs('/bare'), await firstLoadJs('/zh-CN'), await firstLoadJs(resultsPath)];
  for (const path of funnel) js.push(await firstLoadJs(path));
  if (seatPage) js.push(await firstLoadJs(seatPage.path, { cookie: seatPage.cookie }));
  printFirstLoadJs(js);
  printProxyAlone(env, pages.bareRow);
  // Lighthouse mobile medians (scripts/lib/bench-lighthouse.mjs). BENCH_LIGHTHOUSE_RUNS=0 skips it.
  const lighthouseRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  if (lighthouseRuns > 0) {
    measureLighthouse(lighthousePages({ resultsPath, member: cookie, seatPath: seatPage?.path }), {
      chromePath: ensureChromium(),
      runs: lighthouseRuns,
    });
  }
}

/** Issue 34: the results page for a search nobody asked, then the other pages reached with fresh input. */
async function measureFresh(rows) {
  const { bare10 } = await measureFreshSearches(rows);
  await measureFreshPages(rows, bare10);
}

/** `npm run bench:lighthouse`: only the Lighthouse medians, the member's pages signed in. */
async function lighthouseOnly(resultsPath) {
  const member = await memberCookie();
  const seatPath = await memberSeatPath();
  const runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
  measureLighthouse(lighthousePages({ resultsPath, member, seatPath }), { chromePath: ensureChromium(), runs });
}
