#!/usr/bin/env node
// `npm run cluster:faults`: the fault suite (decision 62), on a cluster of its own (ports 3060…, .data/cluster-faults):
// kills a web instance mid-booking and an airline-api instance between payment and ticketing, overdraws a wallet, books
// the last seats and confirms one payment on both airline-api instances at once, turns the maintenance switch and
// publishes a notice (both webs follow at once), restarts PostgreSQL and Redis, puts a fault proxy before a web that
// hangs, slows, fails and answers garbage, then reads the sandbox ledger. One line per check; exit 1 on a failure.
import { spawn } from 'node:child_process';
import pg from 'pg';
import { clusterEnv, startCluster } from './lib/cluster-run.mjs';
import { closeAgents, signInDemoMember, timed, visitorAgent } from './lib/cluster-traffic.mjs';
import {
  bffProblem,
  bookThroughSite,
  exactAcrossInstances,
  killGroup,
  pageProblem,
  payInSandbox,
  someFare,
  until,
} from './lib/fault-cases.mjs';
import { announcementsReachEveryWeb, ledgerBalances } from './lib/fault-news.mjs';
import { walletExactAcrossInstances } from './lib/fault-member-value.mjs';
import { rollingRestart } from './lib/fault-restarts.mjs';
import { startFaultProxy } from './lib/fault-proxy.mjs';
import { localSecrets } from './lib/secrets.mjs';

const env = clusterEnv('cluster-faults', Number(process.env.FAULTS_PORT ?? 3060));
const results = [];
const check = (name, problem) => {
  results.push({ name, ok: !problem });
  console.log(`${problem ? '✗' : '✓'} ${name}${problem ? `: ${problem}` : ''}`);
};

const cluster = await startCluster(env);
const { layout, runDir } = cluster;
const site = `http://localhost:${layout.port}`;
const api = `http://127.0.0.1:${layout.apiPort}`;
const db = new pg.Pool({ connectionString: process.env.FAULTS_DATABASE_URL ?? cluster.databaseUrl, max: 2 });
// PostgreSQL's restart below ends the pool's idle connections: the pool replaces them, the suite goes on.
db.on('error', () => undefined);
const ready = (url) => timed(url).then(([s]) => s === 200);
let n = Date.now() % 1_000_000;

