import { readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import * as account from '../../lib/bff-client/account';
import * as addOns from '../../lib/bff-client/add-ons';
import * as addPeople from '../../lib/bff-client/add-people';
import * as addOnRefunds from '../../lib/bff-client/add-on-refunds';
import * as boardingPass from '../../lib/bff-client/boarding-pass';
import * as booking from '../../lib/bff-client/booking';
import * as checkIn from '../../lib/bff-client/check-in';
import * as content from '../../lib/bff-client/content';
import * as coupons from '../../lib/bff-client/coupons';
import * as flightSearch from '../../lib/bff-client/flight-search';
import * as flightStatus from '../../lib/bff-client/flight-status';
import * as internal from '../../lib/bff-client/internal';
import * as lowPriceReminders from '../../lib/bff-client/low-price-reminders';
import * as irregular from '../../lib/bff-client/irregular';
import * as memberDocuments from '../../lib/bff-client/member-documents';
import * as memberBook from '../../lib/bff-client/member-book';
import * as memberPassengers from '../../lib/bff-client/member-passengers';
import * as memberValue from '../../lib/bff-client/member-value';
import * as orders from '../../lib/bff-client/orders';
import * as passengerModify from '../../lib/bff-client/passenger-modify';
import * as refunds from '../../lib/bff-client/refunds';
import * as reschedule from '../../lib/bff-client/reschedule';
import * as seatSelection from '../../lib/bff-client/seat-selection';
import * as selfService from '../../lib/bff-client/self-service';
import * as serviceRequests from '../../lib/bff-client/service-requests';
import * as site from '../../lib/bff-client/site';
import * as specialDocuments from '../../lib/bff-client/special-documents';
import * as productExchange from '../../lib/bff-client/special-product-exchange';
import * as specialProductRefunds from '../../lib/bff-client/special-product-refunds';
import * as specialProducts from '../../lib/bff-client/special-products';
import * as flightCertificates from '../../lib/bff-client/flight-certificates';
import * as ticketValidation from '../../lib/bff-client/ticket-validation';
import * as reimbursementVouchers from '../../lib/bff-client/reimbursement-vouchers';
import * as eInvoice from '../../lib/bff-client/e-invoice';
import * as wallet from '../../lib/bff-client/wallet';
import { fuzzSeed, seededRandom, type Json } from '../../airline-api/test/seeded-random';

/**
 * A fuzz of the BFF: about 1,500 generated requests to every route the browser client declares
 * (lib/bff-client's operations, so a new route is fuzzed without being listed here), with mutated paths,
 * queries, bodies, cookies and headers, as a visitor. POSTs carry the site's origin so they reach parsing.
 * Any 5xx fails the test. The PRNG is seeded and the seed printed: FUZZ_SEED=<seed> repeats a run.
 * No BFF route switches maintenance or anything an other test relies on; no member is logged in, so no
 * member's data changes (member routes answer NOT_LOGGED_IN before parsing; their parsing is in the unit
 * tests, and airline-api's own fuzz covers what lies behind them).
 */

// Not in a test title: Playwright loads the file in more than one process, and titles must agree.
const SEED = fuzzSeed();
const TARGET_REQUESTS = 1_500;
const BUDGET_MS = 45_000;
const MIN_PER_ROUTE = 10;
const IN_FLIGHT = 4;

/** Every operation module of lib/bff-client (the folder is checked below, so a new module cannot be missed). */
const MODULES: Record<string, Record<string, unknown>> = {
  'account.ts': account,
  'add-ons.ts': addOns,
  'add-people.ts': addPeople,
  'add-on-refunds.ts': addOnRefunds,
  'boarding-pass.ts': boardingPass,
  'booking.ts': booking,
  'check-in.ts': checkIn,
  'content.ts': content,
  'coupons.ts': coupons,
  'flight-search.ts': flightSearch,
  'flight-status.ts': flightStatus,
  'internal.ts': internal,
  'low-price-reminders.ts': lowPriceReminders,
  'irregular.ts': irregular,
  'member-documents.ts': memberDocuments,
  'member-book.ts': memberBook,
  'member-passengers.ts': memberPassengers,
  'member-value.ts': memberValue,
  'orders.ts': orders,
  'passenger-modify.ts': passengerModify,
  'refunds.ts': refunds,
  'reschedule.ts': reschedule,
  'seat-selection.ts': seatSelection,
  'self-service.ts': selfService,
  'service-requests.ts': serviceRequests,
  'site.ts': site,
  'special-documents.ts': specialDocuments,
  'special-product-refunds.ts': specialProductRefunds,
  'special-products.ts': specialProducts,
  'special-product-exchange.ts': productExchange,
  'flight-certificates.ts': flightCertificates,
  'ticket-validation.ts': ticketValidation,
  'reimbursement-vouchers.ts': reimbursementVouchers,
  'e-invoice.ts': eInvoice,
  'wallet.ts': wallet,
};
type Op = { name: string; method: 'GET' | 'POST'; path: string; navigation?: true };
const OPERATIONS: Op[] = Object.entries(MODULES).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, v]) => v !== null && typeof v === 'object' && 'method' in v && 'path' in v)
    .map(([name, v]) => ({ name: `${file} ${name}`, ...(v as Omit<Op, 'name'>) })),
);

