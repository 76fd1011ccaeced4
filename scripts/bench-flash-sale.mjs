#!/usr/bin/env node
// `npm run bench:flash`: the flash-sale burst (decision 68). 2,000 members, each with a beneficiary, buy one flash
// product of 50 units at the same instant, on loopback, against the production build and airline-api started as
// `npm start` starts them (own ports 3400 / 4410, own database under .bench/flash-db). Each buyer calls the web's
// BFF (/api/special-products/purchase) from a loopback address of its own (127.1.x.y), so its limit of 10 a minute
// per address meets no two buyers; BENCH_FLASH_VIA=api sends the same burst straight to airline-api instead.
// Meanwhile visitors load the home page and ask a search (the BFF's calendar). It prints the codes answered, p50/p99
// of the buys and of the visitors, and airline-api's tally: orders, units, oversell, orders without a unit.
//
// BENCH_FLASH_WEB / BENCH_FLASH_API point it at servers already running (npm run start:cluster): nothing is started.
import { rmSync } from 'node:fs';
import { build, buildIsStale } from './lib/build.mjs';
import { buyerCookies, fireBuys, percentile, summary, visitors } from './lib/flash-burst.mjs';
import { startProcess, stopAll, waitForHttp, webServerArgs } from './lib/processes.mjs';
import { localSecrets } from './lib/secrets.mjs';
import { addDays } from './lib/bench-targets.mjs';

const BUYERS = Number(process.env.BENCH_FLASH_BUYERS ?? 2000);
const STOCK = Number(process.env.BENCH_FLASH_STOCK ?? 50);
const VIA = process.env.BENCH_FLASH_VIA === 'api' ? 'api' : 'web';
const external = Boolean(process.env.BENCH_FLASH_WEB && process.env.BENCH_FLASH_API);
const WEB = process.env.BENCH_FLASH_WEB ?? 'http://127.0.0.1:3400';
const API = process.env.BENCH_FLASH_API ?? 'http://127.0.0.1:4410';
/** The origin the BFF's CSRF check expects (PUBLIC_SITE_URL). */
const ORIGIN = process.env.BENCH_FLASH_ORIGIN ?? WEB.replace('127.0.0.1', 'localhost');
const SOLD_OUT = '6400001';

const secrets = localSecrets();
const env = {
  NEXT_TELEMETRY_DISABLED: '1',
  NODE_ENV: 'production',
  AIRLINE_API_URL: API,
  PUBLIC_SITE_URL: ORIGIN,
  ...secrets,
  AIRLINE_SANDBOX: '1',
  LOG_LEVEL: 'warn',
};

async function startServers() {
  if (process.env.BENCH_SKIP_BUILD !== '1' && buildIsStale(env)) build(env);
  // A fresh database each run: the tally counts this run alone.
  rmSync('.bench/flash-db', { recursive: true, force: true });
  startProcess('airline-api', './node_modules/.bin/tsx', ['airline-api/src/server.ts'], {
    ...env,
    AIRLINE_API_PORT: new URL(API).port,
    PGLITE_DIR: '.bench/flash-db',
  });
  await waitForHttp(`${API}/health`);
  startProcess('web', process.execPath, webServerArgs(new URL(WEB).port), env);
  await waitForHttp(`${WEB}/zh-CN/Upgrading`);
}