try {
  const fare = await someFare(api);

  // 1. A web instance dies in the middle of a booking: the next step goes to the other one.
  {
    const visitor = visitorAgent(40_000);
    const page = await timed(`${site}/zh-CN/book/pmsg?trip=OW&leg=${fare.leg}&adt=1&chd=0&inf=0&sel=${fare.id}`, {
      agent: visitor,
    });
    check('web killed mid-booking: the passengers page before', pageProblem(page));
    killGroup(runDir, 'web-1');
    // A booking sent on a connection to the dead instance is not replayed by nginx (a POST): the visitor is told
    // the service is away, in their language, and the button pressed again (the same idempotency key) books.
    let booked = await bookThroughSite(site, fare, (n += 1));
    if (!booked.orderNo) {
      check('web killed mid-booking: a booking that fails says why', bffProblem([booked.status, 0, booked.text]));
      booked = await bookThroughSite(site, fare, n);
    }
    check('web killed mid-booking: the order is made', booked.orderNo ? undefined : `${booked.status} ${booked.text}`);
    const pay = await timed(`${site}/zh-CN/book/pay?orderNo=${booked.orderNo}`, {
      agent: booked.agent,
      headers: { cookie: booked.cookie },
    });
    check('web killed mid-booking: the payment page', pay[0] === 200 ? pageProblem(pay) : `status ${pay[0]}`);
    const { rows } = await db.query('select count(*)::int as n from booking_order where contact_mobile = $1', [
      booked.mobile,
    ]);
    check('web killed mid-booking: one order, not two', rows[0].n === 1 ? undefined : `${rows[0].n} orders`);
    const pages = await Promise.all(Array.from({ length: 20 }, () => timed(`${site}/zh-CN`)));
    check('web killed: 20 home pages meanwhile', pages.map(pageProblem).find(Boolean));
    await until(() => ready(`http://127.0.0.1:${layout.webs[0].port}/readyz`), 120_000, 'web-1 back');
    check('web killed: the instance is back', undefined);
  }

  // 2. An airline-api instance dies between the payment and the ticketing: the other tickets it, once.
  {
    const booked = await bookThroughSite(site, fare, (n += 1));
    await payInSandbox(api, site, booked.orderNo, booked.amount);
    killGroup(runDir, 'airline-api-1');
    const tickets = await until(
      async () => {
        const { rows } = await db.query(
          'select count(*)::int as n, count(distinct ticket_no)::int as distinct_n from order_ticket where order_no = $1 and ticket_no is not null',
          [booked.orderNo],
        );
        return rows[0].n > 0 ? rows[0] : undefined;
      },
      120_000,
      'the paid order ticketed',
    ).catch((e) => ({ error: e.message }));
    check('api killed after payment: ticketed', tickets.error);
    check(
      'api killed after payment: each ticket once',
      tickets.n === tickets.distinct_n && tickets.n === 1 ? undefined : JSON.stringify(tickets),
    );
    const { rows } = await db.query(
      "select count(*)::int as n from payment where order_no = $1 and status = 'SUCCESS'",
      [booked.orderNo],
    );
    check('api killed after payment: charged once', rows[0].n === 1 ? undefined : `${rows[0].n} payments`);
    await until(() => ready(`http://127.0.0.1:${layout.apis[0].port}/ready`), 120_000, 'airline-api-1 back');
  }

  // 2b. A rolling restart: one instance of each kind drains (SIGTERM) while a visitor books and pays.
  await rollingRestart({ runDir, layout, site, api, db, fare, next: () => (n += 1), check });

  // 3. Two airline-api instances on one database stay exact: no oversold seat, no second charge, no wallet overdrawn.
  await walletExactAcrossInstances({ site, api, db, check });
  await exactAcrossInstances({
    site,
    apis: layout.apis.map((a) => `http://127.0.0.1:${a.port}`),
    db,
    fare,
    next: () => (n += 1),
    check,
  });

  // 3b. A switch turned and a notice published in airline-api reach both webs at once, not after each one's period.
  await announcementsReachEveryWeb({
    webs: layout.webs.map((w) => `http://127.0.0.1:${w.port}`),
    api,
    opsToken: localSecrets().OPS_TOKEN,
    check,
  });

  // 4. PostgreSQL restarts: pages say so clearly meanwhile, and booking works again after.
  {
    killGroup(runDir, 'postgres', 'SIGINT');
    const during = await Promise.all([
      timed(`${site}/zh-CN/book/booking?trip=OW&leg=CAN.CITY.SHA.AREA.2027-01-20&adt=1&chd=0&inf=0`),
      timed(`${site}/zh-CN`),
      timed(`${site}/api/calendar?trip=OW&dep=CAN&depType=CITY&arr=BJS&arrType=AREA&start=2027-01-05&end=2027-01-09`),
    ]);
    check('PostgreSQL restarting: the results page', pageProblem(during[0]));
    check('PostgreSQL restarting: the home page', pageProblem(during[1]));
    check('PostgreSQL restarting: a BFF call', bffProblem(during[2]));
    const again = await until(
      async () => (await bookThroughSite(site, fare, (n += 1))).orderNo,
      120_000,
      'booking after PostgreSQL',
    );
    check('PostgreSQL restarted: booking works again', again ? undefined : 'no order');
  }

  // 5. Redis restarts: limits fall back to each instance's memory; nothing fails.
  {
    killGroup(runDir, 'redis');
    const during = await Promise.all(
      Array.from({ length: 10 }, (_, i) => timed(`${site}/${i % 2 ? 'en-US' : 'zh-CN'}`)),
    );
    check('Redis down: pages', during.map(pageProblem).find(Boolean));
    const booked = await bookThroughSite(site, fare, (n += 1));
    check('Redis down: a booking', booked.orderNo ? undefined : `${booked.status} ${booked.text}`);
  }

  // 6. The airline's systems misbehave behind a fault proxy, seen through a web instance of its own.
  {
    const proxy = await startFaultProxy({ port: layout.apiPort + 90, target: api });
    const webPort = layout.port + 90;
    const web = spawn(process.execPath, ['scripts/web-server.mjs', '-p', String(webPort)], {
      env: {
        ...process.env,
        ...localSecrets(),
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        AIRLINE_API_URL: proxy.url,
        AIRLINE_SANDBOX: '1',
        PUBLIC_SITE_URL: site,
        WEB_HOST: '127.0.0.1',
        UPSTREAM_TIMEOUT_MS: '3000',
        REDIS_URL: `redis://127.0.0.1:${layout.redisPort}`,
        LOG_LEVEL: 'error',
      },
      stdio: 'ignore',
      detached: true,
    });
    try {
      const direct = `http://127.0.0.1:${webPort}`;
      await until(() => ready(`${direct}/healthz`), 120_000, 'the fault web');
      // A member signed in while airline-api still answers well: their pages then meet each fault.
      const member = await signInDemoMember(direct, { origin: site, agent: visitorAgent(50_000) });
      const modes = [
        { kind: 'hang' },
        { kind: 'slow', ms: 1500 },
        { kind: 'fail', status: 500 },
        { kind: 'fail', status: 503 },
        { kind: 'garbage' },
      ];
      for (const [i, mode] of modes.entries()) {
        proxy.set(mode);
        const label = mode.kind === 'fail' ? `${mode.status}` : mode.kind;
        const day = `2027-02-${String(10 + i).padStart(2, '0')}`;
        const results = await timed(
          `${direct}/zh-CN/book/booking?trip=OW&leg=CAN.CITY.CTU.AREA.${day}&adt=1&chd=0&inf=0`,
        );
        check(`upstream ${label}: a results page`, pageProblem(results));
        const order = await timed(`${direct}/zh-CN/member/order`, { headers: { cookie: member } });
        const toLogin = order[0] >= 300 && order[0] < 400 ? `sent to ${order[3]?.headers.get('location')}` : undefined;
        check(`upstream ${label}: a signed-in member's orders`, toLogin ?? pageProblem(order));
        const calendar = await timed(
          `${direct}/api/calendar?trip=OW&dep=CAN&depType=CITY&arr=CTU&arrType=AREA&start=${day}&end=${day}`,
          { headers: { 'x-sf-locale': 'zh-CN' } },
        );
        check(`upstream ${label}: a BFF call`, bffProblem(calendar));
      }
      proxy.set({ kind: 'pass' });
    } finally {
      process.kill(-web.pid, 'SIGTERM');
      await proxy.stop();
    }
  }

  // 7. After all of it, the books balance: nothing paid twice, nothing paid and lost.
  await ledgerBalances({ api, check });
} catch (error) {
  check('the suite ran to its end', error instanceof Error ? error.stack : String(error));
} finally {
  await db.end().catch(() => undefined);
  await closeAgents();
  await cluster.stop();
}
const failed = results.filter((r) => !r.ok).length;
console.log(`\n${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