const { random, chance, pick, int } = seededRandom(SEED);

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '😀𝒳',
  '\u202Eevil',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../etc/passwd',
  'fe80::1%eth0',
  '2026-02-30',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  '{"a":1}',
  '%zz',
  'YQ00000000000000000000',
];
const NUMBERS = [-1, 0, 1.5, -2147483649, 2147483648, 9007199254740993, 1e308, -1e308, 8.64e15];

function weird(): Json {
  const kind = random();
  if (kind < 0.5) return pick(STRINGS);
  if (kind < 0.65) return pick(NUMBERS);
  if (kind < 0.72) return pick([true, false, null]);
  if (kind < 0.8) return pick<Json>([[], {}, [null], [1, 2, 3], { a: { b: { c: [] } } }]);
  if (kind < 0.87) return 'x'.repeat(pick([256, 4_096, 30_000]));
  if (kind < 0.93) return `${'数'.repeat(int(1, 500))}\u0000`;
  let nested: Json = 'bottom';
  for (let i = pick([10, 200]); i > 0; i -= 1) nested = { nested };
  return nested;
}

const SEARCH = 'trip=OW&leg=CAN.CITY.BJS.AREA.2026-12-10&adt=1&chd=0&inf=0';
const PASSENGER = {
  type: 'ADT',
  name: '张云雀',
  gender: 'F',
  birthday: '1990-03-07',
  nationality: 'CN',
  certificateType: 'NI',
  certificateNumber: '110101199003078515',
};
/** Plausible values by field name, so that mutated requests get past the first checks now and then. */
const PLAUSIBLE: Record<string, Json[]> = {
  account: ['13700001111', 'fuzz@example.com'],
  password: ['Fuzzing2026'],
  cellphone: ['13700001111'],
  cellphoneCode: ['86'],
  verifyCode: ['123456'],
  email: ['fuzz@example.com'],
  captchaToken: ['token'],
  agreement: [true],
  remember: [true, false],
  event: ['REGISTER', 'LOGIN', 'RESET_PASSWORD'],
  type: ['SMS', 'EMAIL', 'complaint'],
  orderNo: ['YQ2026120112345678'],
  passengerName: ['张云雀'],
  mobile: ['13812345678'],
  name: ['张云雀'],
  certificateType: ['NI'],
  certificateNumber: ['110101199003078515'],
  content: ['The flight left two hours late.'],
  phone: ['13912345678'],
  challengeId: ['challenge-1'],
  position: [0.5],
  durationMs: [900],
  qrId: ['qr-1'],
  method: ['PHONE', 'EMAIL', 'PASSWORD'],
  profile: ['zh-CN-CNY', 'en-US-USD'],
  search: [SEARCH],
  passengers: [[PASSENGER]],
  contact: [{ name: '张云雀', areaCode: '86', mobile: '13812345678', email: 'zhang@example.com' }],
  agreeTerms: [true],
  attempt: [1],
  firstName: ['Yun'],
  lastName: ['Zhang'],
  city: ['Seattle'],
  address: ['1 Main St'],
  zip: ['98101'],
  q: ['广州', 'can'],
  page: ['1'],
  dep: ['CAN'],
  arr: ['PEK'],
  date: ['2026-12-10'],
  trip: ['OW'],
  depType: ['CITY'],
  arrType: ['CITY'],
  start: ['2026-12-10'],
  end: ['2026-12-20'],
  flightId: ['CA1234-2026-12-10'],
  code: ['code-1'],
  state: ['state-1'],
  next: ['/zh-CN/member'],
  paymentId: ['P1'],
  pay: ['success'],
  sign: ['0'.repeat(64)],
  orderNumber: ['YQ2026120112345678'],
  amount: ['100'],
};
const FIELDS = Object.keys(PLAUSIBLE);
const SEGMENT_VALUES: Record<string, string[]> = { orderNo: ['YQ2026120112345678'], provider: ['wechat', 'qq'] };
const SEGMENTS = ['%00', 'a%00b', '%', '%zz', '..', '-1', '%C0%80', '%FF', encodeURIComponent('😀'), 'x'.repeat(3_000)];