async function sandbox(method, path, body) {
  const res = await fetch(`${API}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (json.code !== '0') throw new Error(`${path}: ${JSON.stringify(json).slice(0, 300)}`);
  return json.data;
}

/** A search a visitor asks during the sale: the calendar of one route, a window no one asked before. */
function searchUrls() {
  let n = 0;
  return () => {
    n += 1;
    const start = 4 + (n % 147);
    const q = { trip: 'OW', dep: 'CAN', depType: 'CITY', arr: 'BJS', arrType: 'AREA' };
    return `${WEB}/api/calendar?${new URLSearchParams({ ...q, start: addDays(start), end: addDays(start + 6) })}`;
  };
}

try {
  if (!external) await startServers();
  const crowd = await sandbox('POST', '/sandbox/flash-sale/crowd', { buyers: BUYERS, stock: STOCK });
  const cookies = VIA === 'web' ? await buyerCookies(crowd.buyers, secrets.SESSION_SECRET) : [];
  const nextSearch = searchUrls();
  // Warm both processes (JIT, caches, the purchase route) before the burst.
  for (let i = 0; i < 5; i += 1) {
    await fetch(`${WEB}/zh-CN`);
    await fetch(nextSearch());
  }
  const idle = {
    home: await visitors(() => `${WEB}/zh-CN`, { connections: 4, stop: stopAfter(3000) }),
    search: await visitors(nextSearch, { connections: 4, stop: stopAfter(3000) }),
  };

  console.log(
    `\n${BUYERS} buyers, ${STOCK} units, through ${VIA === 'web' ? `the BFF at ${WEB}` : `airline-api at ${API}`}`,
  );
  let bursting = true;
  const during = Promise.all([
    visitors(() => `${WEB}/zh-CN`, { connections: 4, stop: () => !bursting }),
    visitors(nextSearch, { connections: 4, stop: () => !bursting }),
  ]);
  const started = performance.now();
  const answers = await fireBuys({
    via: VIA,
    base: VIA === 'web' ? WEB : API,
    productId: crowd.productId,
    buyers: crowd.buyers,
    cookies,
    origin: ORIGIN,
  });
  const burstMs = performance.now() - started;
  bursting = false;
  const [home, search] = await during;

  const codes = {};
  for (const a of answers) codes[a.code] = (codes[a.code] ?? 0) + 1;
  const made = codes['0'] ?? 0;
  const soldOut = codes[SOLD_OUT] ?? 0;
  const tally = await sandbox('GET', `/sandbox/flash-sale/tally?productId=${crowd.productId}`);
  const ms = answers.map((a) => a.ms);
  console.log(`burst: all answered in ${burstMs.toFixed(0)} ms`);
  console.log(`codes: ${JSON.stringify(codes)}  (0 = order made, ${SOLD_OUT} = sold out)`);
  console.log(`buy call: ${summary(ms)}`);
  const soldOutMs = answers.filter((a) => a.code === SOLD_OUT).map((a) => a.ms);
  if (soldOutMs.length) console.log(`  sold-out answers: ${summary(soldOutMs)}`);
  console.log(
    `home /zh-CN idle: ${summary(idle.home.ms)}; during the burst: ${summary(home.ms)}, errors ${home.errors}`,
  );
  console.log(
    `search /api/calendar idle: ${summary(idle.search.ms)}; during the burst: ${summary(search.ms)}, errors ${search.errors}`,
  );
  console.log(`airline-api tally: ${JSON.stringify(tally)}`);
  const checks = {
    [`orders made = ${STOCK}`]: made === STOCK && tally.orders === STOCK,
    'no oversell (sold <= stock, units = sold)': tally.sold <= tally.stock && tally.held === tally.sold,
    'no order without its unit': tally.ordersWithoutUnits === 0 && tally.orders === tally.held,
    'one unit per member': tally.members === tally.held,
    'every other buyer answered sold out': soldOut === BUYERS - made,
  };
  for (const [check, ok] of Object.entries(checks)) console.log(`${ok ? 'ok  ' : 'FAIL'} ${check}`);
  console.log(`p50 ${percentile(ms, 50).toFixed(0)} ms, p99 ${percentile(ms, 99).toFixed(0)} ms`);
  const failed = Object.values(checks).some((ok) => !ok);
  if (external) process.exit(failed ? 1 : 0);
  stopAll(failed ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  if (external) process.exit(1);
  stopAll(1);
}

function stopAfter(ms) {
  const until = Date.now() + ms;
  return () => Date.now() >= until;
}
