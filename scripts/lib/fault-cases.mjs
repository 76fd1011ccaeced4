// The cluster's fault suite, case by case (decision 62). Each case does something an operator dreads in the
// middle of real traffic and checks what a visitor would check: a clear page or the step done; never a blank
// page, a 5xx error page from the app, a lost order, a second charge or a ticket issued twice.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addDays, lettersOf, searchFares } from './bench-targets.mjs';
import { timed, visitorAgent } from './cluster-traffic.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const ZH_ERRORS = ['服务暂时不可用，请稍后再试', '接口访问超时，请稍后再试', '数据获取失败'];

/**
 * Whether nginx sends visitors to every instance: no server line of the cluster's upstream lists (which its health
 * checker rewrites, decision 62) is marked `down`. An instance that is ready again is back in nginx only at the
 * checker's next round; a rolling restart waits for that before it stops the next instance.
 */
export function allInNginx(runDir) {
  return ['upstream-web.conf', 'upstream-api.conf'].every(
    (file) => !/ down;/.test(readFileSync(path.join(runDir, 'nginx', file), 'utf8')),
  );
}

/** SIGKILL to a supervised process's whole group (no graceful exit): the supervisor starts it again. */
export function killGroup(runDir, name, signal = 'SIGKILL') {
  const pid = Number(readFileSync(path.join(runDir, 'pids', `${name}.pid`), 'utf8'));
  process.kill(-pid, signal);
}

/** Polls `check` until it returns a truthy value or `ms` pass. */
export async function until(check, ms, what) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value) return value;
    if (Date.now() > end) throw new Error(`${what}: not within ${ms / 1000} s`);
    await sleep(500);
  }
}

/** A page as a visitor sees it: an answer with a document, no 5xx from the app; a failure says why. */
export function pageProblem([status, , body, res]) {
  if (typeof status !== 'number') return `no answer (${status})`;
  // A redirect (a member page without a session goes to the login page) is an answer the browser follows.
  if (status >= 300 && status < 400)
    return res?.headers.get('location') ? undefined : `status ${status} without a location`;
  if (!/<html/i.test(body)) return `status ${status} without a page`;
  if (status >= 500 && !ZH_ERRORS.some((m) => body.includes(m)) && !body.includes('服务暂时不可用'))
    return `status ${status} without a clear message`;
  return undefined;
}

/** A BFF answer as the browser's client reads it: JSON with a code and a message, whatever the status. */
export function bffProblem([status, , body]) {
  if (typeof status !== 'number') return `no answer (${status})`;
  try {
    const json = JSON.parse(body);
    return typeof json.code === 'string' && (json.code === '0' || json.msg) ? undefined : 'JSON without code/msg';
  } catch {
    return `status ${status}: not JSON`;
  }
}

/** A fare with seats to spare, Canton to Beijing about a month ahead. */
export async function someFare(api, dayOffset = 30) {
  for (let day = dayOffset; day < dayOffset + 30; day += 1) {
    const [fare] = await searchFares(api, { days: day, minSeats: 3 });
    if (fare) return fare;
  }
  throw new Error('no fare with seats');
}

/** A booking through the public site by visitor `n`: the order number and the browser's cookies. */
export async function bookThroughSite(site, fare, n) {
  const agent = visitorAgent(30_000 + n);
  const search = `trip=OW&leg=${fare.leg}&adt=1&chd=0&inf=0&sel=${fare.id}`;
  const mobile = `137${String(n).padStart(8, '0')}`;
  const [status, , text, res] = await timed(`${site}/api/booking/reserve`, {
    agent,
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: new URL(site).origin,
      'x-sf-locale': 'zh-CN',
      'idempotency-key': `fault-${process.pid}-${n}`,
    },
    body: JSON.stringify({
      search,
      passengers: [
        {
          type: 'ADT',
          surname: 'FAULT',
          givenName: lettersOf(n),
          gender: 'F',
          birthday: '1991-02-03',
          nationality: 'CN',
          certificateType: 'PP',
          certificateNumber: `F${String(20_000_000 + n)}`,
          certificateValidity: addDays(900),
          issuingCountry: 'CN',
        },
      ],
      contact: { name: 'Fault', areaCode: '86', mobile, email: 'fault@example.com' },
      agreeTerms: true,
    }),
  });
  const json = status === 200 ? JSON.parse(text) : undefined;
  const cookie = res?.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { status, orderNo: json?.data?.orderNo, amount: json?.data?.price?.actualAmount, cookie, agent, mobile, text };
}