const value = (field: string): Json => (chance(0.6) && PLAUSIBLE[field] ? pick(PLAUSIBLE[field]!) : weird());
function fields(): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (let n = int(1, 8); n > 0; n -= 1) {
    const field = chance(0.9) ? pick(FIELDS) : pick(['', '__proto__', 'a\u0000', 'x'.repeat(300)]);
    out[field] = value(field);
  }
  return out;
}
function queryOf(input: Record<string, Json>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    params.append(k, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  return params.toString();
}

/** Bodies sent as text: broken JSON, other types, and one over the 64 kB cap of a JSON body. */
const RAW_BODIES = ['not json', '{', '[]', '"text"', 'null', '', '{"a":"\\u0000"}', `{"q":"${'x'.repeat(70_000)}"}`];
const COOKIES = [
  'sf_session=garbage',
  `sf_session=${'A'.repeat(3_000)}`,
  'sf_orders=Fe26.2**garbage',
  'currency_profile=%00',
  'currency_profile=xx',
  'sf_did=\u00e9',
  'sf_qr=garbage',
  'sf_oauth=garbage',
];

type Call = { method: 'GET' | 'POST'; url: string; headers: Record<string, string>; data?: string | Json };

function requestFor(op: Op, baseURL: string): Call {
  const url0 = op.path.replace(/\[(\w+)\]/g, (_, name: string) =>
    chance(0.5) ? encodeURIComponent(pick(SEGMENT_VALUES[name] ?? ['x'])) : pick(SEGMENTS),
  );
  const headers: Record<string, string> = {
    'x-forwarded-for': chance(0.95)
      ? `198.18.${int(0, 255)}.${int(1, 254)}`
      : pick(['fe80::1%eth0', 'garbage', '::1', '1.2.3.4, 5.6.7.8']),
    'x-sf-locale': pick(['zh-CN', 'en-US', 'xx', '']),
  };
  if (chance(0.3)) headers.cookie = pick(COOKIES);
  if (chance(0.2)) headers['idempotency-key'] = pick(['k', 'x'.repeat(500), '%00']);
  if (op.method === 'GET') {
    const query =
      op.path === booking.catalogue.path || op.path === booking.deductions.path ? SEARCH : queryOf(fields());
    return { method: 'GET', url: chance(0.85) ? `${url0}?${query}` : url0, headers };
  }
  headers.origin = baseURL;
  if (chance(0.1)) {
    headers['content-type'] = pick(['application/json', 'text/plain']);
    return { method: 'POST', url: url0, headers, data: pick(RAW_BODIES) };
  }
  headers['content-type'] = 'application/json';
  return { method: 'POST', url: url0, headers, data: fields() };
}

async function send(request: APIRequestContext, call: Call) {
  const options = {
    headers: call.headers,
    maxRedirects: 0,
    failOnStatusCode: false,
    timeout: 30_000,
    ...(call.data === undefined ? {} : { data: typeof call.data === 'string' ? call.data : JSON.stringify(call.data) }),
  };
  return call.method === 'GET' ? request.get(call.url, options) : request.post(call.url, options);
}

test('every operation module of lib/bff-client is fuzzed', () => {
  const folder = path.join(__dirname, '..', '..', 'lib', 'bff-client');
  const files = readdirSync(folder).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !['operation.ts', 'bff-fetch.ts'].includes(f),
  );
  expect(Object.keys(MODULES).sort()).toEqual(files.sort());
  expect(OPERATIONS.length).toBeGreaterThan(40);
});

/** Paths of each kind: pages (static, dynamic, member, unknown), BFF reads and writes, an upstream id path. */
const METHOD_PATHS = [
  '/zh-CN',
  '/en-US/flight/searchflight',
  '/zh-CN/member/index',
  '/zh-CN/no-such-page',
  '/api/cities',
  orders.lookupOrder.path,
  `/api/member/documents/${'a'.repeat(101)}`,
];

test('methods the site never serves answer 405, and the others no 5xx, on every kind of path (issue 29 §5)', async ({
  request,
  baseURL,
}) => {
  const answers: string[] = [];
  for (const path of METHOD_PATHS) {
    for (const method of ['TRACE', 'PROPFIND', 'LINK', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      const res = await request.fetch(path, {
        method,
        headers: { origin: baseURL! },
        maxRedirects: 0,
        failOnStatusCode: false,
      });
      const unknown = ['TRACE', 'PROPFIND', 'LINK'].includes(method);
      if (unknown ? res.status() !== 405 : res.status() >= 500) answers.push(`${method} ${path} → ${res.status()}`);
    }
  }
  expect(answers).toEqual([]);
});

test('ids and order numbers out of format are refused at the BFF, never sent up a path (issue 29 §5)', async ({
  request,
  baseURL,
}) => {
  const headers = { origin: baseURL!, 'content-type': 'application/json' };
  for (const orderNo of ['..', '.', '%2e%2e', 'x'.repeat(101), 'YQ/../x']) {
    const res = await request.post(seatSelection.offer.path, {
      headers,
      data: JSON.stringify({ orderNo, segmentIndex: 0, types: ['SEAT'] }),
      failOnStatusCode: false,
    });
    expect([orderNo, res.status()]).toEqual([orderNo, 400]);
  }
});

test('the BFF answers no generated request with a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  // Printed so that a failure can be repeated: FUZZ_SEED=<seed> npm run test:e2e -- tests/e2e/fuzz.spec.ts
  console.log(`BFF fuzz seed ${SEED}`);
  const started = Date.now();
  const failures: string[] = [];
  const sent = new Map<string, number>();
  const statuses = new Map<number, number>();
  const queue: Op[] = [];
  let total = 0;
  const next = (): Op | undefined => {
    if (queue.length === 0) {
      const round = Math.min(...OPERATIONS.map((op) => sent.get(op.name) ?? 0));
      const over = total >= TARGET_REQUESTS || Date.now() - started > BUDGET_MS;
      if (over && round >= MIN_PER_ROUTE) return undefined;
      queue.push(...OPERATIONS);
    }
    return queue.shift();
  };
  const worker = async () => {
    for (let op = next(); op; op = next()) {
      const call = requestFor(op, baseURL!);
      total += 1;
      sent.set(op.name, (sent.get(op.name) ?? 0) + 1);
      const res = await send(request, call);
      statuses.set(res.status(), (statuses.get(res.status()) ?? 0) + 1);
      if (res.status() >= 500) {
        const body = (await res.text()).slice(0, 200);
        const data = (typeof call.data === 'string' ? call.data : JSON.stringify(call.data ?? null)).slice(0, 200);
        failures.push(`${res.status()} ${call.method} ${call.url.slice(0, 200)} data=${data} → ${body}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  console.log(
    `BFF fuzz: ${total} requests over ${OPERATIONS.length} routes in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(Math.min(...OPERATIONS.map((op) => sent.get(op.name) ?? 0))).toBeGreaterThanOrEqual(MIN_PER_ROUTE);
  expect({ seed: SEED, failures: failures.slice(0, 20), count: failures.length }).toEqual({
    seed: SEED,
    failures: [],
    count: 0,
  });
});