/** Pays an order at the sandbox gateway as the browser would: apply, then the gateway's "pay" button. */
export async function payInSandbox(api, site, orderNo, amount) {
  const applied = await (
    await fetch(`${api}/pay/api/payment/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount,
        channelNo: 'B2C',
        orderNo,
        type: 'ticket',
        currency: 'CNY',
        webCallbackUrl: `${site}/zh-CN/result`,
      }),
    })
  ).json();
  if (applied.code !== '0') throw new Error(`payment apply: ${JSON.stringify(applied)}`);
  const gateway = `${api}${new URL(applied.data.url).pathname}`;
  const paid = await fetch(gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'decision=pay&lang=zh',
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`sandbox pay: ${paid.status}`);
}

/**
 * Two airline-api instances on one PostgreSQL stay exact (issue 30, decision 62): the last two seats of a fare
 * booked by six visitors at once through the site make two orders and never a seat more than the plane has; one
 * payment confirmed on both instances at the same moment is one charge. `check(name, problem)` records each.
 */
export async function exactAcrossInstances({ site, apis, db, fare, next, check }) {
  const cut = fare.id.lastIndexOf('.');
  const [flightId, family] = [fare.id.slice(0, cut), fare.id.slice(cut + 1)];
  const row = `flight_id = $1 and fare_family = $2`;
  await db.query(`update flight_inventory set sold = capacity - 2 where ${row}`, [flightId, family]);
  const tries = await Promise.all(Array.from({ length: 6 }, () => bookThroughSite(site, fare, next())));
  const made = tries.filter((t) => t.orderNo).length;
  const seats = (await db.query(`select capacity, sold from flight_inventory where ${row}`, [flightId, family]))
    .rows[0];
  check('two instances: the last 2 seats, 6 visitors at once: 2 orders', made === 2 ? undefined : `${made} orders`);
  check(
    'two instances: never more seats sold than the plane has',
    seats && seats.sold <= seats.capacity ? undefined : JSON.stringify(seats),
  );
  check(
    'two instances: the visitors too late are told why',
    tries
      .filter((t) => !t.orderNo)
      .map((t) => bffProblem([t.status, undefined, t.text]))
      .find(Boolean),
  );
  // Room again for the payment case (and whatever runs after).
  await db.query(`update flight_inventory set sold = capacity - 20 where ${row}`, [flightId, family]);

  const booked = await bookThroughSite(site, fare, next());
  if (!booked.orderNo) return check('two instances: an order to pay', `${booked.status} ${booked.text}`);
  const applied = await (
    await fetch(`${apis[0]}/pay/api/payment/apply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        amount: booked.amount,
        channelNo: 'B2C',
        orderNo: booked.orderNo,
        type: 'ticket',
        currency: 'CNY',
        webCallbackUrl: `${site}/zh-CN/result`,
      }),
    })
  ).json();
  const gatewayPath = new URL(applied.data.url).pathname;
  const answers = await Promise.all(
    apis.map((api) =>
      fetch(`${api}${gatewayPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'decision=pay&lang=zh',
        redirect: 'manual',
      }).then((r) => r.status),
    ),
  );
  const paid = await db.query(
    "select count(*)::int as n, coalesce(sum(amount), 0)::int as total from payment where order_no = $1 and status = 'SUCCESS'",
    [booked.orderNo],
  );
  check(
    'two instances: one payment confirmed on both at once is one charge',
    paid.rows[0].n === 1 ? undefined : `${paid.rows[0].n} payments (gateway answered ${answers.join(', ')})`,
  );
}
